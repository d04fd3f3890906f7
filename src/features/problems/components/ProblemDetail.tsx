import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { buttonVariants } from '@/components/ui/button-variants';
import { LoadingMessage } from '@/components/ui/loading';
import { paths } from '@/config/paths';
import { InvalidInputError, NotFoundError } from '@/lib/errors';
import { useLocale, useT } from '@/lib/i18n';
import { setShowOriginal, useShowOriginal } from '@/lib/i18n/content-language';
import { problemQueries, type Problem } from '../api';
import { ProblemHeader } from './ProblemHeader';
import { ProblemStatement } from './ProblemStatement';
import { problemMessages } from './problem-messages';

/** PostgREST rejects a malformed uuid with 22P02: for the reader that is a missing problem too. */
function isMissing(error: unknown): boolean {
  return error instanceof NotFoundError || error instanceof InvalidInputError;
}

interface ProblemDetailProps {
  problemId: string;
  /** Reactions, answer card and discussion: composed by the page from their own features. */
  renderExtras: (problem: Problem) => ReactNode;
  /** Above the title: the contest bar of a contest problem. */
  contestBar?: ReactNode;
  /** Opened from a contest: the bar's breadcrumb leads back, not "All problems". */
  fromContest?: boolean;
}

export function ProblemDetail({
  problemId,
  renderExtras,
  contestBar,
  fromContest = false,
}: ProblemDetailProps) {
  const t = useT(problemMessages);
  const query = useQuery(problemQueries.detail(problemId));
  // The statement in the reader's language when an author added it (issue 26); English is the
  // original's language, so English readers ask for nothing.
  const locale = useLocale();
  const translation = useQuery({
    ...problemQueries.translation(problemId, locale),
    enabled: locale !== 'en' && query.isSuccess,
  });
  // One switch for the whole problem: the hints and solution below follow it too.
  const showOriginal = useShowOriginal(problemId);
  if (query.isPending) return <LoadingMessage label={t.loadingProblem} />;
  if (query.isError) {
    return (
      <div className="flex flex-col items-center gap-4 py-16 text-center">
        <h1 className="font-serif text-2xl font-semibold text-slate-900">
          {isMissing(query.error) ? t.notFound : t.loadFailed}
        </h1>
        {!isMissing(query.error) && <p className="text-slate-600">{t.tryLater}</p>}
        <Link to={paths.problems} className={buttonVariants({ variant: 'outline' })}>
          {t.back}
        </Link>
      </div>
    );
  }

  const problem = query.data;
  const translated = translation.data && !showOriginal ? translation.data : null;
  return (
    // One column that never grows past the page (minmax(0, 1fr)): wide content scrolls or wraps.
    <article className="grid grid-cols-1 gap-8">
      {!fromContest && (
        <Link
          to={paths.problems}
          className="text-sm font-medium text-blue-800 underline-offset-4 hover:underline"
        >
          <span aria-hidden="true" className="inline-block rtl:rotate-180">
            ←
          </span>{' '}
          {t.all}
        </Link>
      )}
      {contestBar}
      <ProblemHeader problem={problem} title={translated?.title} />
      {translation.data && (
        <p className="-mb-4 flex flex-wrap items-center gap-x-3 text-sm text-slate-600">
          {translated && <span>{t.translated}</span>}
          <button
            type="button"
            className="font-medium text-blue-800 underline-offset-4 hover:underline"
            aria-pressed={showOriginal}
            onClick={() => setShowOriginal(problemId, !showOriginal)}
            data-testid="show-original"
          >
            {showOriginal ? t.showTranslation : t.showOriginal}
          </button>
        </p>
      )}
      <ProblemStatement
        problem={problem}
        statement={translated?.statement}
        lang={translated ? translation.data?.locale : undefined}
      />
      {renderExtras(problem)}
    </article>
  );
}
