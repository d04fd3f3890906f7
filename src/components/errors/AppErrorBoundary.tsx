import type { ReactNode } from 'react';
import { ErrorBoundary } from './ErrorBoundary';

export const APP_ERROR_TITLE = 'Something went wrong.';

/**
 * The last net, outside the router and providers: if the frame itself throws, a plain page with
 * a way back instead of a blank one. Route and section errors are caught closer to their cause.
 */
export function AppErrorBoundary({ children }: { children: ReactNode }) {
  return (
    <ErrorBoundary
      fallback={() => (
        <main
          role="alert"
          className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center"
        >
          <h1 className="text-2xl font-semibold text-slate-900">{APP_ERROR_TITLE}</h1>
          <p className="mt-2 text-slate-600">
            Please reload the page, or start again from the home page.
          </p>
          <div className="mt-8 flex gap-3">
            <button
              type="button"
              onClick={() => window.location.reload()}
              className="rounded-md border border-slate-300 px-4 py-2 text-sm font-medium text-slate-900"
            >
              Reload page
            </button>
            <a href="/" className="rounded-md bg-blue-800 px-4 py-2 text-sm font-medium text-white">
              Go Back Home
            </a>
          </div>
        </main>
      )}
    >
      {children}
    </ErrorBoundary>
  );
}
