import type { ReactNode } from 'react';

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
  return (
    <section className="mx-auto max-w-6xl px-4 py-10 sm:px-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="font-serif text-3xl font-semibold tracking-tight text-slate-900 sm:text-4xl">
            Upcoming &amp; Past Contests
          </h1>
          <p className="mt-2 text-slate-600">Timed problem sets in olympiad format.</p>
        </div>
        {action}
      </div>
      <div className="mt-8">{children}</div>
    </section>
  );
}
