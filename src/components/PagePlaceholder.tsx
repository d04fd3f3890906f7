import type { ReactNode } from 'react';
import { messages, useT } from '@/lib/i18n';

const placeholderMessages = messages('pagePlaceholder', {
  building: 'This screen is being built.',
});

interface PagePlaceholderProps {
  title: string;
  children?: ReactNode;
}

/** A titled page body; screens still being built show a short note beneath the title. */
export function PagePlaceholder({ title, children }: PagePlaceholderProps) {
  const t = useT(placeholderMessages);
  return (
    <section className="mx-auto max-w-6xl px-4 py-12 sm:px-6">
      <h1 className="font-serif text-3xl font-semibold tracking-tight text-slate-900 sm:text-4xl">
        {title}
      </h1>
      <div className="mt-4 text-slate-600">{children ?? <p>{t.building}</p>}</div>
    </section>
  );
}
