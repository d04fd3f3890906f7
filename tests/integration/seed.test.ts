// The demo data of supabase/seed.sql: counts, demo accounts that sign in with the default
// password, and scores that equal the score rule recomputed from the seeded answers.
import { describe, expect, it } from 'vitest';
import { anonClient, serviceClient, signedInClient } from './support/clients';

const service = serviceClient();

async function count(
  table: string,
  filter?: (query: ReturnType<typeof countQuery>) => ReturnType<typeof countQuery>,
) {
  const query = countQuery(table);
  const { count: rows, error } = await (filter ? filter(query) : query);
  if (error) throw new Error(error.message);
  return rows ?? 0;
}

function countQuery(table: string) {
  return service.from(table).select('*', { count: 'exact', head: true });
}

describe('seed data', () => {
  it('has the demo accounts with their roles and statuses', async () => {
    const { data, error } = await service
      .from('profiles')
      .select('email, role, status')
      .in('email', [
        'superadmin@olympiad.test',
        'admin@olympiad.test',
        'instructor@olympiad.test',
        'student@olympiad.test',
        'pending.instructor@olympiad.test',
        'pending.admin@olympiad.test',
      ])
      .order('email');
    expect(error).toBeNull();
    expect(data).toEqual([
      { email: 'admin@olympiad.test', role: 'admin', status: 'approved' },
      { email: 'instructor@olympiad.test', role: 'instructor', status: 'approved' },
      { email: 'pending.admin@olympiad.test', role: 'admin', status: 'pending' },
      { email: 'pending.instructor@olympiad.test', role: 'instructor', status: 'pending' },
      { email: 'student@olympiad.test', role: 'contestant', status: 'approved' },
      { email: 'superadmin@olympiad.test', role: 'superadmin', status: 'approved' },
    ]);
  });

  it.each(['superadmin', 'admin', 'instructor', 'student', 'pending.instructor'])(
    '%s@olympiad.test signs in with the default password and reads their own profile',
    async (name) => {
      const client = await signedInClient(`${name}@olympiad.test`);
      const { data: auth } = await client.auth.getUser();
      const { data, error } = await client
        .from('profiles')
        .select('email')
        .eq('id', auth.user?.id ?? '')
        .single();
      expect(error).toBeNull();
      expect(data).toEqual({ email: `${name}@olympiad.test` });
    },
  );

  it('has at least 30 more students, 150 keyed MATH-500 problems, contests, team, comments and reactions', async () => {
    expect(
      await count('profiles', (q) => q.eq('role', 'contestant').like('email', '%@olympiad.test')),
    ).toBeGreaterThanOrEqual(31);
    expect(await count('problems', (q) => q.eq('is_public', true))).toBeGreaterThanOrEqual(150);
    expect(await count('contests')).toBeGreaterThanOrEqual(3);
    expect(await count('team_members')).toBeGreaterThanOrEqual(4);
    expect(await count('comments')).toBeGreaterThan(10);
    expect(await count('reactions')).toBeGreaterThan(20);
    for (const status of ['correct', 'incorrect', 'submitted']) {
      expect(await count('answers', (q) => q.eq('status', status))).toBeGreaterThan(0);
    }
  });

  it('has one past, one running and one upcoming contest with 4 to 6 problems each', async () => {
    const { data, error } = await service
      .from('contests')
      .select('id, title, start_time, end_time, contest_problems(position)')
      .in('title', ['Autumn Junior Challenge', 'Pan-African Training Round', 'IMO Selection Mock']);
    expect(error).toBeNull();
    const now = Date.now();
    const seeded = (data ?? []).filter((contest) => contest.contest_problems.length > 0);
    const phase = (contest: { start_time: string; end_time: string }) =>
      Date.parse(contest.end_time) < now
        ? 'past'
        : Date.parse(contest.start_time) > now
          ? 'upcoming'
          : 'running';
    expect(new Set(seeded.map(phase))).toEqual(new Set(['past', 'running', 'upcoming']));
    for (const contest of seeded) {
      expect(contest.contest_problems.length).toBeGreaterThanOrEqual(4);
      expect(contest.contest_problems.length).toBeLessThanOrEqual(6);
    }
  });

  it("the upcoming contest's hidden problems are seen by staff only; the running board has participants with marks", async () => {
    const { data: contests } = await service
      .from('contests')
      .select('id, title')
      .in('title', ['IMO Selection Mock', 'Pan-African Training Round']);
    const upcoming = contests?.find((c) => c.title === 'IMO Selection Mock')?.id as string;
    const running = contests?.find((c) => c.title === 'Pan-African Training Round')?.id as string;
    const student = await signedInClient('student@olympiad.test');
    const staff = await signedInClient('instructor@olympiad.test');
    const listed = async (client: ReturnType<typeof anonClient>, id: string) =>
      ((await client.from('contest_problems').select('problem_id').eq('contest_id', id)).data ?? [])
        .length;
    expect(await listed(anonClient(), upcoming)).toBe(0);
    expect(await listed(student, upcoming)).toBe(0);
    expect(await listed(staff, upcoming)).toBe(5);
    expect(await listed(anonClient(), running)).toBe(0);
    expect(await listed(student, running)).toBe(5);
    const { data: board, error } = await anonClient().rpc('contest_scoreboard', {
      contest_id: running,
      page_size: 100,
    });
    expect(error).toBeNull();
    const rows = (board as { rows: { total: number }[] }).rows;
    expect(rows.length).toBeGreaterThanOrEqual(20);
    expect(rows.filter((row) => row.total > 0).length).toBeGreaterThanOrEqual(10);
    expect(new Set(rows.map((row) => row.total)).size).toBeGreaterThanOrEqual(4);
  });

  it('scores equal the score rule recomputed from the seeded answers', async () => {
    const [profiles, answers, problems] = await Promise.all([
      service
        .from('profiles')
        .select('id, score, problems_solved')
        .like('email', '%@olympiad.test'),
      service.from('answers').select('user_id, problem_id').eq('status', 'correct').limit(10_000),
      service.from('problems').select('id, marks').limit(10_000),
    ]);
    const marks = new Map(
      (problems.data ?? []).map((problem) => [problem.id as string, problem.marks as number]),
    );
    const solved = new Map<string, Set<string>>();
    for (const answer of answers.data ?? []) {
      const set = solved.get(answer.user_id as string) ?? new Set<string>();
      set.add(answer.problem_id as string);
      solved.set(answer.user_id as string, set);
    }
    let studentsWithScore = 0;
    for (const profile of profiles.data ?? []) {
      const problemIds = [...(solved.get(profile.id as string) ?? [])];
      const expected = problemIds.reduce((sum, id) => sum + (marks.get(id) ?? 0), 0);
      expect({ score: profile.score, problems_solved: profile.problems_solved }).toEqual({
        score: expected,
        problems_solved: problemIds.length,
      });
      if (expected > 0) studentsWithScore += 1;
    }
    expect(studentsWithScore).toBeGreaterThan(20);
  });

  it('seeded problems have titles that say what they are about, and honest levels', async () => {
    // The seed's problems: by its two authors, made at least a day before the seed ran (other
    // test files add their own problems to the same stack as the suite goes).
    const { data: authors } = await service
      .from('profiles')
      .select('id')
      .in('email', ['instructor@olympiad.test', 'admin@olympiad.test']);
    const { data, error } = await service
      .from('problems')
      .select('title, difficulty')
      .in(
        'created_by',
        (authors ?? []).map((author) => author.id as string),
      )
      .lt('created_at', new Date(Date.now() - 24 * 60 * 60 * 1000).toISOString());
    expect(error).toBeNull();
    const titles = (data ?? []).map((row) => row.title as string);
    expect(titles.length).toBeGreaterThanOrEqual(150);
    // Never the old "Number Theory #911": no numbered titles, and no two alike.
    expect(titles.filter((title) => /#\d/.test(title))).toEqual([]);
    expect(new Set(titles).size).toBe(titles.length);
    // MATH-500 is competition-level (AMC/AIME), not olympiad-level: no seeded problem is IMO.
    expect((data ?? []).filter((row) => row.difficulty === 'IMO')).toEqual([]);
  });

  it('the MATH-500 answers are stored as keys: the dataset answer is accepted', async () => {
    const student = await signedInClient('student@olympiad.test');
    const { data: problem } = await service
      .from('problems')
      .select('id')
      .eq('title', 'The point (0, 3) in polar coordinates')
      .single<{ id: string }>();
    const { data, error } = await student.rpc('submit_answer', {
      problem_id: problem?.id,
      content: '(3, \\pi/2)',
    });
    expect(error).toBeNull();
    expect(data).toMatchObject({ status: 'correct' });
  });
});
