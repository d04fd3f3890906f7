import { Suspense, useEffect } from 'react';
import { Outlet } from 'react-router-dom';
import { RouteErrorBoundary } from '@/components/errors/RouteErrorBoundary';
import { LoadingMessage } from '@/components/ui/loading';
import { markFirstPageShown } from '@/lib/first-page';
import { LayoutFrame } from './LayoutFrame';

/** Commits with the page inside the same Suspense boundary, so only once its chunk has rendered. */
function FirstPageShown() {
  useEffect(markFirstPageShown, []);
  return null;
}

export function AppLayout() {
  return (
    <LayoutFrame>
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
