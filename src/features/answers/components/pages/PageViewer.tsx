import { useState, type KeyboardEvent, type MouseEvent } from 'react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { useDataSaver } from '@/lib/data-saver';
import { messages, useT } from '@/lib/i18n';
import { fill } from '@/lib/i18n/text';
import type { AnswerPage, NoteDraft } from '../../pages-api';

const ZOOMS = [1, 1.5, 2, 3];

const pageViewerMessages = messages('pageViewer', {
  previous: 'Previous page',
  position: 'Page {number} of {count}',
  next: 'Next page',
  zoomOut: 'Zoom out',
  zoomIn: 'Zoom in',
  turn: 'Turn the page',
  load: 'Load page {number} (data saver)',
  alt: 'Page {number} of the answer',
  broken: 'This page could not be shown.',
});

interface PageViewerProps {
  pages: AnswerPage[];
  /** Notes in number order (the number is the index + 1). */
  notes: readonly NoteDraft[];
  /** Set for a grader: a click on the page places a note there. */
  onPlace?: (page: number, x: number, y: number) => void;
  activeNote?: number | null;
  label: string;
}

/**
 * One page at a time with its numbered notes at their places (fractions of the page, so they
 * land on the same spot at any width, zoom or turn). Buttons and keys: ← → pages, + − zoom,
 * R turns the page.
 */
export function PageViewer({ pages, notes, onPlace, activeNote = null, label }: PageViewerProps) {
  const t = useT(pageViewerMessages);
  const [index, setIndex] = useState(0);
  const [zoom, setZoom] = useState(0);
  const [turns, setTurns] = useState(0);
  const current = Math.min(index, Math.max(pages.length - 1, 0));
  const page = pages[current];
  const [broken, setBroken] = useState<Record<string, boolean>>({});
  // With the data saver on, each page's picture waits for a tap (issue 27).
  const saving = useDataSaver();
  const [shown, setShown] = useState<Record<string, boolean>>({});

  const go = (by: number) => setIndex((i) => Math.min(Math.max(i + by, 0), pages.length - 1));
  const zoomBy = (by: number) => setZoom((z) => Math.min(Math.max(z + by, 0), ZOOMS.length - 1));
  const turn = () => setTurns((t) => (t + 1) % 4);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.target instanceof HTMLElement && event.target.closest('input, textarea')) return;
    const actions: Record<string, () => void> = {
      ArrowRight: () => go(1),
      ArrowLeft: () => go(-1),
      PageDown: () => go(1),
      PageUp: () => go(-1),
      '+': () => zoomBy(1),
      '=': () => zoomBy(1),
      '-': () => zoomBy(-1),
      r: turn,
      R: turn,
    };
    const action = actions[event.key];
    if (!action || event.ctrlKey || event.metaKey || event.altKey) return;
    // Handled here: the grading shortcuts (digits, Enter) never see these keys.
    event.preventDefault();
    action();
  };

  const place = (event: MouseEvent<HTMLImageElement>) => {
    if (!onPlace) return;
    const image = event.currentTarget;
    // offsetX/Y are in the image's own (unturned, unzoomed) box.
    const x = event.nativeEvent.offsetX / image.clientWidth;
    const y = event.nativeEvent.offsetY / image.clientHeight;
    onPlace(current + 1, Math.min(Math.max(x, 0), 1), Math.min(Math.max(y, 0), 1));
  };

  if (!page) return null;
  const onThisPage = notes
    .map((note, i) => ({ ...note, number: i + 1 }))
    .filter((note) => note.page === current + 1);

  return (
    <div
      role="region"
      aria-label={label}
      tabIndex={0}
      onKeyDown={onKeyDown}
      className="space-y-2 rounded-md outline-none focus-visible:ring-2 focus-visible:ring-blue-600"
    >
      <div className="flex flex-wrap items-center gap-2 text-sm">
        <Button size="sm" variant="outline" disabled={current === 0} onClick={() => go(-1)}>
          {t.previous}
        </Button>
        <span aria-live="polite" className="text-slate-700">
          {fill(t.position, { number: current + 1, count: pages.length })}
        </span>
        <Button
          size="sm"
          variant="outline"
          disabled={current === pages.length - 1}
          onClick={() => go(1)}
        >
          {t.next}
        </Button>
        <span className="ms-auto flex gap-1">
          <Button size="sm" variant="outline" aria-label={t.zoomOut} onClick={() => zoomBy(-1)}>
            −
          </Button>
          <span dir="ltr" className="self-center text-slate-600">
            {Math.round(ZOOMS[zoom]! * 100)}%
          </span>
          <Button size="sm" variant="outline" aria-label={t.zoomIn} onClick={() => zoomBy(1)}>
            +
          </Button>
          <Button size="sm" variant="outline" aria-label={t.turn} onClick={turn}>
            ↻
          </Button>
        </span>
      </div>
      <div className="max-h-[80vh] overflow-auto rounded-md border border-slate-200 bg-slate-100 p-2">
        <div
          className="relative mx-auto"
          style={{
            width: `${ZOOMS[zoom]! * 100}%`,
            transform: turns ? `rotate(${turns * 90}deg)` : undefined,
          }}
        >
          {page.url && saving && !shown[page.object_path] ? (
            <div className="p-8 text-center">
              <Button
                variant="outline"
                onClick={() => setShown((s) => ({ ...s, [page.object_path]: true }))}
              >
                {fill(t.load, { number: current + 1 })}
              </Button>
            </div>
          ) : page.url && !broken[page.object_path] ? (
            <img
              src={page.url}
              alt={fill(t.alt, { number: current + 1 })}
              className={cn('block w-full bg-white', onPlace && 'cursor-crosshair')}
              onClick={place}
              onError={() => setBroken((b) => ({ ...b, [page.object_path]: true }))}
              draggable={false}
            />
          ) : (
            <p className="p-8 text-center text-sm text-slate-600">{t.broken}</p>
          )}
          {onThisPage.map((note) => (
            <span
              key={note.number}
              aria-hidden="true"
              data-testid="note-marker"
              className={cn(
                'pointer-events-none absolute flex h-6 w-6 -translate-x-1/2 -translate-y-1/2 items-center justify-center rounded-full border-2 border-white text-xs font-bold text-white shadow',
                note.number === activeNote ? 'bg-blue-700' : 'bg-red-600',
              )}
              style={{ left: `${note.x * 100}%`, top: `${note.y * 100}%` }}
            >
              {note.number}
            </span>
          ))}
        </div>
      </div>
    </div>
  );
}
