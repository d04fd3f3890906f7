import { useEffect, useRef, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { PrintButton } from '@/components/PrintButton';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { buttonVariants } from '@/components/ui/button-variants';
import { LoadingMessage } from '@/components/ui/loading';
import { paths } from '@/config/paths';
import { useAuth } from '@/features/auth';
import { errorMessage, NotFoundError } from '@/lib/errors';
import { messages, useT } from '@/lib/i18n';
import { mediumDate } from '@/lib/i18n/intl-dates';
import { fill, plural } from '@/lib/i18n/text';
import { toast } from '@/lib/toast';
import { noteQueries, readingMinutes, useRecordReading, type NoteProgress } from '../api';
import { noteMessages } from './note-messages';
import { canEditNote } from './note-permissions';
import { NoteMarkdown } from './NoteMarkdown';

const viewMessages = messages('noteView', {
  progress: 'Your progress',
  progressLabel: 'Your progress:',
  notRead: 'Not read yet',
  practised: plural({
    one: 'Practised: {solved} of {count} problem solved',
    other: 'Practised: {solved} of {count} problems solved',
  }),
  complete: 'Complete',
  notFound: 'Note not found.',
  loadFailed: 'The note could not be loaded.',
  back: 'Back to Notes',
  saveFailed: 'Could not save your progress',
  allNotes: 'All notes',
  updated: 'Updated {date}',
  edit: 'Edit note',
  markRead: 'Mark as read',
});

function ProgressLine({ progress }: { progress: NoteProgress }) {
  const t = useT(viewMessages);
  const n = useT(noteMessages);
  return (
    <section
      aria-label={t.progress}
      className="print-hide flex flex-wrap items-center gap-2 rounded-md border border-slate-200 bg-slate-50 px-4 py-3 text-sm text-slate-800"
    >
      <span className="font-medium">{t.progressLabel}</span>
      <Badge variant={progress.read_at ? 'success' : 'outline'}>
        {progress.read_at ? n.read : t.notRead}
      </Badge>
      {progress.problems > 0 && (
        <span data-testid="note-practised">
          {fill(t.practised(progress.problems), { solved: progress.solved })}
        </span>
      )}
      {progress.complete && <Badge variant="success">{t.complete}</Badge>}
    </section>
  );
}

interface NoteViewProps {
  id: string;
  /** A problem block: the page composes the problem, its answer box, hints and solution. */
  renderProblem: (problemId: string) => ReactNode;
}

/** /notes/{id}: the note, the reader's progress, Print, and Edit for its editors. */
export function NoteView({ id, renderProblem }: NoteViewProps) {
  const { profile } = useAuth();
  const t = useT(viewMessages);
  const n = useT(noteMessages);
  const note = useQuery(noteQueries.detail(id));
  const signedIn = Boolean(profile && profile.status === 'approved');
  const progress = useQuery({ ...noteQueries.progress([id]), enabled: signedIn && note.isSuccess });
  const record = useRecordReading();
  const opened = useRef<string | null>(null);
  const { mutate } = record;

  // Opening a note counts as starting it (once per visit; the database keeps the first time).
  useEffect(() => {
    if (!signedIn || !note.isSuccess || opened.current === id) return;
    opened.current = id;
    mutate({ noteId: id, finished: false });
  }, [signedIn, note.isSuccess, id, mutate]);

  if (note.isPending) return <LoadingMessage label={n.loadingNote} />;
  if (note.isError) {
    const missing = note.error instanceof NotFoundError;
    return (
      <div className="flex flex-col items-center gap-4 py-16 text-center">
        <h1 className="font-serif text-2xl font-semibold text-slate-900">
          {missing ? t.notFound : t.loadFailed}
        </h1>
        <Link to={paths.notes} className={buttonVariants({ variant: 'outline' })}>
          {t.back}
        </Link>
      </div>
    );
  }

  const data = note.data;
  const mine = progress.data?.[0];
  async function markRead() {
    try {
      await record.mutateAsync({ noteId: id, finished: true });
    } catch (failure) {
      toast({
        title: t.saveFailed,
        description: errorMessage(failure),
        variant: 'destructive',
      });
    }
  }

  return (
    <article className="mx-auto grid max-w-3xl grid-cols-1 gap-6 px-4 py-10 sm:px-6">
      <Link
        to={paths.notes}
        className="print-hide text-sm font-medium text-blue-800 underline-offset-4 hover:underline"
      >
        <span aria-hidden="true" className="inline-block rtl:rotate-180">
          ←
        </span>{' '}
        {t.allNotes}
      </Link>
      <header className="grid gap-3">
        <h1 className="font-serif [overflow-wrap:anywhere] text-3xl font-semibold tracking-tight text-slate-900 sm:text-4xl">
          {data.title}
        </h1>
        <p className="flex flex-wrap items-center gap-2 text-sm text-slate-600">
          <Badge variant="outline">{n[data.topic] ?? data.topic}</Badge>
          <Badge variant="secondary">{n[data.level] ?? data.level}</Badge>
          {data.status === 'draft' && <Badge variant="warning">{n.draft}</Badge>}
          <bdi>{data.author?.full_name ?? n.anonymous}</bdi>
          <span aria-hidden="true">·</span>
          <span>{n.minRead(readingMinutes(data.word_count))}</span>
          <span aria-hidden="true">·</span>
          <time dateTime={data.updated_at}>
            {fill(t.updated, { date: mediumDate(data.updated_at) })}
          </time>
        </p>
        {data.summary && (
          <p className="text-slate-700" dir="auto">
            {data.summary}
          </p>
        )}
        <div className="print-hide flex flex-wrap gap-2">
          <PrintButton />
          {canEditNote(profile, data.author_id) && (
            <Link
              to={paths.editNote(data.id)}
              className={buttonVariants({ variant: 'outline', size: 'sm' })}
            >
              {t.edit}
            </Link>
          )}
        </div>
      </header>
      {mine && <ProgressLine progress={mine} />}
      <NoteMarkdown body={data.body} renderProblem={renderProblem} />
      {signedIn && mine && !mine.read_at && (
        <div className="print-hide">
          <Button onClick={() => void markRead()} disabled={record.isPending}>
            {t.markRead}
          </Button>
        </div>
      )}
    </article>
  );
}
