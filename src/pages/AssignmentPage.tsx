import { useParams } from 'react-router-dom';
import { AssignmentView } from '@/features/classes/components/AssignmentView';

export default function AssignmentPage() {
  const { id = '' } = useParams();
  return <AssignmentView key={id} id={id} />;
}
