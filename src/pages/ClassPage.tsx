import { useParams } from 'react-router-dom';
import { ClassView } from '@/features/classes/components/ClassView';

export default function ClassPage() {
  const { id = '' } = useParams();
  return <ClassView key={id} id={id} />;
}
