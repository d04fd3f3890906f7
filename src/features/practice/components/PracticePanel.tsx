import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { MathText } from '@/components/math/MathText';
import { SolveStatusBadge } from '@/components/SolveStatusBadge';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useAuth } from '@/features/auth';
import { errorMessage } from '@/lib/errors';
import { messages, useT } from '@/lib/i18n';
import { formatDate } from '@/lib/i18n/format';
import { fill, withParts } from '@/lib/i18n/text';
import { useContentLocale } from '@/lib/i18n/content-language';
import { toast } from '@/lib/toast';
import { practiceQueries, useRevealNextHint, type ProblemPractice } from '../api';
import { GiveUpButton } from './GiveUpButton';
import { domainName, domainNames } from '@/components/domain-names';
import { HintList } from './HintList';

const practiceMessages = messages('practicePanel', {
  title: 'Hints and solution',
  revealFailed: 'Could not reveal the hint',
  hints: 'Hints',
  shownOf: '{shown} of {count} revealed',
  revealing: 'Revealing...',
  reveal: 'Reveal hint {number}',
  solution: 'Solution',
  opensOnceSolved: 'The official solution opens once you solve this problem.',
  logInToRead: 'Log in and solve this problem to read its official solution.',
  gaveUp: 'You gave up on this problem on {date}: answers to it are closed.',
  locked: 'Hints and the solution are locked while this problem is in a running contest.',
  next: 'Next problem: {link} {details}',
  nextDetails: '({topic}, {difficulty})',
});

interface PracticePanelProps {
  problemId: string;
  /** The page supplies the attachment link (it belongs to the problems feature). */
  renderAttachment: (path: string) => ReactNode;
}

function HintsSection({ problemId, practice }: { problemId: string; practice: ProblemPractice }) {
  const t = useT(practiceMessages);
  const reveal = useRevealNextHint();
  // Once the solution is open a hint has nothing left to give (issue 29, point 15).
  const canReveal = practice.can_reveal_hint && !practice.solution;
  const shown = practice.hints.length;
  const next = shown + 1;

  async function revealNext() {
    try {
      await reveal.mutateAsync(problemId);
    } catch (failure) {
      toast({
        title: t.revealFailed,
        description: errorMessage(failure),
        variant: 'destructive',
      });
    }
  }

  return (
    <div className="grid gap-3">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 className="font-semibold text-slate-900">{t.hints}</h3>
        <p className="text-sm text-slate-600">
          {fill(t.shownOf, { shown, count: practice.hint_count })}
        </p>
      </div>
      <HintList hints={practice.hints} />
      {canReveal && (
        <Button
          variant="secondary"
          className="justify-self-start"
          onClick={() => void revealNext()}
          disabled={reveal.isPending}
        >
          {reveal.isPending ? t.revealing : fill(t.reveal, { number: next })}
        </Button>
      )}
    </div>
  );
}

function SolutionSection({
  problemId,
  practice,
  renderAttachment,
  signedIn,
}: {
  problemId: string;
  practice: ProblemPractice;
  renderAttachment: (path: string) => ReactNode;
  signedIn: boolean;
}) {
  const t = useT(practiceMessages);
  if (practice.solution) {
    return (
      <div className="grid gap-3">
        <h3 className="font-semibold text-slate-900">{t.solution}</h3>
        <div className="rounded-md border border-emerald-200 bg-emerald-50/40 px-4 py-3">
          <MathText
            text={practice.solution.body}
            className="leading-relaxed text-slate-900 [unicode-bidi:plaintext]"
          />
        </div>
        {practice.solution.attachment_path && renderAttachment(practice.solution.attachment_path)}
      </div>
    );
  }
  if (!practice.has_solution || practice.locked) return null;
  if (practice.can_give_up) return <GiveUpButton problemId={problemId} />;
  return <p className="text-sm text-slate-600">{signedIn ? t.opensOnceSolved : t.logInToRead}</p>;
}

/** Hints revealed on request, giving up, the solution when earned, and the next problem. */
export function PracticePanel({ problemId, renderAttachment }: PracticePanelProps) {
  const t = useT(practiceMessages);
  const names = useT(domainNames);
  const { user, profile } = useAuth();
  const query = useQuery(
    practiceQueries.problem(problemId, user?.id ?? null, useContentLocale(problemId)),
  );
  const practice = query.data;
  if (!practice) return null;

  const isStudent = profile?.role === 'contestant';
  const showHints =
    practice.hint_count > 0 &&
    (practice.hints.length > 0 || (isStudent && !practice.solution)) &&
    !practice.locked;
  // Giving up is its own state, not an attempt (issue 29, point 15).
  const status = practice.gave_up_at && practice.status !== 'solved' ? 'gave_up' : practice.status;
  const hasContent =
    showHints || practice.has_solution || practice.locked || practice.status !== null;
  if (!hasContent || (!isStudent && !practice.solution && practice.hints.length === 0)) return null;

  return (
    <section
      aria-labelledby="practice-heading"
      className="grid gap-5 rounded-lg border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="practice-heading" className="font-serif text-xl font-semibold text-slate-900">
          {t.title}
        </h2>
        {isStudent && status && <SolveStatusBadge status={status} />}
      </div>
      {practice.gave_up_at && (
        <p className="rounded-md border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-950">
          {fill(t.gaveUp, { date: formatDate(practice.gave_up_at, 'MMMM d, yyyy') })}
        </p>
      )}
      {practice.locked && !practice.solution && (
        <p className="rounded-md border border-slate-200 bg-slate-50 px-4 py-3 text-sm text-slate-700">
          {t.locked}
        </p>
      )}
      {showHints && <HintsSection problemId={problemId} practice={practice} />}
      <SolutionSection
        problemId={problemId}
        practice={practice}
        renderAttachment={renderAttachment}
        signedIn={Boolean(user)}
      />
      {practice.status === 'solved' && practice.next_problem && (
        <p className="text-sm text-slate-700">
          {withParts(t.next, {
            link: (
              <Link
                to={paths.problem(practice.next_problem.id)}
                dir="auto"
                className="font-medium text-blue-800 underline-offset-4 hover:underline"
              >
                {practice.next_problem.title}
              </Link>
            ),
            details: (
              <span className="text-slate-500">
                {fill(t.nextDetails, {
                  topic: domainName(names, practice.next_problem.topic),
                  difficulty: domainName(names, practice.next_problem.difficulty),
                })}
              </span>
            ),
          })}
        </p>
      )}
    </section>
  );
}
