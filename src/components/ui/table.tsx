import {
  forwardRef,
  type HTMLAttributes,
  type TdHTMLAttributes,
  type ThHTMLAttributes,
} from 'react';
import { cn } from '@/lib/cn';

type TableProps = HTMLAttributes<HTMLTableElement> & {
  /** Names the table and its scrolling frame for screen readers. */
  label: string;
};

/**
 * A table in a horizontally scrolling frame so wide rows stay usable at 375 px. The frame is a
 * focusable, named region so keyboard users can scroll it too (WCAG scrollable-region-focusable).
 * It is positioned so screen-reader-only text in the cells (absolute) scrolls with them instead of
 * widening the page.
 */
export const Table = forwardRef<HTMLTableElement, TableProps>(function Table(
  { className, label, ...props },
  ref,
) {
  return (
    <div
      role="region"
      aria-label={label}
      tabIndex={0}
      className="relative w-full overflow-x-auto rounded-lg border border-slate-200 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-blue-700"
    >
      <table
        ref={ref}
        aria-label={label}
        className={cn('w-full caption-bottom text-sm', className)}
        {...props}
      />
    </div>
  );
});

export const TableHeader = forwardRef<
  HTMLTableSectionElement,
  HTMLAttributes<HTMLTableSectionElement>
>(function TableHeader({ className, ...props }, ref) {
  return <thead ref={ref} className={cn('bg-slate-50 [&_tr]:border-b', className)} {...props} />;
});

export const TableBody = forwardRef<
  HTMLTableSectionElement,
  HTMLAttributes<HTMLTableSectionElement>
>(function TableBody({ className, ...props }, ref) {
  return <tbody ref={ref} className={cn('[&_tr:last-child]:border-0', className)} {...props} />;
});

export const TableRow = forwardRef<HTMLTableRowElement, HTMLAttributes<HTMLTableRowElement>>(
  function TableRow({ className, ...props }, ref) {
    return (
      <tr
        ref={ref}
        className={cn(
          'border-b border-slate-200 transition-colors hover:bg-slate-50/60',
          className,
        )}
        {...props}
      />
    );
  },
);

export const TableHead = forwardRef<HTMLTableCellElement, ThHTMLAttributes<HTMLTableCellElement>>(
  function TableHead({ className, scope = 'col', ...props }, ref) {
    return (
      <th
        ref={ref}
        scope={scope}
        className={cn(
          'h-11 whitespace-nowrap px-4 text-left align-middle font-semibold text-slate-600',
          className,
        )}
        {...props}
      />
    );
  },
);

export const TableCell = forwardRef<HTMLTableCellElement, TdHTMLAttributes<HTMLTableCellElement>>(
  function TableCell({ className, ...props }, ref) {
    return (
      <td ref={ref} className={cn('px-4 py-3 align-middle text-slate-800', className)} {...props} />
    );
  },
);

export const TableCaption = forwardRef<
  HTMLTableCaptionElement,
  HTMLAttributes<HTMLTableCaptionElement>
>(function TableCaption({ className, ...props }, ref) {
  return <caption ref={ref} className={cn('mt-3 text-sm text-slate-500', className)} {...props} />;
});
