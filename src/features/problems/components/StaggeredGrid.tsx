import { useState, type ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { hasFirstPagePainted } from '@/lib/first-page';
import { FADE_SECONDS, staggerDelay } from './stagger';

/**
 * One item that fades in once, when it mounts, after its stagger delay: a CSS animation
 * (`.card-appear` in index.css: opacity and transform, none for a reduced-motion preference), so
 * no animation library is downloaded on a first visit (issue 27). Items of the app's first page
 * start shown and never animate, so the first paint is not held back; later pages animate.
 */
function StaggeredItem({ index, children }: { index: number; children: ReactNode }) {
  // Decided once, at mount: a re-render of the same card must not replay or hide it.
  const [animates] = useState(hasFirstPagePainted);
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
