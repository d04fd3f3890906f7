import { useDeferredValue } from 'react';
import { MathText } from '@/components/math/MathText';
import { messages, useT } from '@/lib/i18n';

const statementPreviewMessages = messages('statementPreview', {
  empty: 'The preview appears here as you type.',
});

/** The statement as students will see it, rendered while the author types. */
export function StatementPreview({ body }: { body: string }) {
  const t = useT(statementPreviewMessages);
  const deferred = useDeferredValue(body);
  return (
    <div
      aria-live="polite"
      className="min-h-24 rounded-md border border-slate-200 bg-slate-50 px-4 py-3 font-serif text-slate-900"
    >
      {deferred.trim() ? (
        <MathText text={deferred} />
      ) : (
        <p className="font-sans text-sm text-slate-500">{t.empty}</p>
      )}
    </div>
  );
}
