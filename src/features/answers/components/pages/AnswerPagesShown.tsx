import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { MathText } from '@/components/math/MathText';
import { messages, useT } from '@/lib/i18n';
import { fill, plural } from '@/lib/i18n/text';
import { notesQueries, pagesQueries } from '../../pages-api';
import { PageViewer } from './PageViewer';

const answerPagesShownMessages = messages('answerPagesShown', {
  loading: 'Loading pages...',
  failed: 'The pages could not be loaded.',
  yourPages: 'Your pages',
  notes: 'Notes on your pages',
  page: 'Page {page}: ',
  summary: plural({ one: 'Your page', other: 'Your {count} pages' }),
  summaryGraded: plural({
    one: 'Your page with the grader’s notes',
    other: 'Your {count} pages with the grader’s notes',
  }),
});

interface AnswerPagesShownProps {
  answerId: string;
  pageCount: number;
  /** Notes show once the answer is graded. */
  graded: boolean;
  defaultOpen?: boolean;
}

function PagesWithNotes({ answerId, graded }: { answerId: string; graded: boolean }) {
  const t = useT(answerPagesShownMessages);
  const pages = useQuery(pagesQueries.pages(answerId));
  const notes = useQuery({ ...notesQueries.notes(answerId), enabled: graded });
  if (pages.isPending) return <p className="text-sm text-slate-600">{t.loading}</p>;
  if (pages.isError) return <p className="text-sm text-red-700">{t.failed}</p>;
  const list = notes.data ?? [];
  return (
    <div className="space-y-3">
      <PageViewer pages={pages.data} notes={list} label={t.yourPages} />
      {list.length > 0 && (
        <ol className="space-y-1 text-sm text-slate-800" aria-label={t.notes}>
          {list.map((note) => (
            <li key={note.number} className="flex items-start gap-2">
              <span className="mt-0.5 flex h-5 w-5 shrink-0 items-center justify-center rounded-full bg-red-600 text-xs font-bold text-white">
                {note.number}
              </span>
              <span className="min-w-0 flex-1">
                <span className="text-slate-500">{fill(t.page, { page: note.page })}</span>
                <MathText text={note.body} className="[unicode-bidi:plaintext]" />
              </span>
              {note.marks !== null && (
                <span dir="ltr" className="shrink-0 tabular-nums font-medium">
                  {note.marks > 0 ? `+${note.marks}` : note.marks}
                </span>
              )}
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}

/** A student's pages with the grader's notes on them, opened on demand (the images load then). */
export function AnswerPagesShown({
  answerId,
  pageCount,
  graded,
  defaultOpen = false,
}: AnswerPagesShownProps) {
  const t = useT(answerPagesShownMessages);
  const [open, setOpen] = useState(defaultOpen);
  if (!pageCount) return null;
  return (
    <details
      open={open}
      onToggle={(event) => setOpen(event.currentTarget.open)}
      className="rounded-md border border-slate-200 px-3 py-2"
    >
      <summary className="cursor-pointer text-sm font-medium text-slate-800">
        {graded ? t.summaryGraded(pageCount) : t.summary(pageCount)}
      </summary>
      {open && (
        <div className="mt-2">
          <PagesWithNotes answerId={answerId} graded={graded} />
        </div>
      )}
    </details>
  );
}
