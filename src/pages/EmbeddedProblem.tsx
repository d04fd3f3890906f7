import { lazy, Suspense } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { SectionErrorBoundary } from '@/components/errors/SectionErrorBoundary';
import { paths } from '@/config/paths';
import { useAuth } from '@/features/auth';
import { practiceQueries } from '@/features/practice/api';
import { problemQueries } from '@/features/problems/api';
import { AttachmentLink } from '@/features/problems/components/AttachmentLink';
import { ProblemStatement } from '@/features/problems/components/ProblemStatement';
import { useT } from '@/lib/i18n';
import { fill } from '@/lib/i18n/text';
import { notePageMessages } from './note-page-messages';
import { problemPageMessages } from './problem-page-messages';

// The same answer card and practice panel as the problem's own page (issue 23 point 1).
const SubmitAnswerCard = lazy(() =>
  import('@/features/answers/components/SubmitAnswerCard').then((module) => ({
    default: module.SubmitAnswerCard,
  })),
);
const PracticePanel = lazy(() =>
  import('@/features/practice/components/PracticePanel').then((module) => ({
    default: module.PracticePanel,
  })),
);

/**
 * A problem block: the problem as the problems policies give it to this reader. A hidden or
 * contest-locked problem comes back as no row, and the block says only that.
 */
export function EmbeddedProblem({ id }: { id: string }) {
  const { status, user, profile } = useAuth();
  const problem = useQuery(problemQueries.detail(id));
  const isStudent = profile?.role === 'contestant';
  const t = useT(notePageMessages);
  const p = useT(problemPageMessages);
  const practice = useQuery({
    ...practiceQueries.problem(id, user?.id ?? null),
    enabled: isStudent,
  });
  if (problem.isPending) return <p className="text-sm text-slate-600">{t.loadingProblem}</p>;
  if (problem.isError) {
    return (
      <p className="rounded-md border border-dashed border-slate-300 p-4 text-sm text-slate-600">
        {t.unavailable}
      </p>
    );
  }
  const data = problem.data;
  return (
    <section
      aria-label={fill(t.problemLabel, { title: data.title })}
      className="grid gap-4 rounded-lg border-2 border-blue-100 bg-blue-50/40 p-3 sm:p-4"
    >
      <h3 className="font-serif text-xl font-semibold text-slate-900" dir="auto">
        <Link to={paths.problem(data.id)} className="underline-offset-4 hover:underline">
          {data.title}
        </Link>
      </h3>
      <ProblemStatement problem={data} />
      <div className="print-hide grid gap-4">
        {isStudent && !practice.data?.gave_up_at && (
          <SectionErrorBoundary name={p.answerSection}>
            <Suspense fallback={null}>
              <SubmitAnswerCard problemId={data.id} marks={data.marks} />
            </Suspense>
          </SectionErrorBoundary>
        )}
        {status === 'anonymous' && <p className="text-sm text-slate-700">{p.logInToAnswer}</p>}
        {status !== 'loading' && (
          <SectionErrorBoundary name={p.practiceSection}>
            <Suspense fallback={null}>
              <PracticePanel
                problemId={data.id}
                renderAttachment={(path) => <AttachmentLink path={path} />}
              />
            </Suspense>
          </SectionErrorBoundary>
        )}
      </div>
    </section>
  );
}
