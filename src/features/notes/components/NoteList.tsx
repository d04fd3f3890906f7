import { useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router-dom';
import { Badge } from '@/components/ui/badge';
import { buttonVariants } from '@/components/ui/button-variants';
import { Card, CardContent } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Pagination } from '@/components/ui/pagination';
import { LoadingMessage } from '@/components/ui/loading';
import { Select } from '@/components/ui/select';
import { paths } from '@/config/paths';
import { useAuth } from '@/features/auth';
import { DIFFICULTIES, TOPICS, type Difficulty, type Topic } from '@/lib/domain';
import { useDataSaver } from '@/lib/data-saver';
import { DATA_SAVER_PAGE_SIZE } from '@/lib/data-saver-setting';
import { messages, useT } from '@/lib/i18n';
import { useUrlSearchText } from '@/lib/use-url-search-text';
import { pageCount } from '@/lib/paging';
import { LIST_LIMIT, noteQueries, readingMinutes, type NoteListItem } from '../api';
import { noteMessages } from './note-messages';
import { canWriteNotes } from './note-permissions';

const listMessages = messages('noteList', {
  title: 'Notes',
  intro:
    'The ideas behind the problems: techniques, classic lemmas and worked examples, with problems to try as you read.',
  create: 'Create Note',
  search: 'Search notes',
  searchPlaceholder: 'Search notes...',
  allTopics: 'All topics',
  allLevels: 'All levels',
  loading: 'Loading notes...',
  failed: 'The notes could not be loaded. Please try again later.',
  noMatch: 'No notes match these filters.',
  drafts: 'Drafts',
  pagesLabel: 'Note pages',
});

function NoteCard({ note }: { note: NoteListItem }) {
  const n = useT(noteMessages);
  return (
    <li>
      <Card className="h-full">
        <CardContent className="grid gap-2 pt-5">
          <Link
            to={paths.note(note.id)}
            className="font-serif text-xl font-semibold text-slate-900 underline-offset-4 hover:underline"
          >
            {note.title}
          </Link>
          {note.summary && (
            <p className="text-sm text-slate-700" dir="auto">
              {note.summary}
            </p>
          )}
          <p className="flex flex-wrap items-center gap-2 text-sm text-slate-600">
            <Badge variant="outline">{n[note.topic] ?? note.topic}</Badge>
            <Badge variant="secondary">{n[note.level] ?? note.level}</Badge>
            <bdi>{note.author?.full_name ?? n.anonymous}</bdi>
            <span aria-hidden="true">·</span>
            <span>{n.minRead(readingMinutes(note.word_count))}</span>
            {note.problem_ids.length > 0 && (
              <>
                <span aria-hidden="true">·</span>
                <span>{n.problems(note.problem_ids.length)}</span>
              </>
            )}
          </p>
        </CardContent>
      </Card>
    </li>
  );
}

function isTopic(value: string | null): value is Topic {
  return (TOPICS as readonly string[]).includes(value ?? '');
}
function isLevel(value: string | null): value is Difficulty {
  return (DIFFICULTIES as readonly string[]).includes(value ?? '');
}

function Drafts() {
  const drafts = useQuery(noteQueries.drafts());
  const t = useT(listMessages);
  const n = useT(noteMessages);
  if (!drafts.data?.length) return null;
  return (
    <section aria-labelledby="drafts-heading" className="grid gap-3">
      <h2 id="drafts-heading" className="font-serif text-xl font-semibold text-slate-900">
        {t.drafts}
      </h2>
      <ul className="grid gap-2">
        {drafts.data.map((note) => (
          <li key={note.id} className="flex flex-wrap items-center gap-2">
            <Link to={paths.editNote(note.id)} className="text-blue-800 underline">
              {note.title}
            </Link>
            <Badge variant="outline">{n.draft}</Badge>
            <span className="text-sm text-slate-600">{note.author?.full_name}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** /notes: the published notes, searchable and filtered like /problems. */
export function NoteList() {
  const { profile } = useAuth();
  const t = useT(listMessages);
  const n = useT(noteMessages);
  const [params, setParams] = useSearchParams();
  const topic = params.get('topic');
  const level = params.get('level');
  const urlSearch = params.get('search') ?? '';
  const update = (key: string, value: string | undefined, replace = false) => {
    const next = new URLSearchParams(params);
    if (value) next.set(key, value);
    else next.delete(key);
    // Another search or filter starts at its first page.
    if (key !== 'page') next.delete('page');
    setParams(next, { replace });
  };
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  // The data saver pages by 10 (issue 27).
  const pageSize = useDataSaver() ? DATA_SAVER_PAGE_SIZE : LIST_LIMIT;
  const { search, setSearch, commitNow } = useUrlSearchText(urlSearch, (value, options) =>
    update('search', value, options?.replace),
  );
  const filters = {
    search: urlSearch || undefined,
    topic: isTopic(topic) ? topic : undefined,
    level: isLevel(level) ? level : undefined,
  };
  const notes = useQuery(noteQueries.list({ ...filters, page, pageSize }));
  const writer = canWriteNotes(profile);

  return (
    <section className="mx-auto grid max-w-5xl gap-6 px-4 py-10 sm:px-6">
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div className="grid gap-1">
          <h1 className="font-serif text-3xl font-semibold tracking-tight text-slate-900">
            {t.title}
          </h1>
          <p className="text-slate-600">{t.intro}</p>
        </div>
        {writer && (
          <Link to={paths.newNote} className={buttonVariants()}>
            {t.create}
          </Link>
        )}
      </header>
      <div className="grid gap-3 sm:grid-cols-[1fr_12rem_12rem]">
        <Input
          type="search"
          aria-label={t.search}
          placeholder={t.searchPlaceholder}
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') commitNow();
          }}
        />
        <Select
          aria-label={n.topic}
          value={filters.topic ?? ''}
          onChange={(event) => update('topic', event.target.value || undefined)}
          options={[
            { value: '', label: t.allTopics },
            ...TOPICS.map((value) => ({ value, label: n[value] })),
          ]}
        />
        <Select
          aria-label={n.level}
          value={filters.level ?? ''}
          onChange={(event) => update('level', event.target.value || undefined)}
          options={[
            { value: '', label: t.allLevels },
            ...DIFFICULTIES.map((value) => ({ value, label: n[value] })),
          ]}
        />
      </div>
      {writer && <Drafts />}
      {notes.isPending ? (
        <LoadingMessage label={t.loading} />
      ) : notes.isError ? (
        <p className="text-slate-700">{t.failed}</p>
      ) : notes.data.rows.length === 0 ? (
        <p className="text-slate-700">{t.noMatch}</p>
      ) : (
        <>
          <ul className="grid gap-4 md:grid-cols-2" aria-label={t.title}>
            {notes.data.rows.map((note) => (
              <NoteCard key={note.id} note={note} />
            ))}
          </ul>
          <Pagination
            page={notes.data.page}
            totalPages={pageCount(notes.data.total, notes.data.pageSize)}
            onPageChange={(next) => {
              update('page', next > 1 ? String(next) : undefined);
              window.scrollTo?.({ top: 0, behavior: 'smooth' });
            }}
            label={t.pagesLabel}
          />
        </>
      )}
    </section>
  );
}
