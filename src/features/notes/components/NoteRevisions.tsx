import type { StoreValue } from 'nanostores';
import { useQuery } from '@tanstack/react-query';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/errors';
import { messages, useT } from '@/lib/i18n';
import { formatDate } from '@/lib/i18n/format';
import { fill } from '@/lib/i18n/text';
import { toast } from '@/lib/toast';
import { noteQueries, useRestoreRevision, type NoteFields, type NoteRevision } from '../api';

const revisionMessages = messages('noteRevisions', {
  title: 'Revisions',
  revision: 'Revision {number}',
  someone: 'Someone',
  restore: 'Restore',
  restored: 'Revision {number} restored',
  restoreFailed: 'Could not restore the revision',
  created: 'Created',
  restoredFrom: 'Restored revision {number}',
  changed: 'Changed {parts}',
  saved: 'Saved',
  published: 'published',
  unpublished: 'unpublished',
  titleChanged: 'title',
  summaryChanged: 'summary',
  topicChanged: 'topic or level',
  textChanged: 'text ({delta} characters)',
  separator: ', ',
});

type RevisionText = StoreValue<typeof revisionMessages>;

/** What a revision changed from the one before it, in a few words. */
function changes(
  t: RevisionText,
  revision: NoteRevision,
  previous: NoteRevision | undefined,
): string {
  if (!previous) return t.created;
  if (revision.restored_from) return fill(t.restoredFrom, { number: revision.restored_from });
  const parts: string[] = [];
  if (revision.status !== previous.status)
    parts.push(revision.status === 'published' ? t.published : t.unpublished);
  if (revision.title !== previous.title) parts.push(t.titleChanged);
  if (revision.summary !== previous.summary) parts.push(t.summaryChanged);
  if (revision.topic !== previous.topic || revision.level !== previous.level)
    parts.push(t.topicChanged);
  if (revision.body !== previous.body) {
    const delta = revision.body.length - previous.body.length;
    parts.push(fill(t.textChanged, { delta: `${delta >= 0 ? '+' : '−'}${Math.abs(delta)}` }));
  }
  return parts.length ? fill(t.changed, { parts: parts.join(t.separator) }) : t.saved;
}

export function NoteRevisions({
  noteId,
  onRestored,
}: {
  noteId: string;
  onRestored: (fields: NoteFields) => void;
}) {
  const t = useT(revisionMessages);
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
      toast({ title: fill(t.restored, { number: revision.revision }) });
    } catch (failure) {
      toast({
        title: t.restoreFailed,
        description: errorMessage(failure),
        variant: 'destructive',
      });
    }
  }

  return (
    <section aria-labelledby="revisions-heading" className="grid gap-3">
      <h2 id="revisions-heading" className="font-serif text-xl font-semibold text-slate-900">
        {t.title}
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
              <span className="font-medium">{fill(t.revision, { number: revision.revision })}</span>{' '}
              · <bdi>{revision.editor?.full_name ?? t.someone}</bdi> ·{' '}
              <time dateTime={revision.edited_at}>
                {formatDate(revision.edited_at, 'PP HH:mm')}
              </time>{' '}
              · {changes(t, revision, list[index + 1])}
            </span>
            {index > 0 && (
              <Button
                size="sm"
                variant="outline"
                disabled={restore.isPending}
                onClick={() => void restoreOne(revision)}
              >
                {t.restore}
              </Button>
            )}
          </li>
        ))}
      </ol>
    </section>
  );
}
