import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { buttonVariants } from '@/components/ui/button-variants';
import { LoadFailure } from '@/components/ui/load-failure';
import { LoadingMessage } from '@/components/ui/loading';
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '@/components/ui/table';
import { paths } from '@/config/paths';
import { MathText } from '@/components/math/MathText';
import { useAuth } from '@/features/auth';
import { messages, useT } from '@/lib/i18n';
import { formatDate } from '@/lib/i18n/format';
import { withParts } from '@/lib/i18n/text';
import { answerQueries, type Submission } from '../api';
import { AnswerStatusBadge } from './AnswerStatusBadge';
import { AnswerPagesShown } from './pages/AnswerPagesShown';

const mySubmissionsMessages = messages('mySubmissions', {
  title: 'My Submissions',
  accessDenied: 'Access Denied',
  logInToSee: 'Log in to see the answers you have submitted.',
  logIn: 'Log in',
  none: "You haven't made any submissions yet.",
  goSolve: 'Go solve some problems!',
  problemGone: 'Problem no longer available',
  dateAndMarks: '{date} · Marks {marks}',
  problem: 'Problem',
  submittedAt: 'Submitted At',
  status: 'Status',
  marks: 'Marks',
  feedback: 'Feedback',
  loading: 'Loading submissions...',
  failed: 'Failed to load submissions',
});

function PagesOf({ submission }: { submission: Submission }) {
  return (
    <AnswerPagesShown
      answerId={submission.id}
      pageCount={submission.page_count}
      graded={submission.status !== 'submitted'}
    />
  );
}

function AccessDenied() {
  const t = useT(mySubmissionsMessages);
  return (
    <div className="mx-auto max-w-md space-y-4 rounded-lg border border-slate-200 p-8 text-center">
      <h2 className="text-xl font-semibold text-slate-900">{t.accessDenied}</h2>
      <p className="text-slate-600">{t.logInToSee}</p>
      <Link to={paths.login} className={buttonVariants()}>
        {t.logIn}
      </Link>
    </div>
  );
}

/** "5 / 7" once graded, "— / 7" while waiting; left to right in every language. */
function MarksOutOf({ submission }: { submission: Submission }) {
  const full = submission.problems?.marks;
  const earned = submission.marks_awarded ?? '—';
  return (
    <span dir="ltr" className="tabular-nums">
      {full === undefined ? String(earned) : `${earned} / ${full}`}
    </span>
  );
}

function ProblemGone() {
  const t = useT(mySubmissionsMessages);
  return <span className="text-slate-500">{t.problemGone}</span>;
}

function SubmissionsTable({ submissions }: { submissions: Submission[] }) {
  const t = useT(mySubmissionsMessages);
  if (submissions.length === 0) {
    return (
      <p className="rounded-lg border border-dashed border-slate-300 p-8 text-center text-slate-600">
        {t.none}{' '}
        <Link to={paths.problems} className="font-medium text-blue-800 hover:underline">
          {t.goSolve}
        </Link>
      </p>
    );
  }
  return (
    <>
      <SubmissionCards submissions={submissions} />
      <div className="hidden sm:block">
        <SubmissionsGrid submissions={submissions} />
      </div>
    </>
  );
}

/** Below 640 px each submission is a card, so the grade and feedback need no sideways scrolling. */
function SubmissionCards({ submissions }: { submissions: Submission[] }) {
  const t = useT(mySubmissionsMessages);
  return (
    <ul className="space-y-3 sm:hidden" aria-label={t.title}>
      {submissions.map((submission) => (
        <li key={submission.id} className="space-y-2 rounded-lg border border-slate-200 px-4 py-3">
          <div className="flex items-start justify-between gap-3">
            {submission.problems ? (
              <Link
                to={paths.problem(submission.problems.id)}
                dir="auto"
                className="font-medium text-blue-800 hover:underline"
              >
                {submission.problems.title}
              </Link>
            ) : (
              <ProblemGone />
            )}
            <AnswerStatusBadge
              status={submission.status}
              marks={submission.marks_awarded}
              fullMarks={submission.problems?.marks}
            />
          </div>
          <p className="text-sm text-slate-600">
            {withParts(t.dateAndMarks, {
              date: formatDate(submission.submitted_at, 'PPP p'),
              marks: <MarksOutOf submission={submission} />,
            })}
          </p>
          {submission.feedback && (
            <div className="rounded-md bg-slate-50 px-3 py-2 text-sm text-slate-800">
              <MathText text={submission.feedback} className="[unicode-bidi:plaintext]" />
            </div>
          )}
          <PagesOf submission={submission} />
        </li>
      ))}
    </ul>
  );
}

function SubmissionsGrid({ submissions }: { submissions: Submission[] }) {
  const t = useT(mySubmissionsMessages);
  return (
    <Table label={t.title}>
      <TableHeader>
        <TableRow>
          <TableHead>{t.problem}</TableHead>
          <TableHead>{t.submittedAt}</TableHead>
          <TableHead>{t.status}</TableHead>
          <TableHead>{t.marks}</TableHead>
          <TableHead>{t.feedback}</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {submissions.map((submission) => (
          <TableRow key={submission.id}>
            <TableCell className="min-w-48 font-medium">
              {submission.problems ? (
                <Link
                  to={paths.problem(submission.problems.id)}
                  dir="auto"
                  className="text-blue-800 hover:underline"
                >
                  {submission.problems.title}
                </Link>
              ) : (
                <ProblemGone />
              )}
            </TableCell>
            <TableCell className="whitespace-nowrap text-slate-600">
              {formatDate(submission.submitted_at, 'PPP p')}
            </TableCell>
            <TableCell>
              <AnswerStatusBadge
                status={submission.status}
                marks={submission.marks_awarded}
                fullMarks={submission.problems?.marks}
              />
            </TableCell>
            <TableCell className="whitespace-nowrap text-slate-800">
              <MarksOutOf submission={submission} />
            </TableCell>
            <TableCell className="min-w-56 max-w-md text-sm text-slate-800">
              {submission.feedback ? (
                <MathText text={submission.feedback} className="[unicode-bidi:plaintext]" />
              ) : (
                <span className="text-slate-400">—</span>
              )}
              <PagesOf submission={submission} />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

function SignedInSubmissions({ userId }: { userId: string }) {
  const t = useT(mySubmissionsMessages);
  const query = useQuery(answerQueries.mine(userId));
  if (query.isPending) return <LoadingMessage label={t.loading} />;
  if (query.isError) {
    return (
      <LoadFailure title={t.failed} error={query.error} onRetry={() => void query.refetch()} />
    );
  }
  return <SubmissionsTable submissions={query.data} />;
}

/** /submissions: the signed-in user's answers, newest first. */
export function MySubmissions() {
  const t = useT(mySubmissionsMessages);
  const { status, user } = useAuth();
  return (
    <section className="mx-auto max-w-5xl px-4 py-10 sm:px-6">
      <h1 className="mb-6 font-serif text-3xl font-semibold tracking-tight text-slate-900">
        {t.title}
      </h1>
      {status === 'loading' ? (
        <LoadingMessage />
      ) : user ? (
        <SignedInSubmissions userId={user.id} />
      ) : (
        <AccessDenied />
      )}
    </section>
  );
}
