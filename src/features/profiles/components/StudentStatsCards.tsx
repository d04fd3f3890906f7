import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import type { Profile } from '@/lib/domain';

function StatCard({ title, value, note }: { title: string; value: number; note: string }) {
  return (
    <Card>
      <CardHeader className="pb-2">
        <CardTitle as="h2" className="text-base text-slate-600">
          {title}
        </CardTitle>
      </CardHeader>
      <CardContent>
        <p className="font-serif text-4xl font-semibold text-slate-900">{value}</p>
        <p className="mt-1 text-sm text-slate-500">{note}</p>
      </CardContent>
    </Card>
  );
}

export function StudentStatsCards({ profile }: { profile: Profile }) {
  return (
    <>
      <StatCard
        title="Your Score"
        value={profile.score ?? 0}
        note="Marks of the problems you solved."
      />
      <StatCard
        title="Problems Solved"
        value={profile.problems_solved ?? 0}
        note="Distinct problems answered correctly."
      />
    </>
  );
}
