import type { ReactNode } from 'react';
import { messages, useT } from '@/lib/i18n';

const m = messages('leaderboardIntro', {
  title: 'Leaderboard',
  lead: 'Top 20 performers on the platform.',
});

/**
 * The leaderboard page's section, heading and introduction; the page puts its table inside.
 * Static, so index.html carries it prerendered (StaticFrame) and it paints before any JavaScript.
 */
export function LeaderboardIntro({ children }: { children: ReactNode }) {
  const t = useT(m);
  return (
    <section className="mx-auto max-w-4xl px-4 py-10 sm:px-6">
      <h1 className="font-serif text-3xl font-semibold tracking-tight text-slate-900 sm:text-4xl">
        {t.title}
      </h1>
      <p className="mt-2 text-slate-600">{t.lead}</p>
      <div className="mt-8">{children}</div>
    </section>
  );
}
