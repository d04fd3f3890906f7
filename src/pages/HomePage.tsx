import { PagePlaceholder } from '@/components/PagePlaceholder';

export default function HomePage() {
  return <PagePlaceholder title="Get Into Olympiad" />;
}
