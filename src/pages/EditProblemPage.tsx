import { useParams } from 'react-router-dom';
import { EditProblemForm } from '@/features/problems/components/create/EditProblemForm';

export default function EditProblemPage() {
  const { id = '' } = useParams();
  return <EditProblemForm problemId={id} />;
}
