import { PagePlaceholder } from '@/components/PagePlaceholder';

export default function TermsPage() {
  return (
    <PagePlaceholder title="Terms of Service">
      <p>This page is under construction. Please check back soon.</p>
    </PagePlaceholder>
  );
}
