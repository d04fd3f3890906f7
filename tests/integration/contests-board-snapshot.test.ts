// Issue 28 point 1 (decision 0067): the contest board is built once and read many times. After
// every kind of change the board contest_scoreboard serves equals the board computed the way it
// was computed on every read before (the reference below, from contest_registrations), whose
// totals equal the best marks of the contest's answers; it hides what the live board hid, and
// nobody reads the built board but through contest_scoreboard.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anonClient, type SignedUpUser } from './support/clients';
import {
  closeDatabase,
  createContest,
  createProblem,
  database,
  dbNow,
  moveContest,
  register,
  service,
  submit,
  userWith,
  waitForDb,
} from './contests-fixtures';

const HOUR = 3_600_000;

interface Board {
  participants: number;
  problems: { problem_id: string; position: number; marks: number }[];
  rows: Record<string, unknown>[];
  me: Record<string, unknown> | null;
}

let instructor: SignedUpUser;
let grader: SignedUpUser;

beforeAll(async () => {
  [instructor, grader] = await Promise.all([userWith('instructor'), userWith('admin')]);
});

afterAll(async () => {
  await closeDatabase();
});

async function read(
  client: SignedUpUser['client'],
  contestId: string,
  page = 1,
  pageSize = 50,
): Promise<Board> {
  const { data, error } = await client.rpc('contest_scoreboard', {
    contest_id: contestId,
    page,
    page_size: pageSize,
  });
  if (error) throw new Error(error.message);
  return data as Board;
}

/** Times compared as instants (the two sessions may print them in different time zones). */
function normalized(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(normalized);
  if (value && typeof value === 'object')
    return Object.fromEntries(
      Object.entries(value).map(([key, inner]) => [
        key,
        (key === 'last_improved_at' || key === 'registered_at') && typeof inner === 'string'
          ? Date.parse(inner)
          : normalized(inner),
      ]),
    );
  return value;
}

/**
 * The board as contest_scoreboard computed it on every read before the snapshot: ranks and order
 * from contest_registrations at this instant, the page's rows, and the viewer's own row.
 */
async function reference(
  contestId: string,
  viewer: string | null,
  page: number,
  pageSize: number,
): Promise<Pick<Board, 'participants' | 'rows' | 'me'>> {
  const db = await database();
  const { rows } = await db.query<{ board: Pick<Board, 'participants' | 'rows' | 'me'> }>(
    `with ranked as (
       select r.user_id, r.total_marks, r.solved_count, r.last_improved_at, r.results,
         rank() over (order by r.total_marks desc, r.last_improved_at asc nulls last) as place,
         row_number() over (order by r.total_marks desc, r.last_improved_at asc nulls last, r.user_id) as seq
       from public.contest_registrations r
       where r.contest_id = $1 and r.counts
     ),
     me as (
       select m.* from public.contest_registrations m where m.contest_id = $1 and m.user_id = $4
     )
     select jsonb_build_object(
       'participants', (select count(*) from ranked),
       'rows', coalesce((
         select jsonb_agg(jsonb_build_object(
           'rank', k.place, 'user_id', k.user_id, 'full_name', p.full_name, 'avatar_url', p.avatar_url,
           'total', k.total_marks, 'solved', k.solved_count, 'last_improved_at', k.last_improved_at,
           'results', k.results) order by k.seq)
         from ranked k join public.profiles p on p.id = k.user_id
         where k.seq > ($2 - 1) * $3 and k.seq <= $2 * $3), '[]'::jsonb),
       'me', (
         select jsonb_build_object(
           'registered_at', me.registered_at, 'counts', me.counts, 'total', me.total_marks,
           'solved', me.solved_count, 'last_improved_at', me.last_improved_at, 'results', me.results,
           'rank', case when me.counts then 1 + (
             select count(*) from public.contest_registrations r
             where r.contest_id = $1 and r.counts
               and (r.total_marks > me.total_marks
                 or (r.total_marks = me.total_marks and me.last_improved_at is null and r.last_improved_at is not null)
                 or (r.total_marks = me.total_marks and r.last_improved_at < me.last_improved_at))) end)
         from me)
     ) as board`,
    [contestId, page, pageSize, viewer],
  );
  return (rows[0] as { board: Pick<Board, 'participants' | 'rows' | 'me'> }).board;
}

/** Per counting participant: the sum of their best marks on the contest's answers. */
async function totalsFromAnswers(contestId: string): Promise<Record<string, number>> {
  const db = await database();
  const { rows } = await db.query<{ user_id: string; total: number }>(
    `select r.user_id, coalesce((
       select sum(best)::int from (
         select max(a.marks_awarded) as best from public.answers a
         join public.contest_problems cp on cp.contest_id = a.contest_id and cp.problem_id = a.problem_id
         where a.contest_id = r.contest_id and a.user_id = r.user_id
         group by a.problem_id) as b), 0) as total
     from public.contest_registrations r where r.contest_id = $1 and r.counts`,
    [contestId],
  );
  return Object.fromEntries(rows.map((row) => [row.user_id, row.total]));
}

/**
 * Reads every page of the board as each viewer and compares it with the reference; the totals
 * on the board are the answers' best marks.
 */
async function expectBoardCurrent(
  contestId: string,
  viewers: (SignedUpUser | null)[],
  pageSize = 2,
): Promise<Board> {
  const first = await read(anonClient(), contestId, 1, 100);
  const expected = await reference(contestId, null, 1, 100);
  expect(normalized(first.rows)).toEqual(normalized(expected.rows));
  expect(first.participants).toBe(expected.participants);
  const totals = await totalsFromAnswers(contestId);
  expect(Object.fromEntries(first.rows.map((row) => [row.user_id, row.total]))).toEqual(totals);
  const pages = Math.max(1, Math.ceil(first.participants / pageSize));
  for (const viewer of viewers) {
    for (let page = 1; page <= pages + 1; page += 1) {
      const seen = await read(viewer?.client ?? anonClient(), contestId, page, pageSize);
      const wanted = await reference(contestId, viewer?.userId ?? null, page, pageSize);
      expect(normalized({ rows: seen.rows, me: seen.me, participants: seen.participants })).toEqual(
        normalized({ rows: wanted.rows, me: wanted.me, participants: wanted.participants }),
      );
    }
  }
  return first;
}

describe('the board served equals the board computed, after every kind of change', () => {
  let keyed: string;
  let proof: string;
  let contestId: string;
  let students: SignedUpUser[];
  let proofAnswer: string;

  beforeAll(async () => {
    [keyed, proof] = await Promise.all([
      createProblem(instructor, { marks: 7, key: ['4'], isPublic: false }),
      createProblem(instructor, { marks: 10, isPublic: false }),
    ]);
    const now = await dbNow();
    contestId = await createContest(now - 60_000, now + HOUR, [keyed, proof], 'Snapshot contest');
    students = await Promise.all(
      ['Ann', 'Bo', 'Cas', 'Dee', 'Ed'].map((name) =>
        userWith('contestant', 'approved', `${name} Snapshot`),
      ),
    );
    for (const student of students.slice(0, 4)) await register(student, contestId);
  });

  it('with registrations only: everyone shares the last rank', async () => {
    const board = await expectBoardCurrent(contestId, students.slice(0, 2));
    expect(board.participants).toBe(4);
    expect(board.rows.map((row) => row.rank)).toEqual([1, 1, 1, 1]);
  });

  it('after answers: right, wrong and waiting for a grader', async () => {
    const [ann, bo, cas] = students as [SignedUpUser, SignedUpUser, SignedUpUser];
    expect((await submit(ann, keyed, '4')).status).toBe('correct');
    expect((await submit(bo, keyed, '5')).status).toBe('incorrect');
    proofAnswer = (await submit(cas, proof, 'By induction on n.')).id;
    const board = await expectBoardCurrent(contestId, [ann, bo, cas, null]);
    expect(board.rows[0]).toMatchObject({ user_id: ann.userId, rank: 1, total: 7 });
  });

  it("after a grader's marks", async () => {
    const { error } = await grader.client.rpc('grade_answer', {
      answer_id: proofAnswer,
      marks: 8,
    });
    expect(error).toBeNull();
    const board = await expectBoardCurrent(contestId, students.slice(0, 3));
    expect(board.rows[0]).toMatchObject({ total: 8, rank: 1 });
  });

  it('after a key change regrades the answers', async () => {
    const { error } = await instructor.client.rpc('set_answer_key', {
      problem_id: keyed,
      answers: ['5'],
    });
    expect(error).toBeNull();
    const board = await expectBoardCurrent(contestId, students.slice(0, 3));
    const bo = students[1] as SignedUpUser;
    expect(board.rows.find((row) => row.user_id === bo.userId)).toMatchObject({ total: 7 });
    // The regrade recounts the problem's solvers once, after its update (decision 0068).
    const { rows } = await (
      await database()
    ).query<{ solver_count: number }>('select solver_count from public.problems where id = $1', [
      keyed,
    ]);
    expect(rows[0]?.solver_count).toBe(1);
  });

  it('after a registration during the contest, and its first answer', async () => {
    const ed = students[4] as SignedUpUser;
    await register(ed, contestId);
    expect((await expectBoardCurrent(contestId, [ed])).participants).toBe(5);
    await submit(ed, keyed, '5');
    await expectBoardCurrent(contestId, [ed]);
  });

  it('after an answer is deleted', async () => {
    const { error } = await service.from('answers').delete().eq('id', proofAnswer);
    expect(error).toBeNull();
    await expectBoardCurrent(contestId, students.slice(2, 3));
  });

  it('after a participant stops counting and counts again', async () => {
    const dee = students[3] as SignedUpUser;
    await service.from('profiles').update({ status: 'rejected' }).eq('id', dee.userId);
    expect((await expectBoardCurrent(contestId, [null])).participants).toBe(4);
    await service.from('profiles').update({ status: 'approved' }).eq('id', dee.userId);
    expect((await expectBoardCurrent(contestId, [dee])).participants).toBe(5);
  });

  it('a changed name shows at once', async () => {
    const ann = students[0] as SignedUpUser;
    await service.from('profiles').update({ full_name: 'Ann Renamed' }).eq('id', ann.userId);
    const board = await expectBoardCurrent(contestId, [null]);
    expect(board.rows.find((row) => row.user_id === ann.userId)?.full_name).toBe('Ann Renamed');
  });

  it('a board read by many at once is the same board for all', async () => {
    const expected = await reference(contestId, null, 1, 50);
    const boards = await Promise.all(
      Array.from({ length: 20 }, () => read(anonClient(), contestId)),
    );
    for (const board of boards) expect(normalized(board.rows)).toEqual(normalized(expected.rows));
  });
});

describe('an answer after the end', () => {
  it('is practice: it is not tagged and the board stays as it was', async () => {
    const problem = await createProblem(instructor, { marks: 5, key: ['9'], isPublic: false });
    const now = await dbNow();
    const end = now + 4_000;
    const contestId = await createContest(now - 60_000, end, [problem], 'Ending contest');
    const [early, late] = await Promise.all([
      userWith('contestant', 'approved', 'Early Snapshot'),
      userWith('contestant', 'approved', 'Late Snapshot'),
    ]);
    await register(early, contestId);
    await register(late, contestId);
    await submit(early, problem, '9');
    const before = await expectBoardCurrent(contestId, [early, late]);
    await waitForDb(end + 50);
    const answer = await submit(late, problem, '9');
    expect(answer.contest_id).toBeNull();
    const after = await expectBoardCurrent(contestId, [early, late]);
    expect(normalized(after.rows)).toEqual(normalized(before.rows));
    expect(after.rows.find((row) => row.user_id === late.userId)).toMatchObject({ total: 0 });
  });
});

describe('what the board hides', () => {
  it('before the start: participants but no problems, except to staff', async () => {
    const problem = await createProblem(instructor, { marks: 5, key: ['1'], isPublic: false });
    const now = await dbNow();
    const contestId = await createContest(now + HOUR, now + 2 * HOUR, [problem], 'Later contest');
    const student = await userWith('contestant', 'approved', 'Waiting Snapshot');
    await register(student, contestId);
    const seen = await read(student.client, contestId);
    expect(seen.problems).toEqual([]);
    expect(seen.participants).toBe(1);
    expect(seen.rows).toEqual([
      expect.objectContaining({ user_id: student.userId, total: 0, results: {} }),
    ]);
    expect((await read(instructor.client, contestId)).problems).toHaveLength(1);
    // Withdrawing before the start leaves the board at once.
    const { error } = await student.client.rpc('unregister_from_contest', {
      contest_id: contestId,
    });
    expect(error).toBeNull();
    expect((await read(anonClient(), contestId)).rows).toEqual([]);
  });

  it('nobody reads the built board but through contest_scoreboard', async () => {
    const db = await database();
    for (const role of ['anon', 'authenticated', 'service_role']) {
      for (const table of ['contest_board_rows', 'contest_boards', 'contest_board_changes']) {
        await db.query('begin');
        try {
          await db.query(`set local role ${role}`);
          await expect(db.query(`select * from private.${table} limit 1`)).rejects.toThrow(
            /permission denied/,
          );
        } finally {
          await db.query('rollback');
        }
      }
      await db.query('begin');
      try {
        await db.query(`set local role ${role}`);
        await expect(
          db.query(`select private.refresh_contest_board(gen_random_uuid())`),
        ).rejects.toThrow(/permission denied/);
      } finally {
        await db.query('rollback');
      }
    }
    const { rowCount } = await db.query(
      `select 1 from pg_class c join pg_namespace n on n.oid = c.relnamespace
       where n.nspname = 'private' and c.relname in ('contest_board_rows', 'contest_boards', 'contest_board_changes')
         and c.relrowsecurity`,
    );
    expect(rowCount).toBe(3);
  });
});

describe('rebuilding at most once per window', () => {
  it('serves the board as last built inside the window and the current one after it', async () => {
    const problem = await createProblem(instructor, { marks: 6, key: ['2'], isPublic: false });
    const now = await dbNow();
    const contestId = await createContest(now - 60_000, now + HOUR, [problem], 'Window contest');
    const student = await userWith('contestant', 'approved', 'Window Snapshot');
    await register(student, contestId);
    await expectBoardCurrent(contestId, [student]);
    // A board as large as a national round's: its window is the longest (2 s).
    const db = await database();
    await db.query(
      `update private.contest_boards set participants = 1000000, built_at = clock_timestamp()
       where contest_id = $1`,
      [contestId],
    );
    await submit(student, problem, '2');
    const inside = await read(anonClient(), contestId);
    expect(inside.rows[0]).toMatchObject({ user_id: student.userId, total: 0 });
    expect(inside.participants).toBe(1000000);
    const { rows } = await db.query<{ built_at: Date }>(
      'select built_at from private.contest_boards where contest_id = $1',
      [contestId],
    );
    await waitForDb((rows[0] as { built_at: Date }).built_at.getTime() + 2_050);
    // A board this large is rebuilt by the scheduled job (the gateway's tick; run here at once).
    await db.query('select private.refresh_due_contest_boards()');
    const after = await expectBoardCurrent(contestId, [student]);
    expect(after.rows[0]).toMatchObject({ user_id: student.userId, total: 6 });
    const pending = await db.query(
      'select 1 from private.contest_board_changes where contest_id = $1',
      [contestId],
    );
    expect(pending.rowCount).toBe(0);
  });

  it('a board of more than 1,000 is rebuilt by the scheduled job, by a reader only once 10 s old', async () => {
    const problem = await createProblem(instructor, { marks: 6, key: ['2'], isPublic: false });
    const now = await dbNow();
    const contestId = await createContest(now - 60_000, now + HOUR, [problem], 'Job contest');
    const student = await userWith('contestant', 'approved', 'Job Snapshot');
    await register(student, contestId);
    await expectBoardCurrent(contestId, [student]);
    // In one transaction, so the gateway's own tick sees none of it: a listed change of a board
    // of 5,000 built 3 s ago (past its 2 s window).
    const db = await database();
    const due = (byReader: boolean) =>
      db
        .query<{ rebuilt: boolean }>(
          'select private.refresh_contest_board_if_due($1, $2) as rebuilt',
          [contestId, byReader],
        )
        .then((result) => (result.rows[0] as { rebuilt: boolean }).rebuilt);
    await db.query('begin');
    try {
      await db.query(
        `update private.contest_boards set participants = 5000,
           built_at = clock_timestamp() - interval '3 seconds' where contest_id = $1`,
        [contestId],
      );
      await db.query('insert into private.contest_board_changes (contest_id) values ($1)', [
        contestId,
      ]);
      expect(await due(true)).toBe(false);
      expect(await due(false)).toBe(true);
      // Rebuilt: nothing is listed any more.
      expect(await due(false)).toBe(false);
      // The job did not run for 10 s: the next reader rebuilds it.
      await db.query(
        `update private.contest_boards set participants = 5000,
           built_at = clock_timestamp() - interval '11 seconds' where contest_id = $1`,
        [contestId],
      );
      await db.query('insert into private.contest_board_changes (contest_id) values ($1)', [
        contestId,
      ]);
      expect(await due(true)).toBe(true);
    } finally {
      await db.query('rollback');
    }
  });

  it('a moved window and a deleted contest take their board along', async () => {
    const problem = await createProblem(instructor, { marks: 6, key: ['2'], isPublic: false });
    const now = await dbNow();
    const contestId = await createContest(now + HOUR, now + 2 * HOUR, [problem], 'Gone contest');
    const student = await userWith('contestant', 'approved', 'Gone Snapshot');
    await register(student, contestId);
    await read(anonClient(), contestId);
    await moveContest(contestId, now + 2 * HOUR, now + 3 * HOUR);
    const { error } = await service.from('contests').delete().eq('id', contestId);
    expect(error).toBeNull();
    const db = await database();
    for (const table of ['contest_board_rows', 'contest_boards', 'contest_board_changes']) {
      const left = await db.query(`select 1 from private.${table} where contest_id = $1`, [
        contestId,
      ]);
      expect(left.rowCount).toBe(0);
    }
  });
});
