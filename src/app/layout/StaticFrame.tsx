import { LoadingMessage } from '@/components/ui/loading';
import { LayoutFrame } from './LayoutFrame';

/**
 * What index.html shows before any JavaScript has run: the real header, footer and the same
 * loading line the route's Suspense shows, so nothing moves when React takes over. It is
 * rendered to static markup by tests/unit/static-frame.test.tsx (`npm run frame:update` writes
 * it into index.html; the test fails when index.html is out of date).
 */
export function StaticFrame() {
  return (
    <LayoutFrame prerender>
      <LoadingMessage />
    </LayoutFrame>
  );
}
