import { useQuery } from '@tanstack/react-query';
import { format } from 'date-fns';
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
import { answerQueries, type Submission } from '../api';
import { AnswerStatusBadge } from './AnswerStatusBadge';
import { AnswerPagesShown } from './pages/AnswerPagesShown';

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
  return (
    <div className="mx-auto max-w-md space-y-4 rounded-lg border border-slate-200 p-8 text-center">
      <h2 className="text-xl font-semibold text-slate-900">Access Denied</h2>
      <p className="text-slate-600">Log in to see the answers you have submitted.</p>
      <Link to={paths.login} className={buttonVariants()}>
        Log in
      </Link>
    </div>
  );
}

/** "5 / 7" once graded, "— / 7" while waiting. */
function marksOutOf(submission: Submission): string {
  const full = submission.problems?.marks;
  const earned = submission.marks_awarded ?? '—';
  return full === undefined ? String(earned) : `${earned} / ${full}`;
}

function SubmissionsTable({ submissions }: { submissions: Submission[] }) {
  if (submissions.length === 0) {
    return (
      <p className="rounded-lg border border-dashed border-slate-300 p-8 text-center text-slate-600">
        You haven&apos;t made any submissions yet.{' '}
        <Link to={paths.problems} className="font-medium text-blue-800 hover:underline">
          Go solve some problems!
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
  return (
    <ul className="space-y-3 sm:hidden" aria-label="My Submissions">
      {submissions.map((submission) => (
        <li key={submission.id} className="space-y-2 rounded-lg border border-slate-200 px-4 py-3">
          <div className="flex items-start justify-between gap-3">
            {submission.problems ? (
              <Link
                to={paths.problem(submission.problems.id)}
                className="font-medium text-blue-800 hover:underline"
              >
                {submission.problems.title}
              </Link>
            ) : (
              <span className="text-slate-500">Problem no longer available</span>
            )}
            <AnswerStatusBadge
              status={submission.status}
              marks={submission.marks_awarded}
              fullMarks={submission.problems?.marks}
            />
          </div>
          <p className="text-sm text-slate-600">
            {format(new Date(submission.submitted_at), 'PPP p')} · Marks {marksOutOf(submission)}
          </p>
          {submission.feedback && (
            <div className="rounded-md bg-slate-50 px-3 py-2 text-sm text-slate-800">
              <MathText text={submission.feedback} />
            </div>
          )}
          <PagesOf submission={submission} />
        </li>
      ))}
    </ul>
  );
}

function SubmissionsGrid({ submissions }: { submissions: Submission[] }) {
  return (
    <Table label="My Submissions">
      <TableHeader>
        <TableRow>
          <TableHead>Problem</TableHead>
          <TableHead>Submitted At</TableHead>
          <TableHead>Status</TableHead>
          <TableHead>Marks</TableHead>
          <TableHead>Feedback</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {submissions.map((submission) => (
          <TableRow key={submission.id}>
            <TableCell className="min-w-48 font-medium">
              {submission.problems ? (
                <Link
                  to={paths.problem(submission.problems.id)}
                  className="text-blue-800 hover:underline"
                >
                  {submission.problems.title}
                </Link>
              ) : (
                <span className="text-slate-500">Problem no longer available</span>
              )}
            </TableCell>
            <TableCell className="whitespace-nowrap text-slate-600">
              {format(new Date(submission.submitted_at), 'PPP p')}
            </TableCell>
            <TableCell>
              <AnswerStatusBadge
                status={submission.status}
                marks={submission.marks_awarded}
                fullMarks={submission.problems?.marks}
              />
            </TableCell>
            <TableCell className="whitespace-nowrap tabular-nums text-slate-800">
              {marksOutOf(submission)}
            </TableCell>
            <TableCell className="min-w-56 max-w-md text-sm text-slate-800">
              {submission.feedback ? (
                <MathText text={submission.feedback} />
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
  const query = useQuery(answerQueries.mine(userId));
  if (query.isPending) return <LoadingMessage label="Loading submissions..." />;
  if (query.isError) {
    return (
      <LoadFailure
        title="Failed to load submissions"
        error={query.error}
        onRetry={() => void query.refetch()}
      />
    );
  }
  return <SubmissionsTable submissions={query.data} />;
}

/** /submissions: the signed-in user's answers, newest first. */
export function MySubmissions() {
  const { status, user } = useAuth();
  return (
    <section className="mx-auto max-w-5xl px-4 py-10 sm:px-6">
      <h1 className="mb-6 font-serif text-3xl font-semibold tracking-tight text-slate-900">
        My Submissions
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
