import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useParams } from 'react-router-dom';
import { contestQueries } from '@/features/contests/api';
import { ContestDetail } from '@/features/contests/components/ContestDetail';
import { SaveForOffline } from '@/features/problems/components/SaveForOffline';

export default function ContestDetailPage() {
  const { id = '' } = useParams();
  const queryClient = useQueryClient();
  const contest = useQuery(contestQueries.detail(id));
  const [openedAt] = useState(Date.now);
  // A past contest can be saved for reading without signal (issue 27).
  const past = contest.data && new Date(contest.data.end_time).getTime() < openedAt;
  return (
    <section className="mx-auto max-w-4xl px-4 py-10 sm:px-6">
      <ContestDetail contestId={id} />
      {past && contest.data.problems.length > 0 && (
        <div className="mt-6">
          <SaveForOffline
            what="this contest"
            problemIds={async () =>
              (await queryClient.fetchQuery(contestQueries.detail(id))).problems.map((p) => p.id)
            }
          />
        </div>
      )}
    </section>
  );
}
