import { MyContestsUpsolving } from '@/features/contests/components/MyContestsUpsolving';
import { useAuth } from '@/features/auth';
import { DataSaverSettings } from '@/features/profiles/components/DataSaverSettings';
import { ProfileDetails } from '@/features/profiles/components/ProfileDetails';
import { MyRating } from '@/features/ratings/components/PublicProfileView';

export default function ProfilePage() {
  const { profile } = useAuth();
  const student = profile?.role === 'contestant' && profile.status === 'approved';
  return (
    <>
      <ProfileDetails />
      {profile && student && (
        <MyRating
          profile={{
            id: profile.id,
            full_name: profile.full_name,
            avatar_url: profile.avatar_url,
            score: profile.score ?? 0,
            problems_solved: profile.problems_solved ?? 0,
          }}
        />
      )}
      <MyContestsUpsolving />
      <div className="mx-auto -mt-4 max-w-2xl px-4 pb-10 sm:px-6">
        <DataSaverSettings />
      </div>
    </>
  );
}
