import { useParams } from 'react-router-dom';
import { ContestDetail } from '@/features/contests/components/ContestDetail';
import { FinaliseRatings } from '@/features/ratings/components/FinaliseRatings';

export default function ContestDetailPage() {
  const { id = '' } = useParams();
  return (
    <section className="mx-auto max-w-4xl px-4 py-10 sm:px-6">
      <ContestDetail contestId={id} />
      <FinaliseRatings contestId={id} />
    </section>
  );
}
