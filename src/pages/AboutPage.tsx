import { PagePlaceholder } from '@/components/PagePlaceholder';

export default function AboutPage() {
  return (
    <PagePlaceholder title="About">
      <p>This page is under construction. Please check back soon.</p>
    </PagePlaceholder>
  );
}
