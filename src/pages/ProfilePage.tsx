import { useAuth } from '@/features/auth';
import { ProfileDetails } from '@/features/profiles/components/ProfileDetails';
import { MyRating } from '@/features/ratings/components/PublicProfileView';

export default function ProfilePage() {
  const { user, profile } = useAuth();
  const student = profile?.role === 'contestant' && profile.status === 'approved';
  return (
    <>
      <ProfileDetails />
      {user && student && <MyRating userId={user.id} />}
    </>
  );
}
