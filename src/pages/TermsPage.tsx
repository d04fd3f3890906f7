import { PagePlaceholder } from '@/components/PagePlaceholder';

export default function TermsPage() {
  return (
    <PagePlaceholder title="Terms of Service">
      <div className="grid max-w-3xl gap-4 leading-relaxed">
        <p>
          Our full terms of service are being prepared. Until they are published, please use the
          platform respectfully: keep discussions on topic and do not share solutions to contest
          problems while a contest is running.
        </p>
        <p className="rounded-md border border-amber-200 bg-amber-50 px-4 py-3 text-amber-900">
          This page is under construction. Please check back soon.
        </p>
      </div>
    </PagePlaceholder>
  );
}
