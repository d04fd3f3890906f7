import { useParams } from 'react-router-dom';
import { AssignmentMatrix } from '@/features/classes/components/AssignmentMatrix';

export default function AssignmentMatrixPage() {
  const { id = '' } = useParams();
  return <AssignmentMatrix key={id} id={id} />;
}
