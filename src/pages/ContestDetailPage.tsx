import { lazy, Suspense, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useParams, useSearchParams } from 'react-router-dom';
import { AfterFirstPaint } from '@/components/AfterFirstPaint';
import { contestQueries } from '@/features/contests/api';
import { ContestDetail } from '@/features/contests/components/ContestDetail';
import { SaveForOffline } from '@/features/problems/components/SaveForOffline';
import { messages, useT } from '@/lib/i18n';

const pageMessages = messages('contestDetailPage', { thisContest: 'this contest' });

// /contests/{id}?print: the contest on paper (issue 23), a chunk of its own.
const ContestPrint = lazy(() =>
  import('@/features/contests/components/ContestPrint').then((module) => ({
    default: module.ContestPrint,
  })),
);

// Finalising ratings is for the contest's staff once it has ended (null for everyone else): after
// the contest has painted, with its own code (issue 27).
const FinaliseRatings = lazy(() =>
  import('@/features/ratings/components/FinaliseRatings').then((module) => ({
    default: module.FinaliseRatings,
  })),
);

function SavePastContest({ id }: { id: string }) {
  const queryClient = useQueryClient();
  const contest = useQuery(contestQueries.detail(id));
  const [openedAt] = useState(Date.now);
  const t = useT(pageMessages);
  // A past contest can be saved for reading without signal (issue 27).
  const past = contest.data && new Date(contest.data.end_time).getTime() < openedAt;
  if (!past || contest.data.problems.length === 0) return null;
  return (
    <div className="mt-6">
      <SaveForOffline
        what={t.thisContest}
        problemIds={async () =>
          (await queryClient.fetchQuery(contestQueries.detail(id))).problems.map((p) => p.id)
        }
      />
    </div>
  );
}

export default function ContestDetailPage() {
  const { id = '' } = useParams();
  const [search] = useSearchParams();
  if (search.has('print')) {
    return (
      <Suspense fallback={null}>
        <ContestPrint contestId={id} />
      </Suspense>
    );
  }
  return (
    <section className="mx-auto max-w-4xl px-4 py-10 sm:px-6">
      <ContestDetail contestId={id} />
      <AfterFirstPaint>
        <FinaliseRatings contestId={id} />
      </AfterFirstPaint>
      <SavePastContest id={id} />
    </section>
  );
}
