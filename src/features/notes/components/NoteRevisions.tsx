import { useQuery } from '@tanstack/react-query';
import { format, parseISO } from 'date-fns';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/errors';
import { toast } from '@/lib/toast';
import { noteQueries, useRestoreRevision, type NoteFields, type NoteRevision } from '../api';

/** What a revision changed from the one before it, in a few words. */
function changes(revision: NoteRevision, previous: NoteRevision | undefined): string {
  if (!previous) return 'Created';
  if (revision.restored_from) return `Restored revision ${revision.restored_from}`;
  const parts: string[] = [];
  if (revision.status !== previous.status)
    parts.push(revision.status === 'published' ? 'published' : 'unpublished');
  if (revision.title !== previous.title) parts.push('title');
  if (revision.summary !== previous.summary) parts.push('summary');
  if (revision.topic !== previous.topic || revision.level !== previous.level)
    parts.push('topic or level');
  if (revision.body !== previous.body) {
    const delta = revision.body.length - previous.body.length;
    parts.push(`text (${delta >= 0 ? '+' : '−'}${Math.abs(delta)} characters)`);
  }
  return parts.length ? `Changed ${parts.join(', ')}` : 'Saved';
}

export function NoteRevisions({
  noteId,
  onRestored,
}: {
  noteId: string;
  onRestored: (fields: NoteFields) => void;
}) {
  const revisions = useQuery(noteQueries.revisions(noteId));
  const restore = useRestoreRevision();
  const list = revisions.data ?? [];

  async function restoreOne(revision: NoteRevision) {
    try {
      const note = await restore.mutateAsync(revision.id);
      onRestored({
        title: note.title,
        summary: note.summary,
        body: note.body,
        topic: note.topic,
        level: note.level,
        status: note.status,
      });
      toast({ title: `Revision ${revision.revision} restored` });
    } catch (failure) {
      toast({
        title: 'Could not restore the revision',
        description: errorMessage(failure),
        variant: 'destructive',
      });
    }
  }

  return (
    <section aria-labelledby="revisions-heading" className="grid gap-3">
      <h2 id="revisions-heading" className="font-serif text-xl font-semibold text-slate-900">
        Revisions
      </h2>
      {revisions.isError && (
        <p className="text-sm text-slate-700">{errorMessage(revisions.error)}</p>
      )}
      <ol className="grid gap-2">
        {list.map((revision, index) => (
          <li
            key={revision.id}
            className="flex flex-wrap items-center justify-between gap-2 rounded-md border border-slate-200 px-3 py-2 text-sm"
          >
            <span>
              <span className="font-medium">Revision {revision.revision}</span> ·{' '}
              {revision.editor?.full_name ?? 'Someone'} ·{' '}
              <time dateTime={revision.edited_at}>
                {format(parseISO(revision.edited_at), 'MMM d, yyyy HH:mm')}
              </time>{' '}
              · {changes(revision, list[index + 1])}
            </span>
            {index > 0 && (
              <Button
                size="sm"
                variant="outline"
                disabled={restore.isPending}
                onClick={() => void restoreOne(revision)}
              >
                Restore
              </Button>
            )}
          </li>
        ))}
      </ol>
    </section>
  );
}
