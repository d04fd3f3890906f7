import { cn } from '@/lib/cn';
import { buttonVariants } from './button-variants';
import { GAP, pageSlots } from './page-slots';

interface PaginationProps {
  page: number;
  totalPages: number;
  onPageChange: (page: number) => void;
  /** Names the navigation landmark, e.g. 'Problem pages'. */
  label?: string;
  className?: string;
}

/** Previous / numbered pages / Next; the current page is marked with aria-current. */
export function Pagination({
  page,
  totalPages,
  onPageChange,
  label = 'Pagination',
  className,
}: PaginationProps) {
  if (totalPages <= 1) return null;
  const step = 'h-9 min-w-9 px-3';
  return (
    <nav aria-label={label} className={cn('flex justify-center', className)}>
      <ul className="flex flex-wrap items-center justify-center gap-1">
        <li>
          <button
            type="button"
            className={buttonVariants({ variant: 'outline', size: 'sm' })}
            onClick={() => onPageChange(page - 1)}
            disabled={page <= 1}
            aria-label="Previous page"
          >
            <span aria-hidden="true">‹</span> Previous
          </button>
        </li>
        {pageSlots(page, totalPages).map((slot, index) =>
          slot === GAP ? (
            <li
              key={`gap-${index}`}
              aria-hidden="true"
              className="hidden px-1 text-slate-500 sm:block"
            >
              …
            </li>
          ) : (
            <li key={slot} className="hidden sm:block">
              <button
                type="button"
                className={buttonVariants({
                  variant: slot === page ? 'default' : 'ghost',
                  className: step,
                })}
                onClick={() => onPageChange(slot)}
                aria-label={`Page ${slot}`}
                aria-current={slot === page ? 'page' : undefined}
              >
                {slot}
              </button>
            </li>
          ),
        )}
        <li className="px-2 text-sm text-slate-600 sm:hidden" aria-hidden="true">
          Page {page} of {totalPages}
        </li>
        <li>
          <button
            type="button"
            className={buttonVariants({ variant: 'outline', size: 'sm' })}
            onClick={() => onPageChange(page + 1)}
            disabled={page >= totalPages}
            aria-label="Next page"
          >
            Next <span aria-hidden="true">›</span>
          </button>
        </li>
      </ul>
    </nav>
  );
}
