import type { HTMLAttributes } from 'react';
import { cn } from '@/lib/cn';

/** A grey placeholder block; decorative, so hidden from assistive technology. */
export function Skeleton({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return (
    <div
      aria-hidden="true"
      className={cn('animate-pulse rounded-md bg-slate-100', className)}
      {...props}
    />
  );
}

interface SkeletonCardsProps {
  count: number;
  /** The grid's columns, as the real list has them. */
  className?: string;
  /** About the height of one real card. */
  cardClassName: string;
}

/** Grey cards in the grid the real cards will fill, so the page keeps its height while loading. */
export function SkeletonCards({ count, className, cardClassName }: SkeletonCardsProps) {
  return (
    <div className={cn('grid gap-6', className)}>
      {Array.from({ length: count }, (_, index) => (
        <Skeleton
          key={index}
          className={cn('rounded-lg border border-slate-200 bg-slate-50', cardClassName)}
        />
      ))}
    </div>
  );
}
