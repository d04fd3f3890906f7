// Issue 25 point 1, decision 0063: in an "after the end" contest, answers are received and the last
// one counts, and nobody (the student, another student, a throwaway account, a visitor) learns
// whether an answer is right before the end by any path. From the end the results, scores and
// board appear, graded by the same key check as everywhere.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anonClient, type SignedUpUser } from './support/clients';
import {
  closeDatabase,
  createContest,
  createProblem,
  dbNow,
  moveContest,
  service,
  userWith,
} from './contests-fixtures';

const HOUR = 3_600_000;

interface Answer {
  id: string;
  status: string;
  marks_awarded: number | null;
  auto_graded: boolean;
  contest_id: string | null;
  sealed_until: string | null;
  content: string;
}

let author: SignedUpUser;
let admin: SignedUpUser;
let student: SignedUpUser;
let other: SignedUpUser;
let throwaways: SignedUpUser[];
let keyed: string;
let proof: string;
let contestId: string;
let end: number;

afterAll(async () => {
  await closeDatabase();
});

async function submit(who: SignedUpUser, problemId: string, content: string): Promise<Answer> {
  const { data, error } = await who.client.rpc('submit_answer', { problem_id: problemId, content });
  if (error) throw new Error(error.message);
  return data as Answer;
}

async function ownAnswers(who: SignedUpUser, problemId: string): Promise<Answer[]> {
  const { data, error } = await who.client
    .from('answers')
    .select('*')
    .eq('problem_id', problemId)
    .order('submitted_at');
  if (error) throw new Error(error.message);
  return data as Answer[];
}

async function board(client: SignedUpUser['client']) {
  const { data, error } = await client.rpc('contest_scoreboard', {
    contest_id: contestId,
    page: 1,
    page_size: 50,
  });
  if (error) throw new Error(error.message);
  return data as {
    sealed?: boolean;
    participants: number;
    rows: { user_id: string; total: number; rank: number }[];
    me: Record<string, unknown> | null;
  };
}

async function profile(id: string) {
  const { data } = await service
    .from('profiles')
    .select('score, problems_solved')
    .eq('id', id)
    .single();
  return data as { score: number; problems_solved: number };
}

beforeAll(async () => {
  [author, admin, student, other, ...throwaways] = await Promise.all([
    userWith('instructor'),
    userWith('admin'),
    userWith('contestant'),
    userWith('contestant'),
    userWith('contestant'),
    userWith('contestant'),
  ]);
  keyed = await createProblem(author, { key: ['5'], marks: 7, title: 'Sealed keyed problem' });
  proof = await createProblem(author, { marks: 7, title: 'Sealed proof problem' });
  const now = await dbNow();
  end = now + HOUR;
  contestId = await createContest(now - HOUR, end, [keyed, proof], 'After the end', 'after_end');
  for (const who of [student, other]) {
    const { error } = await who.client.rpc('register_for_contest', { contest_id: contestId });
    expect(error).toBeNull();
  }
});

describe('an "after the end" contest while it runs', () => {
  it('receives an answer without checking it, and the last one replaces the first', async () => {
    const wrong = await submit(student, keyed, '4');
    expect(wrong).toMatchObject({
      status: 'submitted',
      marks_awarded: null,
      auto_graded: false,
      contest_id: contestId,
    });
    expect(new Date(wrong.sealed_until!).getTime()).toBe(end);
    const right = await submit(student, keyed, '5');
    expect(right).toMatchObject({ id: wrong.id, content: '5', status: 'submitted' });
    expect(right.marks_awarded).toBeNull();
    const rows = await ownAnswers(student, keyed);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ content: '5', status: 'submitted', marks_awarded: null });
    await submit(other, keyed, '4');
    await submit(student, proof, 'A proof.');
  });

  it('replaces a held proof and its pages with the next one sent with pages', async () => {
    const pageOf = async (key: string) => {
      const path = `${student.userId}/${key}/${randomUUID()}.jpg`;
      const bytes = new Uint8Array(64);
      bytes.set([0xff, 0xd8, 0xff, 0xe0]);
      const { error } = await student.client.storage
        .from('answer-pages')
        .upload(path, new Blob([bytes], { type: 'image/jpeg' }));
      if (error) throw new Error(error.message);
      return path;
    };
    const sendPages = async () => {
      const key = randomUUID();
      const sent = await student.client.rpc('submit_answer_pages', {
        problem_id: proof,
        content: '',
        idempotency_key: key,
        pages: [await pageOf(key)],
      });
      expect(sent.error).toBeNull();
      return sent.data as Answer;
    };
    const firstSent = await sendPages();
    const secondSent = await sendPages();
    expect(secondSent.id).toBe(firstSent.id);
    expect(secondSent).toMatchObject({ status: 'submitted', page_count: 1 });
    const { data: pages } = await student.client
      .from('answer_pages')
      .select('object_path')
      .eq('answer_id', secondSent.id);
    expect(pages).toHaveLength(1);
    expect(await ownAnswers(student, proof)).toHaveLength(1);
  });

  it('tells throwaway accounts nothing: right and wrong guesses look the same everywhere', async () => {
    const [a, b] = throwaways as [SignedUpUser, SignedUpUser];
    // Not registered: their answers are held too.
    const guessRight = await submit(a, keyed, '5');
    const guessWrong = await submit(b, keyed, '6');
    for (const guess of [guessRight, guessWrong]) {
      expect(guess).toMatchObject({ status: 'submitted', marks_awarded: null, auto_graded: false });
    }
    for (const who of [a, b]) {
      const state = await who.client.rpc('my_answer_state', { problem_id: keyed });
      expect(state.error).toBeNull();
      // A wrong answer costs no visible attempt.
      expect(state.data).toMatchObject({ wrong_attempts: 0 });
      expect(new Date((state.data as { results_at: string }).results_at).getTime()).toBe(end);
      const practice = await who.client.rpc('problem_practice', { problem_id: keyed });
      expect((practice.data as { status: string }).status).toBe('attempted');
      const rows = await ownAnswers(who, keyed);
      expect(rows.map((r) => [r.status, r.marks_awarded])).toEqual([['submitted', null]]);
      expect(await profile(who.userId)).toEqual({ score: 0, problems_solved: 0 });
    }
    // Nine more wrong guesses would have used up the attempts in practice: still accepted.
    for (const guess of ['1', '2', '3']) await submit(b, keyed, guess);
    const capState = await b.client.rpc('my_answer_state', { problem_id: keyed });
    expect(capState.data).toMatchObject({ wrong_attempts: 0 });
  });

  it("shows no student another's answers, and no total on the board to anyone", async () => {
    expect(await ownAnswers(other, keyed)).toHaveLength(1);
    const { data } = await other.client.from('answers').select('id').eq('user_id', student.userId);
    expect(data).toEqual([]);
    for (const client of [anonClient(), student.client, other.client, admin.client]) {
      const seen = await board(client);
      expect(seen.sealed).toBe(true);
      expect(seen.rows).toEqual([]);
      expect(seen.participants).toBe(2);
      if (seen.me) expect(Object.keys(seen.me).sort()).toEqual(['counts', 'registered_at']);
    }
    const { data: regs } = await service
      .from('contest_registrations')
      .select('total_marks, solved_count')
      .eq('contest_id', contestId);
    expect(regs).toEqual([
      { total_marks: 0, solved_count: 0 },
      { total_marks: 0, solved_count: 0 },
    ]);
  });

  it('moves no score, solver count, solution, comment unlock nor notice', async () => {
    expect(await profile(student.userId)).toEqual({ score: 0, problems_solved: 0 });
    const { data: problem } = await service
      .from('problems')
      .select('solver_count')
      .eq('id', keyed)
      .single();
    expect(problem).toEqual({ solver_count: 0 });
    const practice = await student.client.rpc('problem_practice', { problem_id: keyed });
    expect(practice.data).toMatchObject({ status: 'attempted', locked: true });
    const { count } = await service
      .from('notices')
      .select('*', { count: 'exact', head: true })
      .eq('user_id', student.userId);
    expect(count).toBe(0);
  });

  it('keeps graders and a key change from grading a held answer before the end', async () => {
    const queue = await admin.client.rpc('grading_queue_problems');
    expect((queue.data as { problem_id: string }[]).map((q) => q.problem_id)).not.toContain(proof);
    const [held] = await ownAnswers(student, proof);
    const refused = await admin.client.rpc('grade_answer', {
      answer_id: held!.id,
      marks: 7,
      feedback: null,
      expected_version: null,
    });
    expect(refused.error?.message).toBe(
      'This answer was sent in a contest whose results come at the end: it can be graded once the contest has ended.',
    );
    // A key change regrades answers, but not the held ones.
    const rekey = await author.client.rpc('set_answer_key', { problem_id: keyed, answers: ['5'] });
    expect(rekey.error).toBeNull();
    const changed = await author.client.rpc('set_answer_key', {
      problem_id: keyed,
      answers: ['5', '6'],
    });
    expect(changed.error).toBeNull();
    expect((await ownAnswers(student, keyed))[0]).toMatchObject({ status: 'submitted' });
    const back = await author.client.rpc('set_answer_key', { problem_id: keyed, answers: ['5'] });
    expect(back.error).toBeNull();
    expect((await ownAnswers(student, proof))[0]).toMatchObject({
      status: 'submitted',
      marks_awarded: null,
    });
  });

  it('releases nothing before the end, whoever asks', async () => {
    const released = await anonClient().rpc('release_due_results');
    expect(released.error).toBeNull();
    expect((await ownAnswers(student, keyed))[0]).toMatchObject({ status: 'submitted' });
  });
});

describe('the same contest from its end', () => {
  beforeAll(async () => {
    const now = await dbNow();
    await moveContest(contestId, now - 2 * HOUR, now - 1000);
    // The stack's scheduled job may release them first (see the last test); either way, once.
    const released = await anonClient().rpc('release_due_results');
    expect(released.error).toBeNull();
  });

  it('grades the last answer of each student by the key', async () => {
    expect((await ownAnswers(student, keyed))[0]).toMatchObject({
      content: '5',
      status: 'correct',
      marks_awarded: 7,
      auto_graded: true,
      sealed_until: null,
    });
    expect((await ownAnswers(other, keyed))[0]).toMatchObject({ status: 'incorrect' });
    expect((await ownAnswers(throwaways[0]!, keyed))[0]).toMatchObject({ status: 'correct' });
    // The throwaway's last guess ('3') is the one that counts.
    const last = await ownAnswers(throwaways[1]!, keyed);
    expect(last.map((r) => [r.content, r.status])).toEqual([['3', 'incorrect']]);
  });

  it('shows the board, scores and solver count', async () => {
    const seen = await board(anonClient());
    expect(seen.sealed).toBeUndefined();
    expect(seen.rows.map((r) => [r.user_id, r.total, r.rank])).toEqual([
      [student.userId, 7, 1],
      [other.userId, 0, 2],
    ]);
    expect(await profile(student.userId)).toEqual({ score: 7, problems_solved: 1 });
    const { data: problem } = await service
      .from('problems')
      .select('solver_count')
      .eq('id', keyed)
      .single();
    expect(problem).toEqual({ solver_count: 2 });
  });

  it('sends the proof to the graders, who may grade it now', async () => {
    const queue = await admin.client.rpc('grading_queue_problems');
    expect((queue.data as { problem_id: string }[]).map((q) => q.problem_id)).toContain(proof);
    const [held] = await ownAnswers(student, proof);
    const graded = await admin.client.rpc('grade_answer', {
      answer_id: held!.id,
      marks: 5,
      feedback: null,
      expected_version: null,
    });
    expect(graded.error).toBeNull();
    const seen = await board(student.client);
    expect(seen.rows[0]).toMatchObject({ user_id: student.userId, total: 12 });
  });

  it('checks answers at once after the end', async () => {
    const late = await submit(other, keyed, '5');
    expect(late).toMatchObject({ status: 'correct', contest_id: null, sealed_until: null });
  });
});

describe('choosing the results mode', () => {
  it('defaults new contests to after the end and refuses a change once started', async () => {
    const now = await dbNow();
    const made = await admin.client.rpc('save_contest', {
      contest_id: null,
      payload: {
        title: 'Mode default',
        start_time: new Date(now + HOUR).toISOString(),
        end_time: new Date(now + 2 * HOUR).toISOString(),
        problem_ids: [],
      },
    });
    expect(made.error).toBeNull();
    expect((made.data as { results_mode: string }).results_mode).toBe('after_end');
    const bad = await admin.client.rpc('save_contest', {
      contest_id: (made.data as { id: string }).id,
      payload: { results_mode: 'sometimes' },
    });
    expect(bad.error?.message).toBe('Results come either instantly or after the end.');
    const started = await createContest(now - HOUR, now + HOUR, [], 'Started mode', 'after_end');
    const refused = await admin.client.rpc('save_contest', {
      contest_id: started,
      payload: { results_mode: 'instant' },
    });
    expect(refused.error?.message).toBe(
      'When results appear cannot change once the contest has started.',
    );
    const { data } = await service
      .from('contests')
      .select('results_mode')
      .eq('id', started)
      .single();
    expect(data).toEqual({ results_mode: 'after_end' });
  });
});

describe('results of an ended contest nobody opens', () => {
  it('are released by the scheduled job within seconds of the end', async () => {
    const problem = await createProblem(author, {
      key: ['12'],
      marks: 7,
      title: 'Unopened sealed',
    });
    const now = await dbNow();
    const unopened = await createContest(
      now - HOUR,
      now + HOUR,
      [problem],
      'Unopened',
      'after_end',
    );
    const { error } = await student.client.rpc('register_for_contest', { contest_id: unopened });
    expect(error).toBeNull();
    expect(await submit(student, problem, '12')).toMatchObject({ status: 'submitted' });
    await moveContest(unopened, now - 2 * HOUR, (await dbNow()) - 1000);
    // Nobody calls release_due_results: the job the stack runs every second (on hosted, the
    // scheduled send-notices function) grades it.
    let answer: Answer | undefined;
    for (let tries = 0; tries < 40; tries += 1) {
      answer = (await ownAnswers(student, problem))[0];
      if (answer?.status !== 'submitted') break;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    expect(answer).toMatchObject({ status: 'correct', marks_awarded: 7, sealed_until: null });
  });
});
