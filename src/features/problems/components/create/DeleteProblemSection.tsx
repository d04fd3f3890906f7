import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/errors';
import { messages, useT } from '@/lib/i18n';
import { toast } from '@/lib/toast';
import { useDeleteProblem, useEditProblem } from '../../api';

const deleteProblemMessages = messages('deleteProblemSection', {
  deleted: 'Problem deleted',
  hidden: 'Problem hidden',
  hiddenText: 'Only staff see it now.',
  hideFailed: 'Failed to hide problem',
  title: 'Delete problem',
  explain:
    'Only a problem nobody has answered can be deleted, and never while a contest with it is running. A problem with answers can be hidden instead.',
  notDeleted: 'Not deleted',
  hiding: 'Hiding...',
  hide: 'Hide problem',
  confirm: 'Delete it for good?',
  deleting: 'Deleting...',
  yes: 'Yes, delete',
  cancel: 'Cancel',
  delete: 'Delete problem',
});

/** Deleting a problem nobody answered; a problem with answers is offered hiding instead. */
export function DeleteProblemSection({
  problemId,
  isPublic,
}: {
  problemId: string;
  isPublic: boolean;
}) {
  const t = useT(deleteProblemMessages);
  const navigate = useNavigate();
  const remove = useDeleteProblem();
  const edit = useEditProblem();
  const [confirming, setConfirming] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);

  const onDelete = () =>
    remove.mutate(problemId, {
      onSuccess: () => {
        toast({ title: t.deleted });
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
          toast({ title: t.hidden, description: t.hiddenText });
        },
        onError: (error) =>
          toast({
            title: t.hideFailed,
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
        {t.title}
      </h2>
      <p className="text-sm text-slate-600">{t.explain}</p>
      {refusal && (
        <Alert variant="destructive">
          <AlertTitle>{t.notDeleted}</AlertTitle>
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
                {edit.isPending ? t.hiding : t.hide}
              </Button>
            )}
          </AlertDescription>
        </Alert>
      )}
      {confirming ? (
        <div className="flex flex-wrap items-center gap-2">
          <span className="text-sm font-medium text-red-700">{t.confirm}</span>
          <Button
            type="button"
            variant="destructive"
            size="sm"
            disabled={remove.isPending}
            onClick={onDelete}
          >
            {remove.isPending ? t.deleting : t.yes}
          </Button>
          <Button type="button" variant="outline" size="sm" onClick={() => setConfirming(false)}>
            {t.cancel}
          </Button>
        </div>
      ) : (
        <Button type="button" variant="destructive" size="sm" onClick={() => setConfirming(true)}>
          {t.delete}
        </Button>
      )}
    </section>
  );
}
