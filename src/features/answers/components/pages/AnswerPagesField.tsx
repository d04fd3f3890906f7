import { useId } from 'react';
import { Button } from '@/components/ui/button';
import { messages, useT } from '@/lib/i18n';
import { formatNumber } from '@/lib/i18n/format';
import { fill } from '@/lib/i18n/text';
import { MAX_PAGES } from '../../pages-api';
import type { AnswerPagesState } from './use-answer-pages';

const answerPagesFieldMessages = messages('answerPagesField', {
  legend: 'Pages on paper (optional, up to {max})',
  hint: 'Photograph your handwritten pages or attach images or a PDF. Photos are made smaller and their location data removed before they leave your device.',
  takePhoto: 'Take a photo',
  addFiles: 'Add images or a PDF',
  preparing: 'Preparing pages...',
  pagesToSend: 'Pages to send',
  pageAlt: 'Page {number}: {label}',
  size: '{size} KB',
  upload: 'Page {number} upload',
  uploaded: 'Uploaded',
  earlier: 'Move page {number} earlier',
  later: 'Move page {number} later',
  removeLabel: 'Remove page {number}',
  remove: 'Remove',
});

interface AnswerPagesFieldProps {
  state: AnswerPagesState;
  disabled?: boolean;
}

/**
 * Handwritten pages beside the typed text: take photos, pick images or a PDF; each page shows
 * its preview, a warning when it looks dark, and its own upload progress; pages are reordered
 * or removed before sending.
 */
export function AnswerPagesField({ state, disabled = false }: AnswerPagesFieldProps) {
  const id = useId();
  const t = useT(answerPagesFieldMessages);
  const full = state.pages.length >= MAX_PAGES;
  const pick = (files: FileList | null) => void state.add(files ? [...files] : []);

  return (
    <fieldset
      className="grid gap-2 rounded-md border border-slate-200 p-3"
      data-testid="answer-pages"
    >
      <legend className="px-1 text-sm font-medium text-slate-800">
        {fill(t.legend, { max: MAX_PAGES })}
      </legend>
      <p id={`${id}-hint`} className="text-xs text-slate-600">
        {t.hint}
      </p>
      <div className="flex flex-wrap gap-2">
        <label
          className={`inline-flex cursor-pointer items-center rounded-md border border-slate-300 bg-white px-3 py-2 text-sm font-medium text-slate-800 hover:bg-slate-50 ${full || disabled ? 'pointer-events-none opacity-50' : ''}`}
        >
          {t.takePhoto}
          <input
            type="file"
            accept="image/*"
            capture="environment"
            className="sr-only"
            disabled={full || disabled}
            aria-describedby={`${id}-hint`}
            onChange={(event) => {
              pick(event.target.files);
              event.target.value = '';
            }}
          />
        </label>
        <label
          className={`inline-flex cursor-pointer items-center rounded-md border border-slate-300 bg-white px-3 py-2 text-sm font-medium text-slate-800 hover:bg-slate-50 ${full || disabled ? 'pointer-events-none opacity-50' : ''}`}
        >
          {t.addFiles}
          <input
            type="file"
            accept="image/*,application/pdf"
            multiple
            className="sr-only"
            data-testid="answer-pages-input"
            disabled={full || disabled}
            aria-describedby={`${id}-hint`}
            onChange={(event) => {
              pick(event.target.files);
              event.target.value = '';
            }}
          />
        </label>
      </div>
      <div role="status" aria-live="polite" className="text-sm">
        {state.preparing && <p className="text-slate-600">{t.preparing}</p>}
        {state.problems.map((problem) => (
          <p key={problem} className="text-red-700">
            {problem}
          </p>
        ))}
      </div>
      {state.pages.length > 0 && (
        <ol
          className="grid grid-cols-[repeat(auto-fill,minmax(8.5rem,1fr))] gap-3"
          aria-label={t.pagesToSend}
        >
          {state.pages.map((page, index) => (
            <li
              key={page.id}
              className="grid min-w-0 gap-1 rounded-md border border-slate-200 bg-slate-50 p-2 text-xs"
            >
              <img
                src={page.previewUrl}
                alt={fill(t.pageAlt, { number: index + 1, label: page.label })}
                width={page.width}
                height={page.height}
                className="aspect-[3/4] w-full rounded bg-white object-contain"
              />
              <span className="truncate font-medium text-slate-800" title={page.label}>
                {index + 1}. {page.label}
              </span>
              <span className="text-slate-600">
                {fill(t.size, { size: formatNumber(Math.round(page.blob.size / 1024)) })}
              </span>
              {page.warning && <span className="text-amber-800">{page.warning}</span>}
              {page.status !== 'ready' && (
                <progress
                  value={page.progress}
                  max={1}
                  aria-label={fill(t.upload, { number: index + 1 })}
                  className="h-2 w-full"
                />
              )}
              {page.status === 'uploaded' && <span className="text-emerald-800">{t.uploaded}</span>}
              {page.error && <span className="text-red-700">{page.error}</span>}
              <div className="flex flex-wrap gap-1">
                <Button
                  variant="outline"
                  size="sm"
                  aria-label={fill(t.earlier, { number: index + 1 })}
                  disabled={disabled || index === 0}
                  onClick={() => state.move(page.id, -1)}
                >
                  ↑
                </Button>
                <Button
                  variant="outline"
                  size="sm"
                  aria-label={fill(t.later, { number: index + 1 })}
                  disabled={disabled || index === state.pages.length - 1}
                  onClick={() => state.move(page.id, 1)}
                >
                  ↓
                </Button>
                <Button
                  variant="outline"
                  size="sm"
                  aria-label={fill(t.removeLabel, { number: index + 1 })}
                  disabled={disabled}
                  onClick={() => state.remove(page.id)}
                >
                  {t.remove}
                </Button>
              </div>
            </li>
          ))}
        </ol>
      )}
    </fieldset>
  );
}
