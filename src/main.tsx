import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from '@/app/App';
import { startEarlyData } from '@/app/early-data';
import { preloadPageAt } from '@/app/route-table';
import { AppErrorBoundary } from '@/components/errors/AppErrorBoundary';
import { loadLocale, locale } from '@/lib/i18n';
import { hasStoredSessionHint } from '@/lib/stored-session';
import { getSupabase } from '@/lib/supabase';
import './index.css';
// Two small stylesheets (the print layout, a note's body) join the main one: as files of their
// own they were two more requests before a note page's first paint (issue 27).
import '@/components/print.css';
import '@/features/notes/components/note.css';

// Before React: the page's public data starts loading now, not after its route chunk; with a
// stored session, supabase-js does (the signed-in page's data needs it), beside the page chunk.
startEarlyData(window.location);
if (hasStoredSessionHint()) getSupabase().catch(() => undefined);

const root = document.getElementById('root');
if (!root) throw new Error('Missing #root element in index.html');

function render(container: HTMLElement) {
  // A transition: React renders in slices and yields between them, so the first render is not
  // one long task. The prerendered frame stays on screen until it commits.
  startTransition(() => {
    createRoot(container).render(
      <StrictMode>
        <AppErrorBoundary>
          <App />
        </AppErrorBoundary>
      </StrictMode>,
    );
  });
}

// The first page's chunk first, so the first render shows the page, not the loading line, and the
// catalog of the page's language (none for English), so it shows in that language. If either
// fails, render anyway: the route's error boundary explains (or reloads a stale deploy), English
// stands in for a missing catalog.
// On a very slow link, render after a second regardless: the header and menu work meanwhile.
const FIRST_PAGE_WAIT_MS = 1000;
let rendered = false;
const renderOnce = () => {
  if (rendered) return;
  rendered = true;
  render(root);
};
Promise.all([preloadPageAt(window.location.pathname), loadLocale(locale.get())]).then(
  renderOnce,
  renderOnce,
);
setTimeout(renderOnce, FIRST_PAGE_WAIT_MS);
