import { UserManagement } from '@/features/admin/components/UserManagement';

export default function AdminPage() {
  return <UserManagement />;
}
