// Issue 15: no solution or hint reaches anyone who has not earned it, as every role, through
// every table, view, RPC, embed and the attachments bucket; and the ways to earn them work.
import { StorageApiError } from '@supabase/supabase-js';
import { beforeAll, describe, expect, it } from 'vitest';
import { anonClient, type SignedUpUser } from './support/clients';
import {
  HINTS,
  SOLUTION,
  contestWith,
  createPracticeProblem,
  endContest,
  expectNoSecret,
  practiceOf,
  service,
  submit,
  userWith,
} from './practice-fixtures';

let author: SignedUpUser;
let otherInstructor: SignedUpUser;
let admin: SignedUpUser;
let pendingInstructor: SignedUpUser;
let student: SignedUpUser;
let solver: SignedUpUser;
let problemId: string;

type Client = SignedUpUser['client'];

beforeAll(async () => {
  [author, otherInstructor, admin, pendingInstructor, student, solver] = await Promise.all([
    userWith('instructor'),
    userWith('instructor'),
    userWith('admin'),
    userWith('instructor', 'pending'),
    userWith('contestant'),
    userWith('contestant'),
  ]);
  problemId = await createPracticeProblem(author);
});

/** Everyone who has not earned the solution of `problemId` (nor is staff). */
function unearned(): [string, Client][] {
  return [
    ['visitor', anonClient()],
    ['student', student.client],
    ['pending instructor', pendingInstructor.client],
  ];
}

describe('the tables that hold solutions and hints are out of reach', () => {
  it.each(['problem_solutions', 'problem_hints', 'comment_spoilers'])(
    '%s cannot be read from public or private',
    async (table) => {
      for (const [, client] of [...unearned(), ['author', author.client] as [string, Client]]) {
        const direct = await client.from(table).select('*');
        expect(direct.error).not.toBeNull();
        expectNoSecret(direct.data);
        const privateSchema = await client.schema('private').from(table).select('*');
        expect(privateSchema.error).not.toBeNull();
        expectNoSecret(privateSchema.data);
      }
      // Not even the service role reads them over the API.
      const asService = await service.schema('private').from(table).select('*');
      expect(asService.error).not.toBeNull();
    },
  );

  it('no embed from problems, the progress view or contests reaches them', async () => {
    const attempts = [
      ['problems', '*, problem_solutions(*)'],
      ['problems', '*, problem_hints(*)'],
      ['problems_with_progress', '*, problem_solutions(*)'],
      ['problems_with_progress', '*, problem_hints(*)'],
      ['contests', '*, contest_problems(problems(*, problem_hints(*)))'],
    ] as const;
    for (const [, client] of unearned()) {
      for (const [table, select] of attempts) {
        const result = await client.from(table).select(select).limit(5);
        expect(result.error, `${table}?select=${select}`).not.toBeNull();
        expectNoSecret(result.data);
      }
      // Everything a reader may select from a problem carries no secret.
      const all = await client.from('problems_with_progress').select('*').eq('id', problemId);
      expectNoSecret(all.data);
      const plain = await client
        .from('problems')
        .select('*, problem_solve_status')
        .eq('id', problemId);
      expectNoSecret(plain.data);
    }
  });

  it('the private writer cannot be called over the API', async () => {
    const result = await student.client.rpc('apply_problem_solution', {
      problem_id: problemId,
      payload: { solution: null },
    });
    expect(result.error).not.toBeNull();
    const still = await practiceOf(author.client, problemId);
    expect(still.solution?.body).toBe(SOLUTION);
  });
});

describe('problem_practice gives each role what it has earned', () => {
  it('gives the unearned no solution and no hint text', async () => {
    for (const [who, client] of unearned()) {
      const practice = await practiceOf(client, problemId);
      expectNoSecret(practice);
      expect(practice.solution, who).toBeNull();
      expect(practice.hints, who).toEqual([]);
      expect(practice.has_solution).toBe(true);
      expect(practice.hint_count).toBe(3);
    }
  });

  it('gives staff (author, other instructor, admin) the solution and every hint', async () => {
    for (const user of [author, otherInstructor, admin]) {
      const practice = await practiceOf(user.client, problemId);
      expect(practice.solution?.body).toBe(SOLUTION);
      expect(practice.hints.map((hint) => hint.body)).toEqual(HINTS);
      expect(practice.can_reveal_hint).toBe(false);
      expect(practice.can_give_up).toBe(false);
    }
  });

  it('a problem the caller may not see is not found, secrets or not', async () => {
    const hidden = await createPracticeProblem(author, { isPublic: false });
    for (const [, client] of unearned()) {
      const { data, error } = await client.rpc('problem_practice', { problem_id: hidden });
      expect(error?.code).toBe('PT404');
      expectNoSecret(data);
    }
    const reveal = await student.client.rpc('reveal_next_hint', { problem_id: hidden });
    expect(reveal.error?.code).toBe('PT404');
    expect((await service.from('hint_reveals').select('*').eq('problem_id', hidden)).data).toEqual(
      [],
    );
  });

  it('opens the solution to a student once they have full marks, not before', async () => {
    const wrong = await submit(solver, problemId, '3');
    expect(wrong.error).toBeNull();
    expect((await practiceOf(solver.client, problemId)).solution).toBeNull();
    const right = await submit(solver, problemId, '2');
    expect(right.error).toBeNull();
    const practice = await practiceOf(solver.client, problemId);
    expect(practice.status).toBe('solved');
    expect(practice.solution?.body).toBe(SOLUTION);
    // Solving does not hand out hints: those are revealed one at a time.
    expect(practice.hints).toEqual([]);
    // Another student is still kept out.
    expect((await practiceOf(student.client, problemId)).solution).toBeNull();
  });

  it('partial marks do not open the solution; full marks by a grader do', async () => {
    const partial = await userWith('contestant');
    const proof = await createPracticeProblem(author, { key: [] });
    const answered = await submit(partial, proof, 'My proof');
    expect(answered.error).toBeNull();
    const answerId = (answered.data as { id: string }).id;
    await service
      .from('answers')
      .update({ status: 'incorrect', marks_awarded: 3 })
      .eq('id', answerId);
    expect((await practiceOf(partial.client, proof)).solution).toBeNull();
    await service
      .from('answers')
      .update({ status: 'correct', marks_awarded: 7 })
      .eq('id', answerId);
    expect((await practiceOf(partial.client, proof)).solution?.body).toBe(SOLUTION);
  });
});

describe('hints are revealed one at a time, recorded, and shown to graders', () => {
  it('reveals in order, records each reveal and stops after the last', async () => {
    const learner = await userWith('contestant');
    const first = await learner.client.rpc('reveal_next_hint', { problem_id: problemId });
    expect(first.error).toBeNull();
    expect(first.data).toEqual([expect.objectContaining({ hint_number: 1, body: HINTS[0] })]);
    let practice = await practiceOf(learner.client, problemId);
    expect(practice.hints.map((hint) => hint.body)).toEqual([HINTS[0]]);
    expect(practice.solution).toBeNull();

    await learner.client.rpc('reveal_next_hint', { problem_id: problemId });
    await learner.client.rpc('reveal_next_hint', { problem_id: problemId });
    const none = await learner.client.rpc('reveal_next_hint', { problem_id: problemId });
    expect(none.error?.message).toBe('There are no more hints for this problem.');
    practice = await practiceOf(learner.client, problemId);
    expect(practice.hints.map((hint) => hint.body)).toEqual(HINTS);
    expect(practice.can_reveal_hint).toBe(false);

    const rows = await service
      .from('hint_reveals')
      .select('position')
      .eq('user_id', learner.userId)
      .order('position');
    expect(rows.data).toEqual([{ position: 1 }, { position: 2 }, { position: 3 }]);
    // Another student sees neither these reveals nor their text.
    const peek = await student.client
      .from('hint_reveals')
      .select('*')
      .eq('user_id', learner.userId);
    expect(peek.data).toEqual([]);
    expectNoSecret(await practiceOf(student.client, problemId));
  });

  it('refuses reveals to visitors, staff and pending accounts, recording nothing', async () => {
    const visitor = await anonClient().rpc('reveal_next_hint', { problem_id: problemId });
    expect(visitor.error).not.toBeNull();
    for (const user of [author, admin, pendingInstructor]) {
      const { data, error } = await user.client.rpc('reveal_next_hint', { problem_id: problemId });
      expect(error?.code).toBe('42501');
      expectNoSecret(data);
    }
    const recorded = await service
      .from('hint_reveals')
      .select('user_id')
      .eq('problem_id', problemId)
      .in('user_id', [author.userId, admin.userId, pendingInstructor.userId]);
    expect(recorded.data).toEqual([]);
  });

  it('nobody writes reveals directly', async () => {
    const forged = await student.client
      .from('hint_reveals')
      .insert({ user_id: student.userId, problem_id: problemId, position: 3 });
    expect(forged.error?.code).toBe('42501');
    expectNoSecret(await practiceOf(student.client, problemId));
  });

  it('graders see the revealed hints next to the answer; students cannot ask', async () => {
    const learner = await userWith('contestant');
    await learner.client.rpc('reveal_next_hint', { problem_id: problemId });
    const answered = await submit(learner, problemId, '5');
    const answerId = (answered.data as { id: string }).id;
    await learner.client.rpc('reveal_next_hint', { problem_id: problemId });

    const { data, error } = await author.client.rpc('hint_reveals_for_answers', {
      answer_ids: [answerId],
    });
    expect(error).toBeNull();
    expect(data).toEqual([
      expect.objectContaining({
        answer_id: answerId,
        hint_number: 1,
        body: HINTS[0],
        before_answer: true,
      }),
      expect.objectContaining({
        answer_id: answerId,
        hint_number: 2,
        body: HINTS[1],
        before_answer: false,
      }),
    ]);
    for (const client of [learner.client, student.client, pendingInstructor.client, anonClient()]) {
      const refused = await client.rpc('hint_reveals_for_answers', { answer_ids: [answerId] });
      expect(refused.error).not.toBeNull();
      expectNoSecret(refused.data);
    }
  });
});

describe('contests', () => {
  it('locks hints and the solution while a contest using the problem runs, even for a solver', async () => {
    const locked = await createPracticeProblem(author);
    const racer = await userWith('contestant');
    expect((await submit(racer, locked, '2')).error).toBeNull();
    const contestId = await contestWith(locked, 'running');

    const practice = await practiceOf(racer.client, locked);
    expect(practice.locked).toBe(true);
    expect(practice.solution).toBeNull();
    expectNoSecret(practice);
    const reveal = await racer.client.rpc('reveal_next_hint', { problem_id: locked });
    expect(reveal.error?.message).toBe(
      'Hints are locked while this problem is in a running contest.',
    );
    const giveUp = await student.client.rpc('give_up_problem', { problem_id: locked });
    expect(giveUp.error?.code).toBe('42501');
    // Staff still see everything.
    expect((await practiceOf(author.client, locked)).solution?.body).toBe(SOLUTION);

    await endContest(contestId);
    expect((await practiceOf(racer.client, locked)).solution?.body).toBe(SOLUTION);
  });

  it('opens the solution to everyone after an ended contest when the author allows it', async () => {
    const open = await createPracticeProblem(author, { publicAfterContest: true });
    const closed = await createPracticeProblem(author, { publicAfterContest: false });
    await contestWith(open, 'ended');
    await contestWith(closed, 'ended');
    for (const [, client] of unearned()) {
      const practice = await practiceOf(client, open);
      expect(practice.solution?.body).toBe(SOLUTION);
      // Hints still come one at a time.
      expect(practice.hints).toEqual([]);
      expectNoSecret(await practiceOf(client, closed));
    }
  });

  it('an upcoming contest opens nothing', async () => {
    const later = await createPracticeProblem(author);
    await contestWith(later, 'upcoming');
    for (const [, client] of unearned()) {
      // With the contests' windows the problem itself is hidden until the start (PT404).
      const { data, error } = await client.rpc('problem_practice', { problem_id: later });
      if (error) expect(error.code).toBe('PT404');
      expectNoSecret(data);
    }
  });
});

describe('writing solutions and hints', () => {
  it('refuses students, pending and other instructors, and changes nothing', async () => {
    for (const user of [student, pendingInstructor, otherInstructor]) {
      const { error } = await user.client.rpc('set_problem_solution', {
        problem_id: problemId,
        payload: { solution: { body: 'Hijacked SOLUTION' }, hints: [] },
      });
      expect(error?.code).toBe('42501');
    }
    const visitor = await anonClient().rpc('set_problem_solution', {
      problem_id: problemId,
      payload: { hints: [] },
    });
    expect(visitor.error).not.toBeNull();
    const after = await practiceOf(author.client, problemId);
    expect(after.solution?.body).toBe(SOLUTION);
    expect(after.hints.map((hint) => hint.body)).toEqual(HINTS);
  });

  it('lets an approved admin edit and the author remove; bad input is refused with a message', async () => {
    const target = await createPracticeProblem(author);
    const bad = [
      [{ hints: ['a', 'b', 'c', 'd'] }, 'A problem has at most 3 hints.'],
      [{ hints: 'one' }, 'hints must be a list of at most 3 texts.'],
      [{ hints: [1] }, 'Each hint must be a text.'],
      [{ solution: { body: '   ' } }, 'The solution cannot be empty (send null to remove it).'],
      [
        { solution: 'text' },
        'solution must be an object { body, attachment_path, public_after_contest } or null.',
      ],
      [
        { solution: { body: 'x', attachment_path: `${student.userId}/a.pdf` } },
        "A solution attachment must be a file in the problem author's or your folder of the attachments bucket.",
      ],
      [
        { solution: { body: 'x', attachment_path: `${author.userId}/../x.pdf` } },
        "A solution attachment must be a file in the problem author's or your folder of the attachments bucket.",
      ],
    ] as const;
    for (const [payload, message] of bad) {
      const { error } = await author.client.rpc('set_problem_solution', {
        problem_id: target,
        payload,
      });
      expect(error?.code).toBe('22023');
      expect(error?.message).toBe(message);
    }
    expect((await practiceOf(author.client, target)).hints.map((hint) => hint.body)).toEqual(HINTS);

    const edited = await admin.client.rpc('set_problem_solution', {
      problem_id: target,
      payload: { solution: { body: 'Edited by an admin.' }, hints: [' First ', '', 'Second'] },
    });
    expect(edited.error).toBeNull();
    let practice = await practiceOf(author.client, target);
    expect(practice.solution?.body).toBe('Edited by an admin.');
    expect(practice.hints.map((hint) => [hint.position, hint.body])).toEqual([
      [1, 'First'],
      [2, 'Second'],
    ]);

    expect(
      (
        await author.client.rpc('set_problem_solution', {
          problem_id: target,
          payload: { solution: null, hints: [] },
        })
      ).error,
    ).toBeNull();
    practice = await practiceOf(author.client, target);
    expect(practice.has_solution).toBe(false);
    expect(practice.hint_count).toBe(0);

    const missing = await author.client.rpc('set_problem_solution', {
      problem_id: '00000000-0000-0000-0000-000000000000',
      payload: { hints: [] },
    });
    expect(missing.error?.code).toBe('PT404');
  });
});

describe('a solution attachment follows the solution rule', () => {
  it('is readable by staff and by those who earned the solution, by nobody else', async () => {
    const path = `${author.userId}/${Date.now()}-solution.pdf`;
    const upload = await author.client.storage
      .from('attachments')
      .upload(path, new Blob(['%PDF-1.4\nSOLUTION-SECRET\n%%EOF'], { type: 'application/pdf' }));
    expect(upload.error).toBeNull();
    const withFile = await createPracticeProblem(author, { solutionAttachment: path });
    const reader = await userWith('contestant');

    for (const [, client] of [...unearned(), ['reader', reader.client] as [string, Client]]) {
      const download = await client.storage.from('attachments').download(path);
      expect(download.error).toBeInstanceOf(StorageApiError);
      const signed = await client.storage.from('attachments').createSignedUrl(path, 60);
      expect(signed.error).not.toBeNull();
    }
    expect(
      (await otherInstructor.client.storage.from('attachments').download(path)).error,
    ).toBeNull();

    expect((await submit(reader, withFile, '2')).error).toBeNull();
    const practice = await practiceOf(reader.client, withFile);
    expect(practice.solution?.attachment_path).toBe(path);
    expect((await reader.client.storage.from('attachments').download(path)).error).toBeNull();
  });
});
