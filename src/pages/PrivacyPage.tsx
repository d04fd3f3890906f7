import { PagePlaceholder } from '@/components/PagePlaceholder';
import { messages, useT } from '@/lib/i18n';

const privacyMessages = messages('privacyPage', {
  title: 'Privacy Policy',
  text: 'Our full privacy policy is being prepared. In short: we store only what the platform needs to run your account (your name, e-mail address, answers, comments and reactions) and we never sell your data.',
  construction: 'This page is under construction. Please check back soon.',
});

export default function PrivacyPage() {
  const t = useT(privacyMessages);
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
