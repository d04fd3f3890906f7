import type { ReactNode } from 'react';
import { LazyMotion, MotionConfig, m } from 'framer-motion';
import { cn } from '@/lib/cn';

const loadFeatures = () => import('./motion-features').then((module) => module.default);

import { FADE_SECONDS, staggerDelay } from './stagger';

interface StaggeredGridProps<T> {
  items: readonly T[];
  getKey: (item: T) => string;
  renderItem: (item: T) => ReactNode;
  className?: string;
  label?: string;
}

/** A list whose items fade in one after another (visual only; the content is there at once). */
export function StaggeredGrid<T>({ items, getKey, renderItem, className, label }: StaggeredGridProps<T>) {
  return (
    <LazyMotion features={loadFeatures} strict>
      <MotionConfig reducedMotion="user">
        <ul className={cn('grid gap-6', className)} aria-label={label}>
          {items.map((item, index) => (
            <m.li
              key={getKey(item)}
              className="flex"
              initial={{ opacity: 0, y: 8 }}
              animate={{ opacity: 1, y: 0 }}
              transition={{ duration: FADE_SECONDS, delay: staggerDelay(index) }}
            >
              {renderItem(item)}
            </m.li>
          ))}
        </ul>
      </MotionConfig>
    </LazyMotion>
  );
}
