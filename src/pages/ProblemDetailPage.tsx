import { PagePlaceholder } from '@/components/PagePlaceholder';

export default function ProblemDetailPage() {
  return <PagePlaceholder title="Problem" />;
}
