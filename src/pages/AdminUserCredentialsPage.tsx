import { UserCredentials } from '@/features/admin/components/UserCredentials';

export default function AdminUserCredentialsPage() {
  return <UserCredentials />;
}
