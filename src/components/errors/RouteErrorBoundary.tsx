import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { buttonVariants } from '@/components/ui/button-variants';
import { paths } from '@/config/paths';
import { isChunkLoadError } from '@/lib/chunk-reload';
import { messages, useT } from '@/lib/i18n';
import { ErrorBoundary, type ErrorFallbackProps } from './ErrorBoundary';

export const ROUTE_ERROR_TITLE = 'Something went wrong on this page.';
export const CHUNK_ERROR_TEXT =
  'Part of the site could not be loaded. A new version may have been published: reloading the page should fix it.';
export const RENDER_ERROR_TEXT =
  'The rest of the site still works: try again, or go back to the home page.';

const routeErrorMessages = messages('routeErrorBoundary', {
  title: ROUTE_ERROR_TITLE,
  chunk: CHUNK_ERROR_TEXT,
  render: RENDER_ERROR_TEXT,
  reload: 'Reload page',
  tryAgain: 'Try again',
  home: 'Go Back Home',
});

function RouteErrorFallback({ error, reset }: ErrorFallbackProps) {
  const t = useT(routeErrorMessages);
  const chunk = isChunkLoadError(error);
  return (
    <section
      role="alert"
      data-testid="route-error"
      className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center"
    >
      <h1 className="text-2xl font-semibold text-slate-900">{t.title}</h1>
      <p className="mt-2 text-slate-600">{chunk ? t.chunk : t.render}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        {chunk ? (
          <Button onClick={() => window.location.reload()}>{t.reload}</Button>
        ) : (
          <Button variant="outline" onClick={reset}>
            {t.tryAgain}
          </Button>
        )}
        <Link
          to={paths.home}
          className={buttonVariants({ variant: chunk ? 'outline' : 'default' })}
        >
          {t.home}
        </Link>
      </div>
    </section>
  );
}

/**
 * One per route (AppLayout wraps the outlet with it): a page that throws while rendering shows
 * this, inside the header and footer, and leaving the page clears it.
 */
export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return (
    <ErrorBoundary resetKeys={[pathname]} fallback={(props) => <RouteErrorFallback {...props} />}>
      {children}
    </ErrorBoundary>
  );
}
