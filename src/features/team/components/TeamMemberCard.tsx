import { Avatar } from '@/components/ui/avatar';
import { Card, CardContent } from '@/components/ui/card';
import type { TeamMember } from '../api';

export function TeamMemberCard({ member }: { member: TeamMember }) {
  return (
    <Card className="h-full">
      <CardContent className="flex flex-col items-center gap-3 p-6 text-center">
        <Avatar
          name={member.name}
          src={member.photo_url}
          className="h-24 w-24 bg-blue-50 text-2xl text-blue-900"
        />
        <div>
          <h2 className="font-serif text-lg font-semibold text-slate-900">{member.name}</h2>
          <p className="text-sm font-medium text-blue-800">{member.role_title}</p>
        </div>
        {member.bio && <p className="text-sm text-slate-600">{member.bio}</p>}
      </CardContent>
    </Card>
  );
}
