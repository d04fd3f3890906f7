import { PagePlaceholder } from '@/components/PagePlaceholder';

export default function ProblemsPage() {
  return <PagePlaceholder title="Problems" />;
}
