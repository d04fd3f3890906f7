import { PagePlaceholder } from '@/components/PagePlaceholder';

export default function NotesPage() {
  return (
    <PagePlaceholder title="Notes">
      <div className="grid max-w-3xl gap-4 leading-relaxed">
        <p>
          Study notes on olympiad topics (techniques, classic lemmas and worked examples) are being
          written by our instructors.
        </p>
        <p className="rounded-md border border-amber-200 bg-amber-50 px-4 py-3 text-amber-900">
          This page is under construction. Please check back soon.
        </p>
      </div>
    </PagePlaceholder>
  );
}
