import { ProfileDetails } from '@/features/profiles/components/ProfileDetails';

export default function ProfilePage() {
  return <ProfileDetails />;
}
