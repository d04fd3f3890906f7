import { PagePlaceholder } from '@/components/PagePlaceholder';

export default function TeamPage() {
  return <PagePlaceholder title="Our Team" />;
}
