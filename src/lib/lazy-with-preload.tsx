import { lazy, type ComponentType } from 'react';

export interface PreloadableComponent {
  (): React.JSX.Element;
  /** Starts loading the chunk (once); resolves when the component renders without suspending. */
  preload: () => Promise<void>;
}

/**
 * A component in a chunk of its own (React.lazy), plus `preload`; once loaded it renders at once,
 * without suspending. main.tsx preloads the first route's page before React renders: a suspended
 * route would replace the prerendered frame with the loading line, and React then holds the page
 * back for its fallback throttle (300 ms). A page can preload a section it will show, so the
 * section does not arrive after the content below it and push it down.
 */
export function lazyWithPreload(
  load: () => Promise<{ default: ComponentType }>,
): PreloadableComponent {
  let Loaded: ComponentType | undefined;
  let loading: Promise<void> | undefined;
  const preload = () => {
    loading ??= load().then((module) => {
      Loaded = module.default;
    });
    // A failed chunk (flaky network, stale deploy) must not stick for the next preload.
    loading.catch(() => {
      loading = undefined;
    });
    return loading;
  };
  const Suspending = lazy(() => preload().then(() => ({ default: Loaded as ComponentType })));
  function Preloadable() {
    return Loaded ? <Loaded /> : <Suspending />;
  }
  return Object.assign(Preloadable, { preload });
}
