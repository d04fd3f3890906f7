import { LoadFailure } from '@/components/ui/load-failure';
import { cn } from '@/lib/cn';

/** A class page's first load: its loading line, or its failure with the reason. */
export function PageWait({
  query,
  loading,
  failure,
  width = 'max-w-6xl',
}: {
  query: { isPending: boolean; isError: boolean; error: unknown };
  loading: string;
  failure: string;
  width?: string;
}) {
  return (
    // As tall as the screen: the footer stays below the fold until the page arrives, so nothing on
    // screen moves when it does (no layout shift).
    <div className={cn('mx-auto min-h-screen px-4 py-10 sm:px-6', width)}>
      {query.isError ? (
        <LoadFailure title={failure} error={query.error} />
      ) : (
        <p role="status" className="text-slate-500">
          {loading}
        </p>
      )}
    </div>
  );
}
