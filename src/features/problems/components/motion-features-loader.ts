import type { FeatureBundle } from 'framer-motion';
import { afterFirstPage } from '@/lib/first-page';

let loaded = false;
let features: Promise<FeatureBundle> | undefined;

/** For LazyMotion's `features`: one load, shared. */
export function loadMotionFeatures(): Promise<FeatureBundle> {
  features ??= import('./motion-features').then((module) => {
    loaded = true;
    return module.default;
  });
  return features;
}

// Asked for as soon as the first page is on screen (not before: it would compete with that
// page's chunk), so in practice it is here before the first page of problems arrives.
afterFirstPage(() => {
  loadMotionFeatures().catch(() => undefined);
});

/** Whether the features are here now (an item mounting before them is shown without animation). */
export function motionFeaturesReady(): boolean {
  return loaded;
}
