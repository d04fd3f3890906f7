import { useId } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { Button } from '@/components/ui/button';
import { Textarea } from '@/components/ui/textarea';
import { errorMessage } from '@/lib/errors';
import { toast } from '@/lib/toast';
import { useCreateComment } from '../api';

const COMMENT_MAX_LENGTH = 2000;

const commentSchema = z.object({
  content: z
    .string()
    .trim()
    .min(1, 'Comment cannot be empty.')
    .max(COMMENT_MAX_LENGTH, `Keep comments under ${COMMENT_MAX_LENGTH} characters.`),
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
    defaultValues: { content: '' },
  });
  const blank = !useWatch({ control, name: 'content' }).trim();
  const error = formState.errors.content?.message;

  const onSubmit = handleSubmit(async ({ content }) => {
    try {
      await createComment.mutateAsync(content);
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
        aria-describedby={error ? `${id}-error` : undefined}
        {...register('content')}
      />
      {error && (
        <p id={`${id}-error`} role="alert" className="text-sm text-red-600">
          {error}
        </p>
      )}
      <div className="flex justify-end">
        <Button type="submit" disabled={blank || createComment.isPending}>
          {createComment.isPending ? 'Posting...' : 'Post Comment'}
        </Button>
      </div>
    </form>
  );
}
