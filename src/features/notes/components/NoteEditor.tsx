import { useDeferredValue, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { CharacterCount } from '@/components/ui/character-count';
import { Input } from '@/components/ui/input';
import { FormField } from '@/components/ui/label';
import { LoadingMessage } from '@/components/ui/loading';
import { Select } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import { paths } from '@/config/paths';
import { useAuth } from '@/features/auth';
import { problemQueries } from '@/features/problems/api';
import { DIFFICULTIES, TOPICS, type Difficulty, type Topic } from '@/lib/domain';
import { errorMessage } from '@/lib/errors';
import { messages, useT } from '@/lib/i18n';
import { fill } from '@/lib/i18n/text';
import { toast } from '@/lib/toast';
import { noteQueries, useSaveNote, type Note, type NoteFields, type NoteStatus } from '../api';
import { problemBlock, problemIdsOf } from '../problem-blocks';
import { NoteMarkdown } from './NoteMarkdown';
import { noteMessages } from './note-messages';
import { canEditNote } from './note-permissions';
import { NoteRevisions } from './NoteRevisions';

/** The database's bounds (notes_*_length; the notes trigger words them). */
const NOTE_LIMITS = { title: 200, summary: 500, body: 40_000 } as const;

const EMPTY: NoteFields = {
  title: '',
  summary: '',
  body: '',
  topic: 'Algebra',
  level: 'Juniors',
  status: 'draft',
};

const editorMessages = messages('noteEditor', {
  previewProblem: 'Problem:',
  previewMissing: 'not found, or you cannot see it ({id})',
  addProblem: 'Add a problem',
  searchPlaceholder: 'Search problems by title...',
  found: 'Problems found',
  noneFound: 'No problem has this in its title.',
  problemAbout: '({topic}, {level})',
  insertLabel: 'Insert {title}',
  insert: 'Insert',
  needsTitle: 'A note needs a title.',
  published: 'Note published',
  saved: 'Note saved',
  publishedText: 'Everyone can read it now.',
  savedText: 'Only you and admins see a draft.',
  title: 'Title',
  summary: 'Summary',
  body: 'Note (Markdown)',
  bodyHint:
    'Headings (#), lists, tables, links, images; math between $...$ or $$...$$; a problem block is ```problem, its id, ``` on three lines.',
  preview: 'Preview',
  saveDraft: 'Save draft',
  publish: 'Publish',
  save: 'Save',
  unpublish: 'Unpublish',
  publishedStatus: 'Published',
  view: 'View note',
  edit: 'Edit Note',
  create: 'Create Note',
  notYours: "Only the note's author or an admin edits this note.",
});

/** In the preview a problem block shows which problem it is; the page shows the problem. */
function PreviewProblem({ id }: { id: string }) {
  const problem = useQuery(problemQueries.detail(id));
  const t = useT(editorMessages);
  return (
    <div className="rounded-md border border-dashed border-blue-300 bg-blue-50 px-4 py-3 text-sm text-blue-950">
      {t.previewProblem}{' '}
      {problem.data ? (
        <strong dir="auto">{problem.data.title}</strong>
      ) : problem.isError ? (
        <span className="text-red-700">{fill(t.previewMissing, { id })}</span>
      ) : (
        id
      )}
    </div>
  );
}

/** Searches the bank and inserts a problem block where the cursor is. */
function ProblemPicker({ onPick }: { onPick: (id: string) => void }) {
  const t = useT(editorMessages);
  const n = useT(noteMessages);
  const [search, setSearch] = useState('');
  const deferred = useDeferredValue(search.trim());
  const results = useQuery({
    ...problemQueries.list({ search: deferred, pageSize: 6 }),
    enabled: deferred.length > 0,
  });
  return (
    <div className="grid gap-2 rounded-md border border-slate-200 p-3">
      <FormField htmlFor="note-problem-search" label={t.addProblem}>
        <Input
          id="note-problem-search"
          type="search"
          placeholder={t.searchPlaceholder}
          value={search}
          onChange={(event) => setSearch(event.target.value)}
        />
      </FormField>
      {deferred && results.data && (
        <ul className="grid gap-1" aria-label={t.found}>
          {results.data.problems.length === 0 && (
            <li className="text-sm text-slate-600">{t.noneFound}</li>
          )}
          {results.data.problems.map((problem) => (
            <li key={problem.id} className="flex items-center justify-between gap-2 text-sm">
              <span className="[overflow-wrap:anywhere]">
                <bdi>{problem.title}</bdi>{' '}
                <span className="text-slate-500">
                  {fill(t.problemAbout, {
                    topic: n[problem.topic] ?? problem.topic,
                    level: n[problem.difficulty] ?? problem.difficulty,
                  })}
                </span>
              </span>
              <Button
                type="button"
                size="sm"
                variant="secondary"
                aria-label={fill(t.insertLabel, { title: problem.title })}
                onClick={() => onPick(problem.id)}
              >
                {t.insert}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function EditorForm({ note }: { note: Note | null }) {
  const navigate = useNavigate();
  const t = useT(editorMessages);
  const n = useT(noteMessages);
  const save = useSaveNote();
  const [fields, setFields] = useState<NoteFields>(
    note
      ? {
          title: note.title,
          summary: note.summary,
          body: note.body,
          topic: note.topic,
          level: note.level,
          status: note.status,
        }
      : EMPTY,
  );
  const [error, setError] = useState<string | null>(null);
  const bodyRef = useRef<HTMLTextAreaElement>(null);
  const preview = useDeferredValue(fields.body);
  const set = <Key extends keyof NoteFields>(key: Key, value: NoteFields[Key]) =>
    setFields((current) => ({ ...current, [key]: value }));

  function insertProblem(id: string) {
    const area = bodyRef.current;
    const at = area?.selectionStart ?? fields.body.length;
    const before = fields.body.slice(0, at);
    const after = fields.body.slice(at);
    const block = `${before && !before.endsWith('\n\n') ? (before.endsWith('\n') ? '\n' : '\n\n') : ''}${problemBlock(id)}\n\n`;
    set('body', before + block + after);
  }

  async function submit(status: NoteStatus) {
    setError(null);
    if (!fields.title.trim()) {
      setError(t.needsTitle);
      return;
    }
    try {
      const saved = await save.mutateAsync({ id: note?.id ?? null, fields: { ...fields, status } });
      set('status', saved.status);
      toast({
        title: status === 'published' ? t.published : t.saved,
        description: status === 'published' ? t.publishedText : t.savedText,
      });
      if (!note) navigate(paths.editNote(saved.id), { replace: true });
    } catch (failure) {
      setError(errorMessage(failure));
    }
  }

  const problems = problemIdsOf(fields.body).length;
  return (
    <div className="grid gap-6">
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField htmlFor="note-title" label={t.title} className="sm:col-span-2">
          <Input
            id="note-title"
            dir="auto"
            value={fields.title}
            maxLength={NOTE_LIMITS.title}
            onChange={(event) => set('title', event.target.value)}
          />
        </FormField>
        <FormField htmlFor="note-summary" label={t.summary} className="sm:col-span-2">
          <Textarea
            id="note-summary"
            dir="auto"
            rows={2}
            value={fields.summary}
            maxLength={NOTE_LIMITS.summary}
            onChange={(event) => set('summary', event.target.value)}
          />
        </FormField>
        <FormField htmlFor="note-topic" label={n.topic}>
          <Select
            id="note-topic"
            value={fields.topic}
            onChange={(event) => set('topic', event.target.value as Topic)}
            options={TOPICS.map((value) => ({ value, label: n[value] }))}
          />
        </FormField>
        <FormField htmlFor="note-level" label={n.level}>
          <Select
            id="note-level"
            value={fields.level}
            onChange={(event) => set('level', event.target.value as Difficulty)}
            options={DIFFICULTIES.map((value) => ({ value, label: n[value] }))}
          />
        </FormField>
      </div>
      <ProblemPicker onPick={insertProblem} />
      <div className="grid gap-4 lg:grid-cols-2">
        <div className="grid content-start gap-2">
          <FormField htmlFor="note-body" label={t.body} hint={t.bodyHint}>
            <Textarea
              id="note-body"
              dir="auto"
              ref={bodyRef}
              rows={22}
              className="font-mono text-sm"
              value={fields.body}
              onChange={(event) => set('body', event.target.value)}
            />
          </FormField>
          <CharacterCount length={fields.body.length} limit={NOTE_LIMITS.body} />
        </div>
        <section aria-label={t.preview} className="grid content-start gap-2">
          <h2 className="text-sm font-medium text-slate-900">{t.preview}</h2>
          <Card>
            <CardContent className="pt-5">
              <NoteMarkdown body={preview} renderProblem={(id) => <PreviewProblem id={id} />} />
            </CardContent>
          </Card>
        </section>
      </div>
      {error && (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
      <div className="flex flex-wrap items-center gap-3">
        {fields.status === 'draft' ? (
          <>
            <Button
              onClick={() => void submit('draft')}
              variant="outline"
              disabled={save.isPending}
            >
              {t.saveDraft}
            </Button>
            <Button onClick={() => void submit('published')} disabled={save.isPending}>
              {t.publish}
            </Button>
          </>
        ) : (
          <>
            <Button onClick={() => void submit('published')} disabled={save.isPending}>
              {t.save}
            </Button>
            <Button
              onClick={() => void submit('draft')}
              variant="outline"
              disabled={save.isPending}
            >
              {t.unpublish}
            </Button>
          </>
        )}
        <span className="text-sm text-slate-600">
          {fields.status === 'draft' ? n.draft : t.publishedStatus} · {n.problems(problems)}
        </span>
        {note && (
          <Link to={paths.note(note.id)} className="text-sm text-blue-800 underline">
            {t.view}
          </Link>
        )}
      </div>
      {note && <NoteRevisions noteId={note.id} onRestored={(restored) => setFields(restored)} />}
    </div>
  );
}

/** /notes/new and /notes/{id}/edit: the editor with a live preview, the picker and revisions. */
export function NoteEditor({ id }: { id: string | null }) {
  const { profile } = useAuth();
  const t = useT(editorMessages);
  const n = useT(noteMessages);
  const note = useQuery({ ...noteQueries.detail(id ?? ''), enabled: id !== null, staleTime: 0 });
  return (
    <section className="mx-auto grid max-w-6xl gap-6 px-4 py-10 sm:px-6">
      <h1 className="font-serif text-3xl font-semibold tracking-tight text-slate-900">
        {id ? t.edit : t.create}
      </h1>
      {id === null ? (
        <EditorForm note={null} />
      ) : note.isPending ? (
        <LoadingMessage label={n.loadingNote} />
      ) : note.isError ? (
        <p className="text-slate-700">{errorMessage(note.error)}</p>
      ) : !canEditNote(profile, note.data.author_id) ? (
        // The database refuses the write anyway (the notes policies); the page says so first.
        <p className="text-slate-700">{t.notYours}</p>
      ) : (
        <EditorForm key={note.data.id} note={note.data} />
      )}
    </section>
  );
}
