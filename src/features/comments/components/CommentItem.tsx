import { formatDistanceToNow, parseISO } from 'date-fns';
import { Avatar } from '@/components/ui/avatar';
import type { Comment } from '../api';

export function CommentItem({ comment }: { comment: Comment }) {
  const name = comment.profiles?.full_name?.trim() || 'Anonymous User';
  const created = parseISO(comment.created_at);
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
        </div>
        {/* Plain text: comments are never rendered as HTML. */}
        <p className="mt-1 whitespace-pre-line break-words text-slate-700">{comment.content}</p>
      </div>
    </li>
  );
}
