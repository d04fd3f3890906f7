import { useQuery } from '@tanstack/react-query';
import { messages, useT } from '@/lib/i18n';
import { formatDate } from '@/lib/i18n/format';
import { fill, withParts } from '@/lib/i18n/text';
import { answerQueries, type GradeHistoryEntry } from '../../api';

const gradeHistoryMessages = messages('gradeHistory', {
  waiting: 'waiting',
  marks: '{status} {marks}/{full}',
  correct: 'correct',
  incorrect: 'incorrect',
  partial: 'partial',
  regraded: 'Regraded after a key or marks change',
  aGrader: 'A grader',
  change: '{who}: {before} → {after}',
  line: '{date} · {change}',
  loading: 'Loading the grade history...',
  failed: 'The grade history could not be loaded.',
  none: 'Not graded by anyone yet.',
});
type HistoryWords = ReturnType<typeof gradeHistoryMessages.get>;

function marksText(
  t: HistoryWords,
  status: string,
  marks: number | null,
  fullMarks: number,
): string {
  if (status === 'submitted' || marks === null) return t.waiting;
  const word =
    status === 'correct' || status === 'incorrect' || status === 'partial' ? t[status] : status;
  return fill(t.marks, { status: word, marks, full: fullMarks });
}

function describe(t: HistoryWords, entry: GradeHistoryEntry, fullMarks: number): string {
  const who =
    entry.reason === 'regrade' ? t.regraded : entry.changer?.full_name?.trim() || t.aGrader;
  return fill(t.change, {
    who,
    before: marksText(t, entry.previous_status, entry.previous_marks, fullMarks),
    after: marksText(t, entry.new_status, entry.new_marks, fullMarks),
  });
}

/** Who graded an answer, when, and what it was before; graders only. */
export function GradeHistory({ answerId, fullMarks }: { answerId: string; fullMarks: number }) {
  const t = useT(gradeHistoryMessages);
  const query = useQuery(answerQueries.history(answerId));
  if (query.isPending) return <p className="text-sm text-slate-500">{t.loading}</p>;
  if (query.isError) return <p className="text-sm text-red-600">{t.failed}</p>;
  if (query.data.length === 0) return <p className="text-sm text-slate-500">{t.none}</p>;
  return (
    <ol className="space-y-1 text-sm text-slate-700">
      {query.data.map((entry) => (
        <li key={entry.id}>
          {withParts(t.line, {
            date: <span className="text-slate-500">{formatDate(entry.changed_at, 'PPP p')}</span>,
            change: describe(t, entry, fullMarks),
          })}
        </li>
      ))}
    </ol>
  );
}
