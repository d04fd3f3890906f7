import type { ReactNode } from 'react';
import { directionOf, useLocale, useT } from '@/lib/i18n';
import { Footer } from './Footer';
import { Header } from './Header';
import { layoutMessages } from './messages';
import { DrawerPanel } from './MobileDrawer';

interface LayoutFrameProps {
  children: ReactNode;
  /** The copy prerendered into index.html (StaticFrame), shown before any JavaScript runs. */
  prerender?: boolean;
}

/** Skip link, header, main and footer: the frame every route renders in. */
export function LayoutFrame({ children, prerender = false }: LayoutFrameProps) {
  const t = useT(layoutMessages);
  // index.html carries one prerendered copy per language; its scripts keep the page's own.
  const locale = useLocale();
  return (
    <div
      className="flex min-h-screen flex-col bg-white text-slate-900"
      data-prerendered={prerender ? '' : undefined}
      lang={prerender ? locale : undefined}
      dir={prerender ? directionOf(locale) : undefined}
    >
      <a
        href="#main-content"
        className="sr-only focus:not-sr-only focus:fixed focus:start-4 focus:top-4 focus:z-50 focus:rounded-md focus:bg-white focus:px-4 focus:py-2 focus:shadow"
      >
        {t.skipToContent}
      </a>
      <Header prerender={prerender} />
      {/* At least a screen tall: the footer starts below the fold, so it never jumps into view
          when a page replaces its loading line (layout shift). 4rem is the header. */}
      <main
        id="main-content"
        tabIndex={-1}
        className="min-h-[calc(100vh-4rem)] flex-1 focus:outline-none"
      >
        {children}
      </main>
      <Footer />
      {/* The phone menu before any script bundle has run: index.html's inline script opens it
          (outside the header, whose backdrop-filter would confine a fixed layer). */}
      {prerender ? <DrawerPanel prerender showAuthLinks /> : null}
    </div>
  );
}
