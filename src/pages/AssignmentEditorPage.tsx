import { useParams } from 'react-router-dom';
import { AssignmentEditor } from '@/features/classes/components/AssignmentEditor';

/** /classes/:classId/assignments/new and /assignments/:id/edit (approved staff; the database checks the class). */
export default function AssignmentEditorPage() {
  const { classId, id } = useParams();
  return <AssignmentEditor key={id ?? classId} classId={classId} assignmentId={id} />;
}
