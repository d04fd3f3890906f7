import { lazy, Suspense, useState } from 'react';
import { formatDistanceToNow, parseISO } from 'date-fns';
import { MathText } from '@/components/math/MathText';
import { Avatar } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { useAuth } from '@/features/auth';
import { ADMIN_ROLES } from '@/lib/domain';
import { errorMessage } from '@/lib/errors';
import { toast } from '@/lib/toast';
import { useDeleteComment, type Comment } from '../api';
import { SpoilerContent } from './SpoilerContent';

const CommentForm = lazy(() =>
  import('./CommentForm').then((module) => ({ default: module.CommentForm })),
);

/** Delete, after an inline confirmation. */
function DeleteComment({ comment, own }: { comment: Comment; own: boolean }) {
  const [confirming, setConfirming] = useState(false);
  const remove = useDeleteComment(comment.problem_id);
  if (!confirming) {
    return (
      <Button size="sm" variant="ghost" onClick={() => setConfirming(true)}>
        Delete
      </Button>
    );
  }
  async function confirm() {
    try {
      await remove.mutateAsync(comment.id);
      toast({ title: 'Comment deleted.' });
    } catch (failure) {
      setConfirming(false);
      toast({
        title: 'Failed to delete comment',
        description: errorMessage(failure),
        variant: 'destructive',
      });
    }
  }
  return (
    <span role="group" aria-label="Confirm deletion" className="flex flex-wrap items-center gap-2">
      <span className="text-sm text-slate-700">
        {own ? 'Delete your comment?' : 'Delete this comment?'}
      </span>
      <Button
        size="sm"
        variant="destructive"
        onClick={() => void confirm()}
        disabled={remove.isPending}
        autoFocus
      >
        {remove.isPending ? 'Deleting...' : 'Yes, delete'}
      </Button>
      <Button
        size="sm"
        variant="ghost"
        onClick={() => setConfirming(false)}
        disabled={remove.isPending}
      >
        Cancel
      </Button>
    </span>
  );
}

export function CommentItem({ comment }: { comment: Comment }) {
  const { user, profile } = useAuth();
  const [editing, setEditing] = useState(false);
  const name = comment.profiles?.full_name?.trim() || 'Anonymous User';
  const created = parseISO(comment.created_at);
  // What the database allows (decision 0035): the author edits and deletes their own comment
  // (as anyone who may post); approved admins delete any (moderation) and edit none.
  const own = user !== null && user.id === comment.user_id;
  const moderator =
    profile !== null && profile.status === 'approved' && ADMIN_ROLES.includes(profile.role);
  return (
    <li className="flex gap-3 py-4">
      <Avatar name={name} seed={comment.user_id} src={comment.profiles?.avatar_url} />
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-baseline gap-x-2">
          <span className="font-medium text-slate-900">{name}</span>
          <time
            dateTime={comment.created_at}
            title={created.toLocaleString()}
            className="text-xs text-slate-500"
          >
            {formatDistanceToNow(created, { addSuffix: true })}
          </time>
          {comment.edited_at && (
            <span
              className="text-xs text-slate-500"
              title={`Edited ${parseISO(comment.edited_at).toLocaleString()}`}
            >
              (edited)
            </span>
          )}
        </div>
        {editing ? (
          <div className="mt-2">
            <Suspense fallback={null}>
              <CommentForm
                problemId={comment.problem_id}
                editing={comment}
                onDone={() => setEditing(false)}
              />
            </Suspense>
          </div>
        ) : comment.is_spoiler ? (
          <SpoilerContent comment={comment} />
        ) : (
          // LaTeX typeset by KaTeX (trust off); the prose stays React text, never HTML.
          <MathText text={comment.content} delimitedOnly className="mt-1 text-slate-700" />
        )}
        {!editing && (own || moderator) && (
          <div className="mt-1 flex flex-wrap items-center gap-1">
            {own && (
              <Button size="sm" variant="ghost" onClick={() => setEditing(true)}>
                Edit
              </Button>
            )}
            <DeleteComment comment={comment} own={own} />
          </div>
        )}
      </div>
    </li>
  );
}
