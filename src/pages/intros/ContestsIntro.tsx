import type { ReactNode } from 'react';
import { messages, useT } from '@/lib/i18n';

const m = messages('contestsIntro', {
  title: 'Upcoming & Past Contests',
  lead: 'Timed problem sets in olympiad format.',
});

interface ContestsIntroProps {
  /** Beside the heading: the staff's "Create contest". */
  action?: ReactNode;
  children: ReactNode;
}

/**
 * The contests page's section, heading and introduction; the page puts its list inside. Static,
 * so index.html carries it prerendered (StaticFrame) and it paints before any JavaScript.
 */
export function ContestsIntro({ action, children }: ContestsIntroProps) {
  const t = useT(m);
  return (
    <section className="mx-auto max-w-6xl px-4 py-10 sm:px-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="font-serif text-3xl font-semibold tracking-tight text-slate-900 sm:text-4xl">
            {t.title}
          </h1>
          <p className="mt-2 text-slate-600">{t.lead}</p>
        </div>
        {action}
      </div>
      <div className="mt-8">{children}</div>
    </section>
  );
}
