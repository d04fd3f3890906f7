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
import { useAuth } from '@/features/auth';
import { answerQueries, type Submission } from '../api';
import { AnswerStatusBadge } from './AnswerStatusBadge';

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
    <Table label="My Submissions">
      <TableHeader>
        <TableRow>
          <TableHead>Problem</TableHead>
          <TableHead>Submitted At</TableHead>
          <TableHead>Status</TableHead>
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
              <AnswerStatusBadge status={submission.status} />
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

/** Spec §2 /submissions: the signed-in user's answers, newest first. */
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
