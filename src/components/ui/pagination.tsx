import { cn } from '@/lib/cn';
import { messages, useT } from '@/lib/i18n';
import { fill } from '@/lib/i18n/text';
import { buttonVariants } from './button-variants';
import { GAP, pageSlots } from './page-slots';

const paginationMessages = messages('pagination', {
  previous: 'Previous',
  next: 'Next',
  pagination: 'Pagination',
  previousPage: 'Previous page',
  nextPage: 'Next page',
  pageN: 'Page {page}',
  pageOf: 'Page {page} of {total}',
});

interface PaginationProps {
  page: number;
  totalPages: number;
  onPageChange: (page: number) => void;
  /** Names the navigation landmark, e.g. 'Problem pages'. */
  label?: string;
  className?: string;
}

/** Previous / numbered pages / Next; the current page is marked with aria-current. */
export function Pagination({ page, totalPages, onPageChange, label, className }: PaginationProps) {
  const t = useT(paginationMessages);
  if (totalPages <= 1) return null;
  const step = 'h-9 min-w-9 px-3';
  return (
    <nav aria-label={label ?? t.pagination} className={cn('flex justify-center', className)}>
      <ul className="flex flex-wrap items-center justify-center gap-1">
        <li>
          <button
            type="button"
            className={buttonVariants({ variant: 'outline', size: 'sm' })}
            onClick={() => onPageChange(page - 1)}
            disabled={page <= 1}
            aria-label={t.previousPage}
          >
            <span aria-hidden="true" className="inline-block rtl:rotate-180">
              ‹
            </span>{' '}
            {t.previous}
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
                aria-label={fill(t.pageN, { page: slot })}
                aria-current={slot === page ? 'page' : undefined}
              >
                {slot}
              </button>
            </li>
          ),
        )}
        <li className="px-2 text-sm text-slate-600 sm:hidden" aria-hidden="true">
          {fill(t.pageOf, { page, total: totalPages })}
        </li>
        <li>
          <button
            type="button"
            className={buttonVariants({ variant: 'outline', size: 'sm' })}
            onClick={() => onPageChange(page + 1)}
            disabled={page >= totalPages}
            aria-label={t.nextPage}
          >
            {t.next}{' '}
            <span aria-hidden="true" className="inline-block rtl:rotate-180">
              ›
            </span>
          </button>
        </li>
      </ul>
    </nav>
  );
}
