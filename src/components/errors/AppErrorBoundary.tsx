import type { ReactNode } from 'react';
import { messages, useT } from '@/lib/i18n';
import { ErrorBoundary } from './ErrorBoundary';

export const APP_ERROR_TITLE = 'Something went wrong.';

const appErrorMessages = messages('appErrorBoundary', {
  title: APP_ERROR_TITLE,
  text: 'Please reload the page, or start again from the home page.',
  reload: 'Reload page',
  home: 'Go Back Home',
});

function AppErrorFallback() {
  const t = useT(appErrorMessages);
  return (
    <main
      role="alert"
      className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center"
    >
      <h1 className="text-2xl font-semibold text-slate-900">{t.title}</h1>
      <p className="mt-2 text-slate-600">{t.text}</p>
      <div className="mt-8 flex gap-3">
        <button
          type="button"
          onClick={() => window.location.reload()}
          className="rounded-md border border-slate-300 px-4 py-2 text-sm font-medium text-slate-900"
        >
          {t.reload}
        </button>
        <a href="/" className="rounded-md bg-blue-800 px-4 py-2 text-sm font-medium text-white">
          {t.home}
        </a>
      </div>
    </main>
  );
}

/**
 * The last net, outside the router and providers: if the frame itself throws, a plain page with
 * a way back instead of a blank one. Route and section errors are caught closer to their cause.
 */
export function AppErrorBoundary({ children }: { children: ReactNode }) {
  return <ErrorBoundary fallback={() => <AppErrorFallback />}>{children}</ErrorBoundary>;
}
