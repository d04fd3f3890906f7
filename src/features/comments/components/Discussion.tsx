import { lazy, Suspense } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useAuth } from '@/features/auth';
import { messages, useT } from '@/lib/i18n';
import { withParts } from '@/lib/i18n/text';
import { commentQueries } from '../api';
import { CommentItem } from './CommentItem';

const discussionMessages = messages('discussion', {
  title: 'Discussion',
  join: '{login} to join the discussion.',
  login: 'Log in',
  loading: 'Loading comments...',
  failed: 'Comments could not be loaded. Please try again later.',
  none: 'No comments yet. Be the first to start the discussion!',
});

// Only signed-in users get the form: its react-hook-form and zod load with it, not with the page.
const CommentForm = lazy(() =>
  import('./CommentForm').then((module) => ({ default: module.CommentForm })),
);

/** Comments newest first, the comment form for signed-in users, a Log in link for guests. */
export function Discussion({ problemId }: { problemId: string }) {
  const t = useT(discussionMessages);
  const { status } = useAuth();
  const query = useQuery(commentQueries.byProblem(problemId));
  const comments = query.data ?? [];

  return (
    <section aria-labelledby="discussion-heading" className="grid gap-4">
      <h2 id="discussion-heading" className="font-serif text-2xl font-semibold text-slate-900">
        {t.title} <span className="text-slate-500">({comments.length})</span>
      </h2>
      {status === 'authenticated' ? (
        <Suspense fallback={null}>
          <CommentForm problemId={problemId} />
        </Suspense>
      ) : status === 'anonymous' ? (
        <p className="rounded-md border border-slate-200 bg-slate-50 px-4 py-3 text-sm text-slate-700">
          {withParts(t.join, {
            login: (
              <Link
                to={paths.login}
                className="font-medium text-blue-800 underline-offset-4 hover:underline"
              >
                {t.login}
              </Link>
            ),
          })}
        </p>
      ) : null}
      {query.isPending ? (
        <p role="status" className="text-sm text-slate-500">
          {t.loading}
        </p>
      ) : query.isError ? (
        <p className="text-sm text-slate-600">{t.failed}</p>
      ) : comments.length === 0 ? (
        <p className="text-slate-600">{t.none}</p>
      ) : (
        <ul className="divide-y divide-slate-200">
          {comments.map((comment) => (
            <CommentItem key={comment.id} comment={comment} />
          ))}
        </ul>
      )}
    </section>
  );
}
