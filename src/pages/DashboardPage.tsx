import { PagePlaceholder } from '@/components/PagePlaceholder';

export default function DashboardPage() {
  return <PagePlaceholder title="Dashboard" />;
}
