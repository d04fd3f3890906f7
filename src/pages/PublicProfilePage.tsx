import { useParams } from 'react-router-dom';
import { PublicProfileView } from '@/features/ratings/components/PublicProfileView';

export default function PublicProfilePage() {
  const { id = '' } = useParams();
  return <PublicProfileView key={id} userId={id} />;
}
