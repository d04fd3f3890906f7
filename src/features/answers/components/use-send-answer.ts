import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';
import { useAuth } from '@/features/auth';
import { locale } from '@/lib/i18n';
import { errorMessage } from '@/lib/errors';
import { queueAnswer } from '@/lib/offline/waiting-answers';
import { toast } from '@/lib/toast';
import { answerQueries, useSubmitAnswer } from '../api';
import { isDropped } from '../pages-api';
import { fromDecimalComma } from '../reading/decimal-comma';
import { answerMessages } from './answer-messages';
import { describeVerdict, receivedVerdict, serverMessage, type Verdict } from './answer-verdict';
import type { useAnswerPages } from './pages/use-answer-pages';

interface SendAnswerOptions {
  problemId: string;
  marks: number;
  pages: ReturnType<typeof useAnswerPages>;
  /** Refetches the box's state (attempts, held results) after a held answer is received. */
  refetchState: () => unknown;
  /** Empties the box once an answer waits on the device. */
  clear: () => void;
}

/**
 * Sending an answer and what the card says afterwards: the verdict line, how a wrong answer was
 * read, a contest answer that counted as practice; offline, the answer waits on the device.
 */
export function useSendAnswer({ problemId, marks, pages, refetchState, clear }: SendAnswerOptions) {
  const { user } = useAuth();
  const submit = useSubmitAnswer();
  const [verdict, setVerdict] = useState<Verdict | null>(null);
  const [wrongAnswer, setWrongAnswer] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [practiceNote, setPracticeNote] = useState(false);
  const previous = useQuery({ ...answerQueries.mine(user?.id ?? ''), enabled: Boolean(user) });
  const contestId = useSearchParams()[0].get('contest');

  async function send(typed: string) {
    const t = answerMessages.get();
    if (!user) {
      toast({ title: t.loginToSubmit, variant: 'destructive' });
      return;
    }
    const alreadySolved = (previous.data ?? []).some(
      (submission) => submission.problems?.id === problemId && submission.status === 'correct',
    );
    setVerdict(null);
    setWrongAnswer(null);
    setPracticeNote(false);
    setSending(true);
    // 0,5 in French and Arabic is sent as the checker reads it: 0.5 (never in English).
    const answer = fromDecimalComma(typed, locale.get());
    // Offline (or when the request never got an answer) the answer waits on the device, its
    // pages too, and is sent once, by its key (issue 27, decision 0070).
    const withPages = pages.enabled && pages.pages.length > 0;
    const waitingAnswer = {
      userId: user.id,
      problemId,
      content: answer,
      contestId,
      queuedAt: new Date().toISOString(),
    };
    const textKey = crypto.randomUUID();
    const keep = async () => {
      try {
        if (withPages) await pages.keep(waitingAnswer);
        else queueAnswer({ ...waitingAnswer, key: textKey });
        clear();
      } catch (failure) {
        toast({ title: t.failed, description: errorMessage(failure), variant: 'destructive' });
      }
    };
    try {
      if (!navigator.onLine) {
        await keep();
        return;
      }
      const row = withPages
        ? await pages.send(answer)
        : await submit.mutateAsync({ problemId, content: answer, key: textKey });
      // A contest answer that reached the server after the end (a sitting's answers are tagged
      // with the sitting instead) counted as practice: say so.
      if (contestId && !row.contest_id && !row.virtual_participation_id) setPracticeNote(true);
      if (row.sealed_until) {
        // Results at the end: received, not checked; nothing here says whether it is right.
        setVerdict(receivedVerdict(row.sealed_until));
        void refetchState();
        return;
      }
      const next = describeVerdict(row.status, marks, alreadySolved);
      setVerdict(next);
      if (row.status === 'incorrect') setWrongAnswer(answer);
      if (next.toastDescription) {
        toast({ title: t.submitted, description: next.toastDescription });
      }
    } catch (failure) {
      if (isDropped(failure)) {
        await keep();
        return;
      }
      toast({
        title: t.failed,
        description: serverMessage(failure),
        variant: 'destructive',
      });
    } finally {
      setSending(false);
    }
  }

  return { send, verdict, wrongAnswer, sending, practiceNote };
}
