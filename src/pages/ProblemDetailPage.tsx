import { useParams } from 'react-router-dom';
import { SubmitAnswerCard } from '@/features/answers/components/SubmitAnswerCard';
import { useAuth } from '@/features/auth';
import { Discussion } from '@/features/comments/components/Discussion';
import { ProblemDetail } from '@/features/problems/components/ProblemDetail';
import { ReactionBar } from '@/features/reactions/components/ReactionBar';

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
            <ReactionBar problemId={problem.id} />
            {isStudent && <SubmitAnswerCard problemId={problem.id} marks={problem.marks} />}
            {status === 'anonymous' && (
              <p className="rounded-md border border-slate-200 bg-slate-50 px-4 py-3 text-sm text-slate-700">
                Please log in to submit an answer.
              </p>
            )}
            <Discussion problemId={problem.id} />
          </>
        )}
      />
    </section>
  );
}
