import { useId } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { Button } from '@/components/ui/button';
import { CharacterCount } from '@/components/ui/character-count';
import { Textarea } from '@/components/ui/textarea';
import { errorMessage } from '@/lib/errors';
import { TEXT_LIMITS } from '@/lib/text-limits';
import { toast } from '@/lib/toast';
import { useCreateComment } from '../api';

const COMMENT_MAX_LENGTH = TEXT_LIMITS.comment;

const commentSchema = z.object({
  content: z
    .string()
    .trim()
    .min(1, 'Comment cannot be empty.')
    .max(COMMENT_MAX_LENGTH, `Keep comments under ${COMMENT_MAX_LENGTH} characters.`),
  isSpoiler: z.boolean(),
});

type CommentValues = z.input<typeof commentSchema>;

export function CommentForm({ problemId }: { problemId: string }) {
  const id = useId();
  const createComment = useCreateComment(problemId);
  const { register, handleSubmit, control, reset, formState } = useForm<
    CommentValues,
    unknown,
    z.output<typeof commentSchema>
  >({
    resolver: zodResolver(commentSchema),
    defaultValues: { content: '', isSpoiler: false },
  });
  const content = useWatch({ control, name: 'content' });
  const blank = !content.trim();
  const error = formState.errors.content?.message;

  const onSubmit = handleSubmit(async ({ content, isSpoiler }) => {
    try {
      await createComment.mutateAsync({ content, isSpoiler });
      reset();
      toast({ title: 'Comment posted!' });
    } catch (failure) {
      toast({
        title: 'Failed to post comment',
        description: errorMessage(failure),
        variant: 'destructive',
      });
    }
  });

  return (
    <form onSubmit={onSubmit} className="grid gap-3" noValidate>
      <label htmlFor={`${id}-comment`} className="sr-only">
        Add a comment
      </label>
      <Textarea
        id={`${id}-comment`}
        rows={3}
        placeholder="Add a comment..."
        maxLength={COMMENT_MAX_LENGTH}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error ${id}-count` : `${id}-count`}
        {...register('content')}
      />
      <CharacterCount id={`${id}-count`} length={content.length} limit={COMMENT_MAX_LENGTH} />
      {error && (
        <p id={`${id}-error`} role="alert" className="text-sm text-red-600">
          {error}
        </p>
      )}
      <div className="flex flex-wrap items-center justify-between gap-3">
        <label className="flex cursor-pointer items-center gap-2 text-sm text-slate-700">
          <input
            type="checkbox"
            className="h-4 w-4 rounded border-slate-400 accent-blue-800"
            {...register('isSpoiler')}
          />
          Contains a spoiler
        </label>
        <Button type="submit" disabled={blank || createComment.isPending}>
          {createComment.isPending ? 'Posting...' : 'Post Comment'}
        </Button>
      </div>
    </form>
  );
}
