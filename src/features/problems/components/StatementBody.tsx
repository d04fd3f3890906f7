import { useMemo, useState } from 'react';
import { MathText } from '@/components/math/MathText';
import { messages, useT } from '@/lib/i18n';
import { fill } from '@/lib/i18n/text';
import { splitFigures } from '../figures';

const statementMessages = messages('statementBody', {
  figureFailed: 'This figure could not be shown. {description}',
});

/**
 * A rendered figure. The SVG carries its own white background, so its black lines read the
 * same on any page colour; it is only ever an <img> (never inline SVG). A figure with no file
 * (an author's [asy] block nobody rendered) says so, with the same description.
 */
function StatementFigure({ src, alt }: { src: string; alt: string }) {
  const [failed, setFailed] = useState(false);
  const t = useT(statementMessages);
  if (failed) {
    return (
      <p className="rounded-md border border-dashed border-slate-300 bg-slate-50 px-4 py-3 font-sans text-sm text-slate-600">
        {fill(t.figureFailed, { description: alt })}
      </p>
    );
  }
  return (
    <figure className="statement-figure m-0 flex justify-center">
      <img
        src={src}
        alt={alt}
        decoding="async"
        onError={() => setFailed(true)}
        className="h-auto max-w-full rounded-md bg-white p-2 ring-1 ring-slate-200"
      />
    </figure>
  );
}

/** A problem's statement: LaTeX prose, with each [asy] figure shown as its image in place. */
export function StatementBody({ body, className }: { body: string; className?: string }) {
  const parts = useMemo(() => splitFigures(body), [body]);
  if (!parts.some((part) => part.kind === 'figure')) {
    return <MathText text={body} className={className} />;
  }
  return (
    <div className="grid gap-4">
      {parts.map((part, index) =>
        part.kind === 'text' ? (
          <MathText key={index} text={part.value} className={className} />
        ) : (
          <StatementFigure key={index} src={part.src} alt={part.alt} />
        ),
      )}
    </div>
  );
}
