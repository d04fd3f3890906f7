import { lazy, Suspense, useEffect } from 'react';
import { Outlet } from 'react-router-dom';
import { RouteErrorBoundary } from '@/components/errors/RouteErrorBoundary';
import { LoadingMessage } from '@/components/ui/loading';
import { markFirstPageShown, useFirstPagePainted } from '@/lib/first-page';
import { LayoutFrame } from './LayoutFrame';

/** Commits with the page inside the same Suspense boundary, so only once its chunk has rendered. */
function FirstPageShown() {
  useEffect(markFirstPageShown, []);
  return null;
}

// The offline line, the update prompt and the sender of waiting answers (issue 27) come after
// the first paint: the first screen does not need them.
const ConnectionNotices = lazy(() => import('./ConnectionNotices'));

export function AppLayout() {
  const painted = useFirstPagePainted();
  return (
    <LayoutFrame>
      {painted && (
        <Suspense fallback={null}>
          <ConnectionNotices />
        </Suspense>
      )}
      {/* Every route renders inside this boundary: a page that throws (or a chunk missing after
          a redeploy) shows a way back, never a blank app. */}
      <RouteErrorBoundary>
        <Suspense fallback={<LoadingMessage />}>
          <Outlet />
          <FirstPageShown />
        </Suspense>
      </RouteErrorBoundary>
    </LayoutFrame>
  );
}
