import { lazy, Suspense } from 'react';
import { useParams, useSearchParams } from 'react-router-dom';
import { ContestDetail } from '@/features/contests/components/ContestDetail';
import { FinaliseRatings } from '@/features/ratings/components/FinaliseRatings';

// /contests/{id}?print: the contest on paper (issue 23), a chunk of its own.
const ContestPrint = lazy(() =>
  import('@/features/contests/components/ContestPrint').then((module) => ({
    default: module.ContestPrint,
  })),
);

export default function ContestDetailPage() {
  const { id = '' } = useParams();
  const [search] = useSearchParams();
  const printing = search.has('print');
  if (printing) {
    return (
      <Suspense fallback={null}>
        <ContestPrint contestId={id} />
      </Suspense>
    );
  }
  return (
    <section className="mx-auto max-w-4xl px-4 py-10 sm:px-6">
      <ContestDetail contestId={id} />
      <FinaliseRatings contestId={id} />
    </section>
  );
}
