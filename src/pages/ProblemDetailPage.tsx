import { lazy, Suspense } from 'react';
import { useParams } from 'react-router-dom';
import { SectionErrorBoundary } from '@/components/errors/SectionErrorBoundary';
import { useAuth } from '@/features/auth';
import { Discussion } from '@/features/comments/components/Discussion';
import { SpoilerLock } from '@/features/contests/components/SpoilerLock';
import { ProblemDetail } from '@/features/problems/components/ProblemDetail';
import { ReactionBar } from '@/features/reactions/components/ReactionBar';

// Only students get the answer card: its form libraries (react-hook-form, zod) load with it.
const SubmitAnswerCard = lazy(() =>
  import('@/features/answers/components/SubmitAnswerCard').then((module) => ({
    default: module.SubmitAnswerCard,
  })),
);

export default function ProblemDetailPage() {
  const { id = '' } = useParams();
  const { status, profile } = useAuth();
  const isStudent = profile?.role === 'contestant';

  return (
    <section className="mx-auto max-w-4xl px-4 py-10 sm:px-6">
      <ProblemDetail
        problemId={id}
        renderExtras={(problem) => (
          <>
            <SectionErrorBoundary name="The reactions">
              <SpoilerLock problemId={problem.id} notice={false}>
                <ReactionBar problemId={problem.id} />
              </SpoilerLock>
            </SectionErrorBoundary>
            {isStudent && (
              <SectionErrorBoundary name="The answer form">
                <Suspense fallback={null}>
                  <SubmitAnswerCard problemId={problem.id} marks={problem.marks} />
                </Suspense>
              </SectionErrorBoundary>
            )}
            {status === 'anonymous' && (
              <p className="rounded-md border border-slate-200 bg-slate-50 px-4 py-3 text-sm text-slate-700">
                Please log in to submit an answer.
              </p>
            )}
            <SectionErrorBoundary name="The discussion">
              <SpoilerLock problemId={problem.id}>
                <Discussion problemId={problem.id} />
              </SpoilerLock>
            </SectionErrorBoundary>
          </>
        )}
      />
    </section>
  );
}
