import { PagePlaceholder } from '@/components/PagePlaceholder';

export default function PrivacyPage() {
  return (
    <PagePlaceholder title="Privacy Policy">
      <div className="grid max-w-3xl gap-4 leading-relaxed">
        <p>
          Our full privacy policy is being prepared. In short: we store only what the platform needs
          to run your account (your name, e-mail address, answers, comments and reactions) and we
          never sell your data.
        </p>
        <p className="rounded-md border border-amber-200 bg-amber-50 px-4 py-3 text-amber-900">
          This page is under construction. Please check back soon.
        </p>
      </div>
    </PagePlaceholder>
  );
}
