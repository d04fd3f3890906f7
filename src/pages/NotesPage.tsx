import { PagePlaceholder } from '@/components/PagePlaceholder';

export default function NotesPage() {
  return (
    <PagePlaceholder title="Notes">
      <p>This page is under construction. Please check back soon.</p>
    </PagePlaceholder>
  );
}
