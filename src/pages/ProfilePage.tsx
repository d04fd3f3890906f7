import { DataSaverSettings } from '@/features/profiles/components/DataSaverSettings';
import { ProfileDetails } from '@/features/profiles/components/ProfileDetails';

export default function ProfilePage() {
  return (
    <>
      <ProfileDetails />
      <div className="mx-auto -mt-4 max-w-2xl px-4 pb-10 sm:px-6">
        <DataSaverSettings />
      </div>
    </>
  );
}
