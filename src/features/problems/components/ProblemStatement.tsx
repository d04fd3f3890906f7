import { useT } from '@/lib/i18n';
import type { Problem } from '../api';
import { AttachedFigure } from './AttachedFigure';
import { AttachmentLink } from './AttachmentLink';
import { StatementBody } from './StatementBody';
import { isImageAttachment } from './problem-format';
import { problemMessages } from './problem-messages';

interface ProblemStatementProps {
  problem: Problem;
  /** The statement in the reader's language (issue 26), in place of the original. */
  statement?: string;
  /** Its language; the original is English. */
  lang?: string;
}

export function ProblemStatement({ problem, statement, lang }: ProblemStatementProps) {
  const t = useT(problemMessages);
  return (
    <section
      aria-label={t.statement}
      lang={lang ?? 'en'}
      className="grid gap-4 rounded-lg border border-slate-200 bg-white p-5 shadow-sm sm:p-8"
    >
      <StatementBody
        body={statement ?? problem.content?.body ?? ''}
        className="font-serif text-lg leading-relaxed text-slate-900"
      />
      {problem.attachment_path && isImageAttachment(problem.attachment_path) && (
        <AttachedFigure path={problem.attachment_path} />
      )}
      {problem.attachment_path && <AttachmentLink path={problem.attachment_path} />}
    </section>
  );
}
