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
    <div className={cn('mx-auto px-4 py-10 sm:px-6', width)}>
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
