import { useState, type ReactNode } from 'react';
import { LazyMotion, m, useReducedMotion } from 'framer-motion';
import { cn } from '@/lib/cn';
import { loadMotionFeatures, motionFeaturesReady } from './motion-features-loader';
import { CARD_HIDDEN, CARD_SHOWN, cardTransition } from './stagger';

/**
 * One item that fades in once, when it mounts, after its stagger delay. `m.li` renders its
 * `initial` style at once but can only animate when the features are there, so an item that
 * mounts before them (or for a reduced-motion user) starts shown and never animates: a card is
 * never held invisible waiting for a chunk.
 */
function StaggeredItem({ index, children }: { index: number; children: ReactNode }) {
  const reducedMotion = useReducedMotion();
  // Decided once, at mount: a re-render of the same card must not replay or hide it.
  const [animates] = useState(() => motionFeaturesReady() && !reducedMotion);
  return (
    <m.li
      className="flex min-w-0"
      initial={animates ? CARD_HIDDEN : false}
      animate={CARD_SHOWN}
      transition={cardTransition(index)}
    >
      {children}
    </m.li>
  );
}

interface StaggeredGridProps<T> {
  items: readonly T[];
  getKey: (item: T) => string;
  renderItem: (item: T) => ReactNode;
  className?: string;
  label?: string;
}

/** A list whose items fade in one after another (visual only; the content is there at once). */
export function StaggeredGrid<T>({
  items,
  getKey,
  renderItem,
  className,
  label,
}: StaggeredGridProps<T>) {
  return (
    <LazyMotion features={loadMotionFeatures} strict>
      <ul className={cn('grid gap-6', className)} aria-label={label}>
        {items.map((item, index) => (
          <StaggeredItem key={getKey(item)} index={index}>
            {renderItem(item)}
          </StaggeredItem>
        ))}
      </ul>
    </LazyMotion>
  );
}
