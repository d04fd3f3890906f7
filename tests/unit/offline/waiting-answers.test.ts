// Issue 27 point 3: answers typed offline wait on the device and are sent once, by their key.
import { QueryClient } from '@tanstack/react-query';
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { sendWaitingAnswers, sentLine } from '@/features/answers/waiting';
import {
  isConnectionFailure,
  queueAnswer,
  waitingAnswersOf,
  type WaitingAnswer,
} from '@/lib/offline/waiting-answers';
import { dismissToast, getToasts } from '@/lib/toast';
import { answerRow, problemRow, profiles } from '../msw/fixtures';
import { storeSession } from '../msw/gotrue';
import { pgrstError, pgrstRows, recordingHandler, rpcUrl } from '../msw/postgrest';
import { server } from '../msw/server';

const waiting = (overrides: Partial<WaitingAnswer> = {}): WaitingAnswer => ({
  key: '0b6f5f1e-3c1a-4d2b-9e8f-7a6b5c4d3e2f',
  userId: profiles.student.id,
  problemId: problemRow.id,
  content: '42',
  contestId: null,
  queuedAt: '2026-11-25T10:00:00.000Z',
  ...overrides,
});

afterEach(() => {
  localStorage.clear();
  dismissToast();
});

describe('waiting answers', () => {
  it('are kept per account on the device, once per key', () => {
    queueAnswer(waiting());
    queueAnswer(waiting());
    queueAnswer(waiting({ key: 'another', userId: 'someone-else' }));
    expect(waitingAnswersOf(profiles.student.id)).toEqual([waiting()]);
    expect(waitingAnswersOf('someone-else')).toHaveLength(1);
  });

  it('tell a dropped connection from a refusal', () => {
    expect(isConnectionFailure(new TypeError('Failed to fetch'))).toBe(true);
    expect(
      isConnectionFailure(
        new Error('Error submitting answer occurred. TypeError: Failed to fetch'),
      ),
    ).toBe(true);
    expect(isConnectionFailure(new Error('Too many answers: wait a minute.'))).toBe(false);
  });

  it('are sent with their own key, removed, and the student is told the verdict', async () => {
    storeSession(profiles.student);
    const submit = recordingHandler('post', rpcUrl('submit_answer_pages'), (request) =>
      pgrstRows(request, [{ ...answerRow, status: 'correct', contest_id: null }]),
    );
    server.use(submit.handler);
    queueAnswer(waiting());
    await sendWaitingAnswers(profiles.student.id, new QueryClient());
    expect(submit.requests).toHaveLength(1);
    expect(submit.requests[0]!.body).toEqual({
      problem_id: problemRow.id,
      content: '42',
      idempotency_key: waiting().key,
      pages: [],
    });
    expect(waitingAnswersOf(profiles.student.id)).toEqual([]);
    expect(getToasts()[0]).toMatchObject({
      title: 'Answer Submitted!',
      description: 'Your waiting answer was sent. It is correct.',
    });
  });

  it('stay on the device when the connection is still down', async () => {
    storeSession(profiles.student);
    server.use(http.post(rpcUrl('submit_answer_pages'), () => HttpResponse.error()));
    queueAnswer(waiting());
    await sendWaitingAnswers(profiles.student.id, new QueryClient());
    expect(waitingAnswersOf(profiles.student.id)).toEqual([waiting()]);
  });

  it('a refusal is said and the answer is not kept to be sent again', async () => {
    storeSession(profiles.student);
    server.use(
      recordingHandler('post', rpcUrl('submit_answer_pages'), () =>
        pgrstError(400, 'P0001', 'You have used all 10 attempts at this problem.'),
      ).handler,
    );
    queueAnswer(waiting());
    await sendWaitingAnswers(profiles.student.id, new QueryClient());
    expect(waitingAnswersOf(profiles.student.id)).toEqual([]);
    expect(getToasts()[0]).toMatchObject({
      title: 'Your waiting answer was not accepted',
      variant: 'destructive',
    });
    expect(getToasts()[0]?.description).toContain('You have used all 10 attempts');
  });

  it('a contest answer that arrived after the end is practice, and the student is told', () => {
    const line = sentLine(waiting({ contestId: 'c1' }), {
      ...answerRow,
      status: 'incorrect',
      contest_id: null,
    } as never);
    expect(line).toBe(
      'Your waiting answer was sent. It is incorrect. It reached the server after the contest had ended, so it counts as practice, not for the contest.',
    );
  });
});
