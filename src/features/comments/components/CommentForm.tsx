import { useId } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { Button } from '@/components/ui/button';
import { CharacterCount } from '@/components/ui/character-count';
import { Textarea } from '@/components/ui/textarea';
import { errorMessage } from '@/lib/errors';
import { messages, useT } from '@/lib/i18n';
import { plural, withParts } from '@/lib/i18n/text';
import { CONSTRAINT_MESSAGES, TEXT_LIMITS } from '@/lib/text-limits';
import { toast } from '@/lib/toast';
import { useCreateComment, useUpdateComment, type Comment } from '../api';

const commentFormMessages = messages('commentForm', {
  empty: 'Comment cannot be empty.',
  updated: 'Comment updated.',
  posted: 'Comment posted!',
  updateFailed: 'Failed to update comment',
  postFailed: 'Failed to post comment',
  editLabel: 'Edit your comment',
  addLabel: 'Add a comment',
  placeholder: 'Add a comment...',
  help: 'Write math as LaTeX: {inline} inline, {display} on its own line.',
  removeToSend: plural({
    one: 'Remove {count} character to send it.',
    other: 'Remove {count} characters to send it.',
  }),
  spoiler: 'Contains a spoiler',
  cancel: 'Cancel',
  saving: 'Saving...',
  save: 'Save',
  posting: 'Posting...',
  post: 'Post Comment',
});

/** LaTeX examples in the help line: the same in every language, read left to right. */
const INLINE_EXAMPLE = '$x^2$';
const DISPLAY_EXAMPLE = '$$\\sum_k k$$';

const COMMENT_MAX_LENGTH = TEXT_LIMITS.comment;
/** The database's own sentence for its length rule: 'Use at most 2,000 characters for a comment.' */
const COMMENT_TOO_LONG = CONSTRAINT_MESSAGES.comments_content_length!;

// The length is checked on the text as typed (what the counter shows), then it is trimmed: a
// text over the limit is refused with a message, never cut.
const commentSchema = z.object({
  content: z.string().max(COMMENT_MAX_LENGTH, COMMENT_TOO_LONG).trim().min(1, 'empty'),
  isSpoiler: z.boolean(),
});

type CommentValues = z.input<typeof commentSchema>;

interface CommentFormProps {
  problemId: string;
  /** Editing this comment (its author's form) instead of writing a new one. */
  editing?: Comment;
  /** After a saved edit, or Cancel. */
  onDone?: () => void;
}

/** A new comment, or the author's edit of one; LaTeX in it is rendered when shown. */
export function CommentForm({ problemId, editing, onDone }: CommentFormProps) {
  const id = useId();
  const t = useT(commentFormMessages);
  const createComment = useCreateComment(problemId);
  const updateComment = useUpdateComment(problemId);
  const { register, handleSubmit, control, reset, formState } = useForm<
    CommentValues,
    unknown,
    z.output<typeof commentSchema>
  >({
    resolver: zodResolver(commentSchema),
    defaultValues: editing
      ? {
          content: editing.comment_spoiler_text ?? editing.content,
          isSpoiler: editing.is_spoiler,
        }
      : { content: '', isSpoiler: false },
  });
  const content = useWatch({ control, name: 'content' });
  const blank = !content.trim();
  const tooLong = content.length > COMMENT_MAX_LENGTH;
  // Over the limit the form says so at once (not only after a click) and refuses to send.
  const error = tooLong ? COMMENT_TOO_LONG : formState.errors.content ? t.empty : undefined;
  const pending = createComment.isPending || updateComment.isPending;

  const onSubmit = handleSubmit(async ({ content, isSpoiler }) => {
    try {
      if (editing) {
        await updateComment.mutateAsync({ commentId: editing.id, content, isSpoiler });
        toast({ title: t.updated });
        onDone?.();
        return;
      }
      await createComment.mutateAsync({ content, isSpoiler });
      reset();
      toast({ title: t.posted });
    } catch (failure) {
      toast({
        title: editing ? t.updateFailed : t.postFailed,
        description: errorMessage(failure),
        variant: 'destructive',
      });
    }
  });

  return (
    <form onSubmit={onSubmit} className="grid gap-3" noValidate>
      <label htmlFor={`${id}-comment`} className="sr-only">
        {editing ? t.editLabel : t.addLabel}
      </label>
      <Textarea
        id={`${id}-comment`}
        rows={3}
        placeholder={t.placeholder}
        autoFocus={Boolean(editing)}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-help ${error ? `${id}-error ` : ''}${id}-count`}
        {...register('content')}
      />
      <div className="flex flex-wrap items-start justify-between gap-x-3 gap-y-1">
        <p id={`${id}-help`} className="text-xs text-slate-500">
          {withParts(t.help, {
            inline: <bdi dir="ltr">{INLINE_EXAMPLE}</bdi>,
            display: <bdi dir="ltr">{DISPLAY_EXAMPLE}</bdi>,
          })}
        </p>
        <CharacterCount
          id={`${id}-count`}
          length={content.length}
          limit={COMMENT_MAX_LENGTH}
          className={tooLong ? 'text-red-700' : undefined}
        />
      </div>
      {error && (
        <p id={`${id}-error`} role="alert" className="text-sm text-red-600">
          {error}
          {tooLong && ` ${t.removeToSend(content.length - COMMENT_MAX_LENGTH)}`}
        </p>
      )}
      <div className="flex flex-wrap items-center justify-between gap-3">
        <label className="flex cursor-pointer items-center gap-2 text-sm text-slate-700">
          <input
            type="checkbox"
            className="h-4 w-4 rounded border-slate-400 accent-blue-800"
            {...register('isSpoiler')}
          />
          {t.spoiler}
        </label>
        <div className="flex flex-wrap gap-2">
          {editing && (
            <Button type="button" variant="ghost" onClick={onDone} disabled={pending}>
              {t.cancel}
            </Button>
          )}
          <Button type="submit" disabled={blank || tooLong || pending}>
            {editing
              ? updateComment.isPending
                ? t.saving
                : t.save
              : createComment.isPending
                ? t.posting
                : t.post}
          </Button>
        </div>
      </div>
    </form>
  );
}
