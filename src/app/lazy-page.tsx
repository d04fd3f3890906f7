import { lazy, type ComponentType } from 'react';

export interface LazyPage {
  (): React.JSX.Element;
  /** Starts loading the page's chunk (once); resolves when it can render without suspending. */
  preload: () => Promise<void>;
}

/**
 * A route's page in a chunk of its own (React.lazy), plus `preload`. main.tsx preloads the first
 * route's page before React renders, and a loaded page renders at once, without suspending: a
 * suspended route would replace the prerendered frame with the loading line, and React then holds
 * the page back for its fallback throttle (300 ms), late first content on a slow phone.
 */
export function lazyPage(load: () => Promise<{ default: ComponentType }>): LazyPage {
  let Page: ComponentType | undefined;
  let loading: Promise<void> | undefined;
  const preload = () => {
    loading ??= load().then((module) => {
      Page = module.default;
    });
    // A failed chunk (flaky network, stale deploy) must not stick for the next preload.
    loading.catch(() => {
      loading = undefined;
    });
    return loading;
  };
  const Suspending = lazy(() => preload().then(() => ({ default: Page as ComponentType })));
  function LoadedPage() {
    return Page ? <Page /> : <Suspending />;
  }
  return Object.assign(LoadedPage, { preload });
}
