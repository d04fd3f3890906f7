import { useId } from 'react';
import { useQuery } from '@tanstack/react-query';
import { MathText } from '@/components/math/MathText';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { messages, useT } from '@/lib/i18n';
import { formatDate } from '@/lib/i18n/format';
import { fill } from '@/lib/i18n/text';
import { answerQueries } from '../api';
import { AnswerStatusBadge } from './AnswerStatusBadge';
import { AnswerPagesShown } from './pages/AnswerPagesShown';

const myAttemptsMessages = messages('myAttempts', {
  title: 'Your earlier attempts',
  resultsAt: 'received: results at {date}',
  waiting: 'waiting for a grader',
  feedback: 'Feedback',
});

interface MyAttemptsProps {
  userId: string;
  problemId: string;
  marks: number;
}

/** The signed-in student's earlier answers to this problem, with their grades and feedback. */
export function MyAttempts({ userId, problemId, marks }: MyAttemptsProps) {
  const headingId = useId();
  const t = useT(myAttemptsMessages);
  const query = useQuery(answerQueries.attempts(userId, problemId));
  if (query.isPending || query.isError || query.data.length === 0) return null;
  return (
    <Card role="region" aria-labelledby={headingId}>
      <CardHeader>
        <h2 id={headingId} className="font-serif text-xl font-semibold leading-snug text-slate-900">
          {t.title}
        </h2>
      </CardHeader>
      <CardContent>
        <ol className="space-y-4">
          {query.data.map((attempt, index) => (
            <li key={attempt.id} className="space-y-2 rounded-md border border-slate-200 px-4 py-3">
              <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
                <span className="text-slate-600">{formatDate(attempt.submitted_at, 'PPP p')}</span>
                <span className="flex items-center gap-2">
                  <AnswerStatusBadge
                    status={attempt.status}
                    marks={attempt.marks_awarded}
                    fullMarks={marks}
                  />
                  {attempt.sealed_until ? (
                    <span className="text-slate-800">
                      {fill(t.resultsAt, { date: formatDate(attempt.sealed_until, 'PPP p') })}
                    </span>
                  ) : attempt.marks_awarded === null ? (
                    <span className="text-slate-800">{t.waiting}</span>
                  ) : (
                    <span dir="ltr" className="tabular-nums text-slate-800">
                      {attempt.marks_awarded} / {marks}
                    </span>
                  )}
                </span>
              </div>
              <div dir="auto" className="font-serif text-slate-900">
                <MathText text={attempt.content} />
              </div>
              {attempt.feedback && (
                <div className="rounded-md bg-slate-50 px-3 py-2 text-sm text-slate-800">
                  <p className="mb-1 font-medium text-slate-900">{t.feedback}</p>
                  <MathText text={attempt.feedback} className="[unicode-bidi:plaintext]" />
                </div>
              )}
              <AnswerPagesShown
                answerId={attempt.id}
                pageCount={attempt.page_count}
                graded={attempt.status !== 'submitted'}
                defaultOpen={index === 0}
              />
            </li>
          ))}
        </ol>
      </CardContent>
    </Card>
  );
}
