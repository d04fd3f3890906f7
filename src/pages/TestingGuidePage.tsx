import { PagePlaceholder } from '@/components/PagePlaceholder';

export default function TestingGuidePage() {
  return <PagePlaceholder title="Testing Guide" />;
}
