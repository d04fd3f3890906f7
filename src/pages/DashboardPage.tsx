import { Dashboard } from '@/features/profiles/components/Dashboard';

export default function DashboardPage() {
  return <Dashboard />;
}
