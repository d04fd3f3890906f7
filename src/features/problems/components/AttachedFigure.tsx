import { useQuery } from '@tanstack/react-query';
import { messages, useT } from '@/lib/i18n';
import { problemQueries } from '../api';

const figureMessages = messages('attachedFigure', {
  alt: 'Figure attached to the problem by its author.',
});

/**
 * An author's image attachment shown as the statement's figure (issue 24): an <img> of the
 * signed URL, on white like the seeded figures; the link below it still opens the file.
 */
export function AttachedFigure({ path }: { path: string }) {
  const query = useQuery(problemQueries.attachmentUrl(path));
  const t = useT(figureMessages);
  if (!query.data) return null;
  return (
    <figure className="statement-figure m-0 flex justify-center">
      <img
        src={query.data}
        alt={t.alt}
        decoding="async"
        className="h-auto max-h-[32rem] max-w-full rounded-md bg-white p-2 ring-1 ring-slate-200"
      />
    </figure>
  );
}
