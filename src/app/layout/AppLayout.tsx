import { Suspense, useEffect } from 'react';
import { Outlet } from 'react-router-dom';
import { RouteErrorBoundary } from '@/components/errors/RouteErrorBoundary';
import { LoadingMessage } from '@/components/ui/loading';
import { markFirstPageShown } from '@/lib/first-page';
import { Footer } from './Footer';
import { Header } from './Header';

/** Commits with the page inside the same Suspense boundary, so only once its chunk has rendered. */
function FirstPageShown() {
  useEffect(markFirstPageShown, []);
  return null;
}

export function AppLayout() {
  return (
    <div className="flex min-h-screen flex-col bg-white text-slate-900">
      <a
        href="#main-content"
        className="sr-only focus:not-sr-only focus:fixed focus:left-4 focus:top-4 focus:z-50 focus:rounded-md focus:bg-white focus:px-4 focus:py-2 focus:shadow"
      >
        Skip to main content
      </a>
      <Header />
      {/* At least a screen tall: the footer starts below the fold, so it never jumps into view
          when a page replaces its loading line (layout shift). 4rem is the header. */}
      <main
        id="main-content"
        tabIndex={-1}
        className="min-h-[calc(100vh-4rem)] flex-1 focus:outline-none"
      >
        {/* Every route renders inside this boundary: a page that throws (or a chunk missing after
            a redeploy) shows a way back, never a blank app. */}
        <RouteErrorBoundary>
          <Suspense fallback={<LoadingMessage />}>
            <Outlet />
            <FirstPageShown />
          </Suspense>
        </RouteErrorBoundary>
      </main>
      <Footer />
    </div>
  );
}
