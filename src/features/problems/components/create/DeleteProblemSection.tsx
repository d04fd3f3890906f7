import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/errors';
import { toast } from '@/lib/toast';
import { useDeleteProblem, useEditProblem } from '../../api';

/** Deleting a problem nobody answered; a problem with answers is offered hiding instead. */
export function DeleteProblemSection({
  problemId,
  isPublic,
}: {
  problemId: string;
  isPublic: boolean;
}) {
  const navigate = useNavigate();
  const remove = useDeleteProblem();
  const edit = useEditProblem();
  const [confirming, setConfirming] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);

  const onDelete = () =>
    remove.mutate(problemId, {
      onSuccess: () => {
        toast({ title: 'Problem deleted' });
        navigate(paths.problems);
      },
      onError: (error) => {
        setConfirming(false);
        setRefusal(errorMessage(error));
      },
    });

  const onHide = () =>
    edit.mutate(
      { id: problemId, payload: { is_public: false } },
      {
        onSuccess: () => {
          setRefusal(null);
          toast({ title: 'Problem hidden', description: 'Only staff see it now.' });
        },
        onError: (error) =>
          toast({
            title: 'Failed to hide problem',
            description: errorMessage(error),
            variant: 'destructive',
          }),
      },
    );

  return (
    <section
      aria-labelledby="delete-heading"
      className="space-y-3 rounded-lg border border-red-200 p-4"
    >
      <h2 id="delete-heading" className="text-lg font-semibold text-slate-900">
        Delete problem
      </h2>
      <p className="text-sm text-slate-600">
        Only a problem nobody has answered can be deleted, and never while a contest with it is
        running. A problem with answers can be hidden instead.
      </p>
      {refusal && (
        <Alert variant="destructive">
          <AlertTitle>Not deleted</AlertTitle>
          <AlertDescription className="space-y-2">
            <p>{refusal}</p>
            {isPublic && (
              <Button
                type="button"
                size="sm"
                variant="outline"
                disabled={edit.isPending}
                onClick={onHide}
              >
                {edit.isPending ? 'Hiding...' : 'Hide problem'}
              </Button>
            )}
          </AlertDescription>
        </Alert>
      )}
      {confirming ? (
        <div className="flex flex-wrap items-center gap-2">
          <span className="text-sm font-medium text-red-700">Delete it for good?</span>
          <Button
            type="button"
            variant="destructive"
            size="sm"
            disabled={remove.isPending}
            onClick={onDelete}
          >
            {remove.isPending ? 'Deleting...' : 'Yes, delete'}
          </Button>
          <Button type="button" variant="outline" size="sm" onClick={() => setConfirming(false)}>
            Cancel
          </Button>
        </div>
      ) : (
        <Button type="button" variant="destructive" size="sm" onClick={() => setConfirming(true)}>
          Delete problem
        </Button>
      )}
    </section>
  );
}
