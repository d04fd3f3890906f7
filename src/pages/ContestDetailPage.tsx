import { PagePlaceholder } from '@/components/PagePlaceholder';

export default function ContestDetailPage() {
  return <PagePlaceholder title="Contest" />;
}
