import { MathText } from '@/components/math/MathText';
import { messages, useT } from '@/lib/i18n';

const proofPreviewMessages = messages('proofPreview', {
  label: 'Proof preview',
  preview: 'Preview',
});

/**
 * A proof as it will be shown to the grader, typeset as the student types (issue 29, point 12),
 * with the same sanitised renderer as statements and feedback. A separate piece of the proof
 * form, so more of it (photographed pages) can sit beside it.
 */
export function ProofPreview({ text }: { text: string }) {
  const t = useT(proofPreviewMessages);
  if (text.trim() === '') return null;
  return (
    <div
      className="rounded-md border border-slate-200 bg-slate-50 px-3 py-2 text-sm text-slate-800"
      aria-label={t.label}
      data-testid="proof-preview"
    >
      <p
        className="mb-1 text-xs font-medium uppercase tracking-wide text-slate-500"
        aria-hidden="true"
      >
        {t.preview}
      </p>
      <MathText text={text} />
    </div>
  );
}
