import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { unwrap } from '@/lib/data';
import { mapEarly, takeEarly, type EarlyRows } from '@/lib/early-data';
import type { Tables } from '@/lib/database.types';
import { DIFFICULTIES, TOPICS, type Difficulty, type Narrowed, type Topic } from '@/lib/domain';
import { fields, listOf, nullable, num, oneOf, text, type Parse } from '@/lib/parse';
import { NotFoundError } from '@/lib/errors';
import { fetchPage, type Paged } from '@/lib/paging';
import { getSupabase } from '@/lib/supabase';
import { queryRoots } from '@/lib/query-keys';
import { NOTE_AUTHOR, NOTE_DETAIL_SELECT, NOTE_EARLY_KEYS } from './request';

const NOTE_STATUSES = ['draft', 'published'] as const;
export type NoteStatus = (typeof NOTE_STATUSES)[number];

export type NoteRow = Narrowed<
  Tables<'notes'>,
  // problem_ids and word_count are generated from the body, never null.
  { topic: Topic; level: Difficulty; status: NoteStatus; problem_ids: string[]; word_count: number }
>;

export interface Note extends NoteRow {
  author: { full_name: string | null } | null;
}

export type NoteListItem = Pick<
  Note,
  | 'id'
  | 'title'
  | 'summary'
  | 'topic'
  | 'level'
  | 'status'
  | 'word_count'
  | 'published_at'
  | 'updated_at'
  | 'author'
  | 'problem_ids'
>;

export type NoteRevision = Tables<'note_revisions'> & {
  editor: { full_name: string | null } | null;
};

export type NoteProgress = {
  note_id: string;
  title: string;
  opened_at: string | null;
  read_at: string | null;
  problems: number;
  solved: number;
  complete: boolean;
};

interface NoteColumns {
  topic: string;
  level: string;
  status: string;
  problem_ids: string[] | null;
  word_count: number | null;
}

/** Narrows the checked columns of a notes row as supabase-js types it. */
function toNote<Row extends NoteColumns>(row: Row) {
  return {
    ...row,
    topic: oneOf(TOPICS)(row.topic, 'notes.topic'),
    level: oneOf(DIFFICULTIES)(row.level, 'notes.level'),
    status: oneOf(NOTE_STATUSES)(row.status, 'notes.status'),
    // Generated from the body, so never null (the generator types generated columns nullable).
    problem_ids: row.problem_ids ?? [],
    word_count: row.word_count ?? 0,
  };
}

export interface NoteFilters {
  search?: string;
  topic?: Topic;
  level?: Difficulty;
  page?: number;
  /** Rows a page (LIST_LIMIT; 10 with the data saver on). */
  pageSize?: number;
}

/** What the editor saves: every field a writer may set. */
export interface NoteFields {
  title: string;
  summary: string;
  body: string;
  topic: Topic;
  level: Difficulty;
  status: NoteStatus;
}

const LIST_COLUMNS = `id, title, summary, topic, level, status, word_count, published_at, updated_at, problem_ids, ${NOTE_AUTHOR}`;
/** Notes on one page of /notes (and drafts listed at most). */
export const LIST_LIMIT = 100;

/** `%` and `_` are ilike wildcards; a reader's search text matches them literally. */
function escapeIlike(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`);
}

/** Minutes to read a note at 200 words a minute (at least one). */
export function readingMinutes(wordCount: number): number {
  return Math.max(1, Math.round(wordCount / 200));
}

/** One page of the published notes, newest first (a page past the end shows the last one). */
export async function fetchNotes(filters: NoteFilters = {}): Promise<Paged<NoteListItem>> {
  const supabase = await getSupabase();
  const search = filters.search?.trim();
  return fetchPage(
    filters.page,
    (from, to) => {
      let query = supabase
        .from('notes')
        .select(LIST_COLUMNS, { count: 'exact' })
        .eq('status', 'published')
        .order('published_at', { ascending: false })
        .order('id')
        .range(from, to);
      if (search) query = query.ilike('title', `%${escapeIlike(search)}%`);
      if (filters.topic) query = query.eq('topic', filters.topic);
      if (filters.level) query = query.eq('level', filters.level);
      return query;
    },
    'Error fetching notes',
    filters.pageSize ?? LIST_LIMIT,
    toNote,
  );
}

/** Drafts the reader may see: their own (an admin's: every draft). */
export async function fetchDrafts(): Promise<NoteListItem[]> {
  const supabase = await getSupabase();
  const result = await supabase
    .from('notes')
    .select(LIST_COLUMNS)
    .eq('status', 'draft')
    .order('updated_at', { ascending: false })
    .limit(LIST_LIMIT);
  return unwrap(result, 'Error fetching notes').map(toNote);
}

/** A row of NOTE_DETAIL_SELECT as the early request gives it, checked field by field. */
const noteRow: Parse<Note> = (value, path) => {
  const get = fields(value, path);
  return toNote({
    id: get('id', text),
    title: get('title', text),
    summary: get('summary', text),
    body: get('body', text),
    topic: get('topic', text),
    level: get('level', text),
    status: get('status', text),
    author_id: get('author_id', nullable(text)),
    problem_ids: get('problem_ids', nullable(listOf(text))),
    word_count: get('word_count', nullable(num)),
    published_at: get('published_at', nullable(text)),
    created_at: get('created_at', text),
    updated_at: get('updated_at', text),
    author: get(
      'author',
      nullable((author, at) => ({ full_name: fields(author, at)('full_name', nullable(text)) })),
    ),
  });
};

/** The note a visitor's page asked for before this chunk loaded (src/app/early-data.ts). */
function noteOfEarly(early: EarlyRows | undefined): Note | undefined {
  return early?.rows.length === 1 ? noteRow(early.rows[0], 'note') : undefined;
}

export async function fetchNote(id: string): Promise<Note> {
  const early = noteOfEarly(await takeEarly(NOTE_EARLY_KEYS.detail(id.toLowerCase())));
  if (early) return early;
  const supabase = await getSupabase();
  const result = await supabase.from('notes').select(NOTE_DETAIL_SELECT).eq('id', id).maybeSingle();
  const note = unwrap(result, 'Error fetching note');
  if (!note) {
    throw new NotFoundError('Error fetching note', {
      code: 'PGRST116',
      message: 'Note not found.',
    });
  }
  return toNote(note);
}

/** Published notes that embed a problem ("Learn the idea" on its page). */
export async function fetchNotesEmbedding(problemId: string): Promise<NoteListItem[]> {
  const supabase = await getSupabase();
  const result = await supabase
    .from('notes')
    .select(LIST_COLUMNS)
    .eq('status', 'published')
    .contains('problem_ids', [problemId])
    .order('published_at', { ascending: false })
    .limit(10);
  return unwrap(result, 'Error fetching notes').map(toNote);
}

export async function fetchRevisions(noteId: string): Promise<NoteRevision[]> {
  const supabase = await getSupabase();
  const result = await supabase
    .from('note_revisions')
    .select('*, editor:public_profiles!note_revisions_edited_by_fkey(full_name)')
    .eq('note_id', noteId)
    .order('revision', { ascending: false })
    .limit(50);
  return unwrap(result, 'Error fetching revisions');
}

/** The signed-in reader's progress: for these notes, or (none given) every note they opened. */
export async function fetchNoteProgress(noteIds?: string[]): Promise<NoteProgress[]> {
  const supabase = await getSupabase();
  const result = await supabase.rpc('my_note_progress', noteIds ? { note_ids: noteIds } : {});
  return unwrap(result, 'Error fetching note progress');
}

export async function recordReading(noteId: string, finished: boolean): Promise<void> {
  const supabase = await getSupabase();
  unwrap(
    await supabase.rpc('record_note_reading', { note_id: noteId, finished }),
    'Error saving your progress',
  );
}

export async function saveNote(id: string | null, fields: NoteFields): Promise<NoteRow> {
  const supabase = await getSupabase();
  const result = id
    ? await supabase.from('notes').update(fields).eq('id', id).select('*').single()
    : await supabase.from('notes').insert(fields).select('*').single();
  return toNote(unwrap(result, 'Error saving note'));
}

export async function restoreRevision(revisionId: number): Promise<NoteRow> {
  const supabase = await getSupabase();
  const result = await supabase.rpc('restore_note_revision', { revision_id: revisionId });
  return toNote(unwrap(result, 'Error restoring revision'));
}

export const noteKeys = {
  all: queryRoots.notes,
  list: (filters: NoteFilters) => [...queryRoots.notes, 'list', filters] as const,
  drafts: () => [...queryRoots.notes, 'drafts'] as const,
  detail: (id: string) => [...queryRoots.notes, 'detail', id] as const,
  embedding: (problemId: string) => [...queryRoots.notes, 'embedding', problemId] as const,
  revisions: (id: string) => [...queryRoots.notes, 'revisions', id] as const,
  progress: (ids: readonly string[] | null) => [...queryRoots.notes, 'progress', ids] as const,
};

export const noteQueries = {
  list: (filters: NoteFilters = {}) =>
    queryOptions({ queryKey: noteKeys.list(filters), queryFn: () => fetchNotes(filters) }),
  drafts: () => queryOptions({ queryKey: noteKeys.drafts(), queryFn: fetchDrafts }),
  detail: (id: string) =>
    queryOptions({
      queryKey: noteKeys.detail(id),
      queryFn: () => fetchNote(id),
      // The note fetched before this chunk loaded, if it is here: the first render shows it.
      initialData: () => mapEarly(NOTE_EARLY_KEYS.detail(id.toLowerCase()), noteOfEarly),
    }),
  embedding: (problemId: string) =>
    queryOptions({
      queryKey: noteKeys.embedding(problemId),
      queryFn: () => fetchNotesEmbedding(problemId),
    }),
  revisions: (id: string) =>
    queryOptions({
      queryKey: noteKeys.revisions(id),
      queryFn: () => fetchRevisions(id),
      staleTime: 0,
    }),
  progress: (ids: string[] | null) =>
    queryOptions({
      queryKey: noteKeys.progress(ids),
      queryFn: () => fetchNoteProgress(ids ?? undefined),
    }),
};

function useNoteMutation<Input, Output>(fn: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: noteKeys.all }),
  });
}

export const useSaveNote = () =>
  useNoteMutation(({ id, fields }: { id: string | null; fields: NoteFields }) =>
    saveNote(id, fields),
  );
export const useRestoreRevision = () => useNoteMutation(restoreRevision);
export const useRecordReading = () =>
  useNoteMutation(({ noteId, finished }: { noteId: string; finished: boolean }) =>
    recordReading(noteId, finished),
  );
