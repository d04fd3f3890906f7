import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { LoadingMessage } from '@/components/ui/loading';
import { messages, useT } from '@/lib/i18n';
import { toast } from '@/lib/toast';
import { teamQueries } from '../api';
import { SAMPLE_TEAM } from './sample-team';
import { TeamMemberCard } from './TeamMemberCard';

const gridMessages = messages('teamGrid', {
  failed: 'Failed to load team',
  fallback: 'Falling back to sample data.',
  loading: 'Loading team...',
});

export function TeamGrid() {
  const query = useQuery(teamQueries.members());
  const t = useT(gridMessages);

  useEffect(() => {
    if (query.isError) {
      toast({
        title: t.failed,
        description: t.fallback,
        variant: 'destructive',
      });
    }
  }, [query.isError, t]);

  if (query.isPending) return <LoadingMessage label={t.loading} />;
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
