import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { LoadingMessage } from '@/components/ui/loading';
import { toast } from '@/lib/toast';
import { teamQueries } from '../api';
import { SAMPLE_TEAM } from './sample-team';
import { TeamMemberCard } from './TeamMemberCard';

export function TeamGrid() {
  const query = useQuery(teamQueries.members());

  useEffect(() => {
    if (query.isError) {
      toast({
        title: 'Failed to load team',
        description: 'Falling back to sample data.',
        variant: 'destructive',
      });
    }
  }, [query.isError]);

  if (query.isPending) return <LoadingMessage label="Loading team..." />;
  const members = query.data?.length ? query.data : SAMPLE_TEAM;
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
      {members.map((member) => (
        <li key={member.id}>
          <TeamMemberCard member={member} />
        </li>
      ))}
    </ul>
  );
}
