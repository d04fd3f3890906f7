import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { MathText } from '@/components/math/MathText';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { messages, useT } from '@/lib/i18n';
import { fill } from '@/lib/i18n/text';
import { DIGIT_RUN_MS, marksAfterDigit } from './grade-keys';

const FEEDBACK_MAX = 10000;

const gradeFormMessages = messages('gradeForm', {
  badMarks: 'Marks must be a whole number from 0 to {full}.',
  tooLong: 'Feedback is too long: at most {max} characters.',
  label: 'Grade this answer',
  marks: 'Marks (0–{full})',
  outOf: '/ {full}',
  full: 'Full ({full})',
  notesSum: 'Sum of notes ({sum})',
  keys: 'Keys: type the marks (digits typed together make one number, 1 then 0 is 10), Enter saves, Ctrl+Enter saves from the feedback box.',
  keysWaiting:
    'Keys: type the marks (digits typed together make one number, 1 then 0 is 10), Enter saves and opens the next answer, Ctrl+Enter saves from the feedback box.',
  feedback: 'Feedback for the student (optional, LaTeX allowed)',
  preview: 'Feedback preview',
  saving: 'Saving...',
  saveAndNext: 'Save and next',
  save: 'Save grade',
  back: 'Back to queue',
});

interface GradeFormProps {
  fullMarks: number;
  initialMarks: number | null;
  initialFeedback: string | null;
  saving: boolean;
  /** Whether the answer is waiting (then "Save and next" moves on to the next waiting answer). */
  waiting: boolean;
  /** The sum of the marks on the grader's notes, when any note has marks (issue 20). */
  notesSum?: number | null;
  onSave: (marks: number, feedback: string | null) => void;
  onBackToQueue?: () => void;
}

/** Whether a key press belongs to a text field rather than to the grading shortcuts. */
function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
}

/** Marks 0..full with optional feedback; digit keys set the marks, Enter saves (Ctrl+Enter in the feedback). */
export function GradeForm({
  fullMarks,
  initialMarks,
  initialFeedback,
  saving,
  waiting,
  notesSum = null,
  onSave,
  onBackToQueue,
}: GradeFormProps) {
  const id = useId();
  const t = useT(gradeFormMessages);
  const [marks, setMarks] = useState(initialMarks === null ? '' : String(initialMarks));
  const [feedback, setFeedback] = useState(initialFeedback ?? '');
  const [error, setError] = useState<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const marksRef = useRef(marks);
  const lastDigitAt = useRef(0);

  const submit = () => {
    const value = Number(marks);
    if (marks.trim() === '' || !Number.isInteger(value) || value < 0 || value > fullMarks) {
      setError(fill(t.badMarks, { full: fullMarks }));
      return;
    }
    if (feedback.length > FEEDBACK_MAX) {
      setError(fill(t.tooLong, { max: FEEDBACK_MAX }));
      return;
    }
    setError(null);
    onSave(value, feedback.trim() ? feedback.trim() : null);
  };

  // Shortcuts anywhere on the page outside text fields: a digit sets the marks, Enter saves.
  const submitRef = useRef(submit);
  useEffect(() => {
    submitRef.current = submit;
    marksRef.current = marks;
  });
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (
        event.defaultPrevented ||
        event.altKey ||
        event.metaKey ||
        event.ctrlKey ||
        isTyping(event.target)
      )
        return;
      if (event.target instanceof HTMLElement && event.target.closest('a, button')) return;
      if (/^[0-9]$/.test(event.key)) {
        const now = event.timeStamp || performance.now();
        const continuing = now - lastDigitAt.current < DIGIT_RUN_MS;
        const next = marksAfterDigit(marksRef.current, event.key, fullMarks, continuing);
        if (next === null) return;
        event.preventDefault();
        lastDigitAt.current = now;
        marksRef.current = next;
        setMarks(next);
        setError(null);
      } else if (event.key === 'Enter') {
        event.preventDefault();
        submitRef.current();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [fullMarks]);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    submit();
  };

  return (
    <form ref={formRef} onSubmit={onSubmit} noValidate className="space-y-4" aria-label={t.label}>
      <div className="flex flex-wrap items-end gap-3">
        <div className="space-y-1">
          <Label htmlFor={`${id}-marks`}>{fill(t.marks, { full: fullMarks })}</Label>
          <div className="flex items-center gap-2">
            <Input
              id={`${id}-marks`}
              type="number"
              inputMode="numeric"
              min={0}
              max={fullMarks}
              step={1}
              value={marks}
              onChange={(event) => setMarks(event.target.value)}
              className="w-24"
              aria-invalid={error ? true : undefined}
              aria-describedby={`${id}-keys${error ? ` ${id}-error` : ''}`}
            />
            <span className="text-sm text-slate-600">{fill(t.outOf, { full: fullMarks })}</span>
          </div>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button type="button" variant="outline" size="sm" onClick={() => setMarks('0')}>
            0
          </Button>
          <Button
            type="button"
            variant="outline"
            size="sm"
            onClick={() => setMarks(String(fullMarks))}
          >
            {fill(t.full, { full: fullMarks })}
          </Button>
          {notesSum !== null && (
            <Button
              type="button"
              variant="outline"
              size="sm"
              disabled={notesSum < 0 || notesSum > fullMarks}
              onClick={() => setMarks(String(notesSum))}
            >
              {fill(t.notesSum, { sum: notesSum })}
            </Button>
          )}
        </div>
      </div>
      <p id={`${id}-keys`} className="text-xs text-slate-500">
        {waiting ? t.keysWaiting : t.keys}
      </p>
      <div className="space-y-1">
        <Label htmlFor={`${id}-feedback`}>{t.feedback}</Label>
        <Textarea
          id={`${id}-feedback`}
          rows={4}
          dir="auto"
          value={feedback}
          maxLength={FEEDBACK_MAX}
          onChange={(event) => setFeedback(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
              event.preventDefault();
              submit();
            }
          }}
        />
        {feedback.trim() && (
          <div
            className="rounded-md border border-slate-200 bg-slate-50 px-3 py-2 text-sm text-slate-800"
            aria-label={t.preview}
          >
            <MathText text={feedback} />
          </div>
        )}
      </div>
      {error && (
        <p id={`${id}-error`} role="alert" className="text-sm text-red-600">
          {error}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={saving}>
          {saving ? t.saving : waiting ? t.saveAndNext : t.save}
        </Button>
        {onBackToQueue && (
          <Button type="button" variant="outline" disabled={saving} onClick={onBackToQueue}>
            {t.back}
          </Button>
        )}
      </div>
    </form>
  );
}
