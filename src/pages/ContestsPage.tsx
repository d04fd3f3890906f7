import { PagePlaceholder } from '@/components/PagePlaceholder';

export default function ContestsPage() {
  return <PagePlaceholder title="Upcoming & Past Contests" />;
}
