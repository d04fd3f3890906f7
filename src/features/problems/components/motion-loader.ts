import type { MotionItem as MotionItemComponent } from './motion-item';

let MotionItem: typeof MotionItemComponent | undefined;
let asked = false;

/** Loads the framer-motion card once (its chunk); safe to call again. */
export function loadMotionItem(): Promise<void> {
  if (asked) return Promise.resolve();
  asked = true;
  return import('./motion-item')
    .then((module) => {
      MotionItem = module.MotionItem;
    })
    .catch(() => {
      asked = false;
    });
}

/** The framer-motion card when it is here (cards mounting before it use the CSS fade). */
export function loadedMotionItem(): typeof MotionItemComponent | undefined {
  return MotionItem;
}

// The first tap, key or scroll says the reader is staying: the chunk comes then, never on the
// first visit's critical bytes (issue 27), and usually before the next page of cards mounts.
if (typeof window !== 'undefined') {
  const events = ['pointerdown', 'keydown', 'scroll'] as const;
  const onFirst = () => {
    for (const event of events) window.removeEventListener(event, onFirst);
    void loadMotionItem();
  };
  for (const event of events) window.addEventListener(event, onFirst, { passive: true });
}
