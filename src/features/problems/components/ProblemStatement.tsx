import type { Problem } from '../api';
import { AttachedFigure } from './AttachedFigure';
import { AttachmentLink } from './AttachmentLink';
import { StatementBody } from './StatementBody';
import { isImageAttachment } from './problem-format';

export function ProblemStatement({ problem }: { problem: Problem }) {
  return (
    <section
      aria-label="Problem statement"
      className="grid gap-4 rounded-lg border border-slate-200 bg-white p-5 shadow-sm sm:p-8"
    >
      <StatementBody
        body={problem.content?.body ?? ''}
        className="font-serif text-lg leading-relaxed text-slate-900"
      />
      {problem.attachment_path && isImageAttachment(problem.attachment_path) && (
        <AttachedFigure path={problem.attachment_path} />
      )}
      {problem.attachment_path && <AttachmentLink path={problem.attachment_path} />}
    </section>
  );
}
