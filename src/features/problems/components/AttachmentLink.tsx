import { useQuery } from '@tanstack/react-query';
import { useT } from '@/lib/i18n';
import { fill } from '@/lib/i18n/text';
import { problemQueries } from '../api';
import { attachmentFileName } from './problem-format';
import { problemMessages } from './problem-messages';

/** A signed link to the problem's attachment (the bucket is private). */
export function AttachmentLink({ path }: { path: string }) {
  const query = useQuery(problemQueries.attachmentUrl(path));
  const name = attachmentFileName(path);
  const t = useT(problemMessages);
  return (
    <div className="flex flex-wrap items-center gap-2 rounded-md border border-slate-200 bg-slate-50 px-4 py-3 text-sm">
      <svg
        aria-hidden="true"
        viewBox="0 0 20 20"
        fill="currentColor"
        className="h-4 w-4 text-slate-500"
      >
        <path d="M15.6 3.4a3.5 3.5 0 0 0-4.95 0L4.4 9.65a5 5 0 0 0 7.07 7.07l5.3-5.3-1.06-1.06-5.3 5.3a3.5 3.5 0 1 1-4.95-4.95l6.25-6.25a2 2 0 1 1 2.83 2.83L8.3 13.53a.5.5 0 0 1-.7-.7l5.3-5.3-1.06-1.07-5.3 5.3a2 2 0 1 0 2.83 2.83l6.23-6.24a3.5 3.5 0 0 0 0-4.95Z" />
      </svg>
      <span className="text-slate-600">{t.attachment}</span>
      {query.data ? (
        <a
          href={query.data}
          target="_blank"
          rel="noopener noreferrer"
          className="font-medium text-blue-800 underline-offset-4 hover:underline"
        >
          {name}
          <span className="sr-only">{t.newTab}</span>
        </a>
      ) : (
        <span className="text-slate-500">
          {fill(query.isError ? t.unavailable : t.preparing, { name })}
        </span>
      )}
    </div>
  );
}
