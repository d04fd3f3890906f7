import { useState, type ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { hasFirstPagePainted } from '@/lib/first-page';
import { loadedMotionItem } from './motion-loader';
import { FADE_SECONDS, staggerDelay } from './stagger';

const reducedMotion = () =>
  typeof window !== 'undefined' &&
  typeof window.matchMedia === 'function' &&
  window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * One item that fades in once, when it mounts, after its stagger delay. Items of the app's first
 * page start shown and never animate, so the first paint is not held back; later pages animate
 * with framer-motion once the reader's first interaction has brought it (motion-loader.ts), or
 * with the same CSS fade (`.card-appear` in index.css) until then, so no animation library is
 * part of a first visit (issue 27). Nothing moves for a reduced-motion preference.
 */
function StaggeredItem({ index, children }: { index: number; children: ReactNode }) {
  // Decided once, at mount: a re-render of the same card must not replay or hide it.
  const [animates] = useState(hasFirstPagePainted);
  const [Motion] = useState(() => (animates && !reducedMotion() ? loadedMotionItem() : undefined));
  if (Motion) return <Motion index={index}>{children}</Motion>;
  return (
    <li
      className={cn('flex min-w-0', animates && 'card-appear')}
      style={
        animates
          ? {
              animationDelay: `${Math.round(staggerDelay(index) * 1000)}ms`,
              animationDuration: `${FADE_SECONDS * 1000}ms`,
            }
          : undefined
      }
    >
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
export function StaggeredGrid<T>({
  items,
  getKey,
  renderItem,
  className,
  label,
}: StaggeredGridProps<T>) {
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
