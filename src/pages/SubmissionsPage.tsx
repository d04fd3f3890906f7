import { PagePlaceholder } from '@/components/PagePlaceholder';

export default function SubmissionsPage() {
  return <PagePlaceholder title="My Submissions" />;
}
