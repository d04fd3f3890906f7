import { MathText } from '@/components/math/MathText';

/**
 * A proof as it will be shown to the grader, typeset as the student types (issue 29, point 12),
 * with the same sanitised renderer as statements and feedback. A separate piece of the proof
 * form, so more of it (photographed pages) can sit beside it.
 */
export function ProofPreview({ text }: { text: string }) {
  if (text.trim() === '') return null;
  return (
    <div
      className="rounded-md border border-slate-200 bg-slate-50 px-3 py-2 text-sm text-slate-800"
      aria-label="Proof preview"
      data-testid="proof-preview"
    >
      <p
        className="mb-1 text-xs font-medium uppercase tracking-wide text-slate-500"
        aria-hidden="true"
      >
        Preview
      </p>
      <MathText text={text} />
    </div>
  );
}
