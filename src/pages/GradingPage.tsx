import { PagePlaceholder } from '@/components/PagePlaceholder';

export default function GradingPage() {
  return <PagePlaceholder title="Grading" />;
}
