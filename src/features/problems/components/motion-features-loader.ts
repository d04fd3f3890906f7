import type { FeatureBundle } from 'framer-motion';

let loaded = false;
// Asked for when this module runs (with the /problems chunk), so the animation features are
// there before the first page of problems in practice; LazyMotion awaits the same promise.
const features: Promise<FeatureBundle> = import('./motion-features').then((module) => {
  loaded = true;
  return module.default;
});

/** For LazyMotion's `features`. */
export function loadMotionFeatures(): Promise<FeatureBundle> {
  return features;
}

/** Whether the features are here now (an item mounting before them is shown without animation). */
export function motionFeaturesReady(): boolean {
  return loaded;
}
