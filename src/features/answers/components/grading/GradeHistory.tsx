import { useQuery } from '@tanstack/react-query';
import { format } from 'date-fns';
import { answerQueries, type GradeHistoryEntry } from '../../api';

function marksText(status: string, marks: number | null, fullMarks: number): string {
  return status === 'submitted' || marks === null ? 'waiting' : `${status} ${marks}/${fullMarks}`;
}

function describe(entry: GradeHistoryEntry, fullMarks: number): string {
  const who =
    entry.reason === 'regrade'
      ? 'Regraded after a key or marks change'
      : entry.changer?.full_name?.trim() || 'A grader';
  return `${who}: ${marksText(entry.previous_status, entry.previous_marks, fullMarks)} → ${marksText(entry.new_status, entry.new_marks, fullMarks)}`;
}

/** Who graded an answer, when, and what it was before; graders only. */
export function GradeHistory({ answerId, fullMarks }: { answerId: string; fullMarks: number }) {
  const query = useQuery(answerQueries.history(answerId));
  if (query.isPending)
    return <p className="text-sm text-slate-500">Loading the grade history...</p>;
  if (query.isError)
    return <p className="text-sm text-red-600">The grade history could not be loaded.</p>;
  if (query.data.length === 0)
    return <p className="text-sm text-slate-500">Not graded by anyone yet.</p>;
  return (
    <ol className="space-y-1 text-sm text-slate-700">
      {query.data.map((entry) => (
        <li key={entry.id}>
          <span className="text-slate-500">{format(new Date(entry.changed_at), 'PPP p')}</span> ·{' '}
          {describe(entry, fullMarks)}
        </li>
      ))}
    </ol>
  );
}
