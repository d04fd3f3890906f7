import { lazy, Suspense } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { AfterFirstPaint } from '@/components/AfterFirstPaint';
import { SectionErrorBoundary } from '@/components/errors/SectionErrorBoundary';
import { buttonVariants } from '@/components/ui/button-variants';
import { paths } from '@/config/paths';
import { useAuth } from '@/features/auth';
import { practiceQueries } from '@/features/practice/api';
import { AttachmentLink } from '@/features/problems/components/AttachmentLink';
import { SpoilerLockLoading } from '@/features/contests/components/SpoilerLockLoading';
import { ProblemDetail } from '@/features/problems/components/ProblemDetail';
import { canEditProblem } from '@/features/problems/components/problem-permissions';
import { useFirstPagePainted } from '@/lib/first-page';
import { useT } from '@/lib/i18n';
import { problemPageMessages } from './problem-page-messages';
import { useContentLocale } from '@/lib/i18n/content-language';

// The contest bar, reactions and discussion show what supabase-js fetches, after the statement
// has painted anyway: their code (contests, dates, comments) comes then too, not before the
// statement (issue 27: the page's first screen in one round of requests on a slow link). Each
// stands in with what it shows while loading, so nothing moves when it arrives.
const ContestBar = lazy(() =>
  import('@/features/contests/components/ContestBar').then((module) => ({
    default: module.ContestBar,
  })),
);
const SpoilerLock = lazy(() =>
  import('@/features/contests/components/SpoilerLock').then((module) => ({
    default: module.SpoilerLock,
  })),
);
const ReactionBar = lazy(() =>
  import('@/features/reactions/components/ReactionBar').then((module) => ({
    default: module.ReactionBar,
  })),
);
const Discussion = lazy(() =>
  import('@/features/comments/components/Discussion').then((module) => ({
    default: module.Discussion,
  })),
);

// Only students get the answer card: its form libraries (react-hook-form, zod) load with it.
const SubmitAnswerCard = lazy(() =>
  import('@/features/answers/components/SubmitAnswerCard').then((module) => ({
    default: module.SubmitAnswerCard,
  })),
);
const MyAttempts = lazy(() =>
  import('@/features/answers/components/MyAttempts').then((module) => ({
    default: module.MyAttempts,
  })),
);
// Hints, giving up, the solution and the next problem: loaded after the statement.
// "Learn the idea": the published notes that embed this problem (issue 23).
const LearnTheIdea = lazy(() =>
  import('@/features/notes/components/LearnTheIdea').then((module) => ({
    default: module.LearnTheIdea,
  })),
);
const PracticePanel = lazy(() =>
  import('@/features/practice/components/PracticePanel').then((module) => ({
    default: module.PracticePanel,
  })),
);

export default function ProblemDetailPage() {
  const { id = '' } = useParams();
  const t = useT(problemPageMessages);
  // Opened from a contest (?contest=): the contest bar names it (else the running one, if any).
  const [search] = useSearchParams();
  const fromContest = search.get('contest');
  const { status, user, profile } = useAuth();
  // Hints and the solution come just after the statement has painted, not in its way.
  const firstPagePainted = useFirstPagePainted();
  const isStudent = profile?.role === 'contestant';
  // The same query the practice panel runs (one request): a give-up closes the answer card.
  const practice = useQuery({
    ...practiceQueries.problem(id, user?.id ?? null, useContentLocale(id)),
    enabled: isStudent && Boolean(id),
  });
  const gaveUp = Boolean(practice.data?.gave_up_at);

  return (
    <section className="mx-auto max-w-4xl px-4 py-10 sm:px-6">
      <ProblemDetail
        problemId={id}
        fromContest={Boolean(fromContest)}
        contestBar={
          <AfterFirstPaint>
            <ContestBar problemId={id} preferredContestId={fromContest} />
          </AfterFirstPaint>
        }
        renderExtras={(problem) => (
          <>
            {canEditProblem(profile, problem.created_by) && (
              <div>
                <Link
                  to={paths.editProblem(problem.id)}
                  className={buttonVariants({ variant: 'outline', size: 'sm' })}
                >
                  {t.editProblem}
                </Link>
              </div>
            )}
            <SectionErrorBoundary name={t.reactionsSection}>
              <AfterFirstPaint placeholder={reactionsReserve}>
                <SpoilerLock problemId={problem.id} notice={false} reserve={reactionsReserve}>
                  <ReactionBar problemId={problem.id} />
                </SpoilerLock>
              </AfterFirstPaint>
            </SectionErrorBoundary>
            {isStudent && profile && (
              <SectionErrorBoundary name={t.answerSection}>
                {/* Separate boundaries: the answer box never waits for the attempts' chunk. */}
                {!gaveUp && (
                  <Suspense fallback={null}>
                    <SubmitAnswerCard problemId={problem.id} marks={problem.marks} />
                  </Suspense>
                )}
                <Suspense fallback={null}>
                  <MyAttempts userId={profile.id} problemId={problem.id} marks={problem.marks} />
                </Suspense>
              </SectionErrorBoundary>
            )}
            {status === 'anonymous' && (
              <p className="rounded-md border border-slate-200 bg-slate-50 px-4 py-3 text-sm text-slate-700">
                {t.logInToAnswer}
              </p>
            )}
            {status !== 'loading' && firstPagePainted && (
              <SectionErrorBoundary name={t.practiceSection}>
                <Suspense fallback={null}>
                  <PracticePanel
                    problemId={problem.id}
                    renderAttachment={(path) => <AttachmentLink path={path} />}
                  />
                </Suspense>
              </SectionErrorBoundary>
            )}
            {firstPagePainted && (
              <SectionErrorBoundary name={t.notesSection}>
                <Suspense fallback={null}>
                  <LearnTheIdea problemId={problem.id} />
                </Suspense>
              </SectionErrorBoundary>
            )}
            <SectionErrorBoundary name={t.discussionSection}>
              <AfterFirstPaint placeholder={<SpoilerLockLoading />}>
                <SpoilerLock problemId={problem.id}>
                  <Discussion problemId={problem.id} />
                </SpoilerLock>
              </AfterFirstPaint>
            </SectionErrorBoundary>
          </>
        )}
      />
    </section>
  );
}

/** The reaction bar's place while it loads (its height), so the page below does not move. */
const reactionsReserve = <div aria-hidden="true" className="h-9" />;
