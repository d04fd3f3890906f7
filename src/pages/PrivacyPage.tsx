import { PagePlaceholder } from '@/components/PagePlaceholder';

export default function PrivacyPage() {
  return (
    <PagePlaceholder title="Privacy Policy">
      <p>This page is under construction. Please check back soon.</p>
    </PagePlaceholder>
  );
}
