import { PagePlaceholder } from '@/components/PagePlaceholder';
import { messages, useT } from '@/lib/i18n';

const termsMessages = messages('termsPage', {
  title: 'Terms of Service',
  text: 'Our full terms of service are being prepared. Until they are published, please use the platform respectfully: keep discussions on topic and do not share solutions to contest problems while a contest is running.',
  construction: 'This page is under construction. Please check back soon.',
});

export default function TermsPage() {
  const t = useT(termsMessages);
  return (
    <PagePlaceholder title={t.title}>
      <div className="grid max-w-3xl gap-4 leading-relaxed">
        <p>{t.text}</p>
        <p className="rounded-md border border-amber-200 bg-amber-50 px-4 py-3 text-amber-900">
          {t.construction}
        </p>
      </div>
    </PagePlaceholder>
  );
}
