import { useEffect, useRef, type ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { FADE_SECONDS, staggerDelay } from './stagger';

const FADE_IN: Keyframe[] = [
  { opacity: 0, transform: 'translateY(8px)' },
  { opacity: 1, transform: 'none' },
];

function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/**
 * One item that fades in once, when it mounts, after its stagger delay. The Web Animations
 * API does it without an animation library; `fill: 'backwards'` holds it hidden during the
 * delay, and where the API is missing (old browsers, jsdom) the item is simply shown.
 */
function StaggeredItem({ index, children }: { index: number; children: ReactNode }) {
  const ref = useRef<HTMLLIElement>(null);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof element.animate !== 'function' || prefersReducedMotion()) return;
    const animation = element.animate(FADE_IN, {
      duration: FADE_SECONDS * 1000,
      delay: Math.round(staggerDelay(index) * 1000),
      easing: 'ease-out',
      fill: 'backwards',
    });
    return () => animation.cancel();
    // Only on mount: a re-render of the same card must not replay it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return (
    <li ref={ref} className="flex">
      {children}
    </li>
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
export function StaggeredGrid<T>({ items, getKey, renderItem, className, label }: StaggeredGridProps<T>) {
  return (
    <ul className={cn('grid gap-6', className)} aria-label={label}>
      {items.map((item, index) => (
        <StaggeredItem key={getKey(item)} index={index}>
          {renderItem(item)}
        </StaggeredItem>
      ))}
    </ul>
  );
}
