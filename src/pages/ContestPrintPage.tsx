import { useParams } from 'react-router-dom';
import { ContestPrint } from '@/features/contests/components/ContestPrint';

export default function ContestPrintPage() {
  const { id = '' } = useParams();
  return <ContestPrint contestId={id} />;
}
