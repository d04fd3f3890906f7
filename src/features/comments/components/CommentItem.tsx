import { lazy, Suspense, useState } from 'react';
import { MathText } from '@/components/math/MathText';
import { Avatar } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { useAuth } from '@/features/auth';
import { ADMIN_ROLES } from '@/lib/domain';
import { errorMessage } from '@/lib/errors';
import { messages, useT } from '@/lib/i18n';
import { formatAgo, formatDateTime } from '@/lib/i18n/format';
import { fill } from '@/lib/i18n/text';
import { toast } from '@/lib/toast';
import { useDeleteComment, type Comment } from '../api';
import { SpoilerContent } from './SpoilerContent';

const CommentForm = lazy(() =>
  import('./CommentForm').then((module) => ({ default: module.CommentForm })),
);

const commentItemMessages = messages('commentItem', {
  delete: 'Delete',
  deleted: 'Comment deleted.',
  deleteFailed: 'Failed to delete comment',
  confirmDeletion: 'Confirm deletion',
  deleteOwn: 'Delete your comment?',
  deleteOther: 'Delete this comment?',
  deleting: 'Deleting...',
  yesDelete: 'Yes, delete',
  cancel: 'Cancel',
  anonymous: 'Anonymous User',
  editedAt: 'Edited {date}',
  edited: '(edited)',
  edit: 'Edit',
});

/** Delete, after an inline confirmation. */
function DeleteComment({ comment, own }: { comment: Comment; own: boolean }) {
  const t = useT(commentItemMessages);
  const [confirming, setConfirming] = useState(false);
  const remove = useDeleteComment(comment.problem_id);
  if (!confirming) {
    return (
      <Button size="sm" variant="ghost" onClick={() => setConfirming(true)}>
        {t.delete}
      </Button>
    );
  }
  async function confirm() {
    try {
      await remove.mutateAsync(comment.id);
      toast({ title: t.deleted });
    } catch (failure) {
      setConfirming(false);
      toast({
        title: t.deleteFailed,
        description: errorMessage(failure),
        variant: 'destructive',
      });
    }
  }
  return (
    <span role="group" aria-label={t.confirmDeletion} className="flex flex-wrap items-center gap-2">
      <span className="text-sm text-slate-700">{own ? t.deleteOwn : t.deleteOther}</span>
      <Button
        size="sm"
        variant="destructive"
        onClick={() => void confirm()}
        disabled={remove.isPending}
        autoFocus
      >
        {remove.isPending ? t.deleting : t.yesDelete}
      </Button>
      <Button
        size="sm"
        variant="ghost"
        onClick={() => setConfirming(false)}
        disabled={remove.isPending}
      >
        {t.cancel}
      </Button>
    </span>
  );
}

export function CommentItem({ comment }: { comment: Comment }) {
  const t = useT(commentItemMessages);
  const { user, profile } = useAuth();
  const [editing, setEditing] = useState(false);
  const name = comment.profiles?.full_name?.trim() || t.anonymous;
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
            title={formatDateTime(comment.created_at)}
            className="text-xs text-slate-500"
          >
            {formatAgo(comment.created_at)}
          </time>
          {comment.edited_at && (
            <span
              className="text-xs text-slate-500"
              title={fill(t.editedAt, { date: formatDateTime(comment.edited_at) })}
            >
              {t.edited}
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
                {t.edit}
              </Button>
            )}
            <DeleteComment comment={comment} own={own} />
          </div>
        )}
      </div>
    </li>
  );
}
