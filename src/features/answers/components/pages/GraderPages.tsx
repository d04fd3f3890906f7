import { useEffect, useId, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { MathText } from '@/components/math/MathText';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { messages, useT } from '@/lib/i18n';
import { fill, withParts } from '@/lib/i18n/text';
import { notesQueries, pagesQueries, type NoteDraft } from '../../pages-api';
import { PageViewer } from './PageViewer';

const NOTE_MAX = 500;

const graderPagesMessages = messages('graderPages', {
  loading: 'Loading pages...',
  failed: 'The pages could not be loaded. {reason}',
  viewerLabel: 'Answer pages: click a spot to place a note',
  notes: 'Notes on the pages ({count})',
  howTo: 'Click a spot on a page to place a note. Marks on notes are optional; their sum is {sum}.',
  page: 'page {page}',
  marks: 'Marks',
  marksFor: 'Marks for note {number}',
  remove: 'Remove note {number}',
  note: 'Note {number} (LaTeX allowed)',
});

interface GraderPagesProps {
  answerId: string;
  /** Called with the notes as they are edited (null until the saved notes have loaded). */
  onNotesChange: (notes: NoteDraft[] | null) => void;
}

/** The answer's pages for a grader: a click places a numbered note; each note has a text and marks. */
export default function GraderPages({ answerId, onNotesChange }: GraderPagesProps) {
  const id = useId();
  const t = useT(graderPagesMessages);
  const pages = useQuery(pagesQueries.pages(answerId));
  const saved = useQuery(notesQueries.notes(answerId));
  const [notes, setNotes] = useState<NoteDraft[] | null>(null);
  const [active, setActive] = useState<number | null>(null);

  // The saved notes are the starting point, once.
  if (notes === null && saved.data && !saved.isFetching) {
    setNotes(saved.data.map(({ page, x, y, body, marks }) => ({ page, x, y, body, marks })));
  }
  useEffect(() => onNotesChange(notes), [notes, onNotesChange]);

  const change = (index: number, patch: Partial<NoteDraft>) =>
    setNotes((list) => (list ?? []).map((n, i) => (i === index ? { ...n, ...patch } : n)));
  const sum = (notes ?? []).reduce((total, n) => total + (n.marks ?? 0), 0);

  if (pages.isPending) return <p className="text-sm text-slate-600">{t.loading}</p>;
  if (pages.isError)
    return (
      <p className="text-sm text-red-700">{fill(t.failed, { reason: pages.error.message })}</p>
    );

  return (
    <div className="grid gap-4 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
      <PageViewer
        pages={pages.data}
        notes={notes ?? []}
        activeNote={active}
        label={t.viewerLabel}
        onPlace={(page, x, y) => {
          const next = [...(notes ?? []), { page, x, y, body: '', marks: null }];
          setNotes(next);
          setActive(next.length);
          // The new note's text box takes the typing.
          requestAnimationFrame(() =>
            document.getElementById(`${id}-note-${next.length}`)?.focus(),
          );
        }}
      />
      <section aria-labelledby={`${id}-notes`} className="space-y-2">
        <h4 id={`${id}-notes`} className="text-sm font-semibold text-slate-800">
          {fill(t.notes, { count: notes?.length ?? 0 })}
        </h4>
        <p className="text-xs text-slate-600">
          {withParts(t.howTo, { sum: <strong data-testid="notes-sum">{sum}</strong> })}
        </p>
        <ol className="space-y-2">
          {(notes ?? []).map((note, index) => (
            <li
              key={index}
              className="space-y-1 rounded-md border border-slate-200 p-2"
              onFocus={() => setActive(index + 1)}
            >
              <div className="flex items-center gap-2 text-sm">
                <span className="flex h-6 w-6 items-center justify-center rounded-full bg-red-600 text-xs font-bold text-white">
                  {index + 1}
                </span>
                <span className="text-slate-600">{fill(t.page, { page: note.page })}</span>
                <label className="ms-auto flex items-center gap-1 text-xs text-slate-700">
                  {t.marks}
                  <Input
                    type="number"
                    inputMode="numeric"
                    step={1}
                    className="h-8 w-20"
                    aria-label={fill(t.marksFor, { number: index + 1 })}
                    value={note.marks ?? ''}
                    onChange={(event) =>
                      change(index, {
                        marks:
                          event.target.value === '' ? null : Math.trunc(Number(event.target.value)),
                      })
                    }
                  />
                </label>
                <Button
                  size="sm"
                  variant="outline"
                  aria-label={fill(t.remove, { number: index + 1 })}
                  onClick={() => setNotes((list) => (list ?? []).filter((_, i) => i !== index))}
                >
                  ✕
                </Button>
              </div>
              <Textarea
                id={`${id}-note-${index + 1}`}
                rows={2}
                maxLength={NOTE_MAX}
                aria-label={fill(t.note, { number: index + 1 })}
                dir="auto"
                value={note.body}
                onChange={(event) => change(index, { body: event.target.value })}
              />
              {note.body.trim() && (
                <div className="text-sm text-slate-800">
                  <MathText text={note.body} />
                </div>
              )}
            </li>
          ))}
        </ol>
      </section>
    </div>
  );
}
