import { MyContestsUpsolving } from '@/features/contests/components/MyContestsUpsolving';
import { ProfileDetails } from '@/features/profiles/components/ProfileDetails';

export default function ProfilePage() {
  return (
    <>
      <ProfileDetails />
      <MyContestsUpsolving />
    </>
  );
}
