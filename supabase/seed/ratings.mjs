// Rated rounds of the demo seed (issue 25, decision 0065): four short past rounds with problems
// written for them, the demo student in each, and at the end every ended contest finalised in
// the order the contests ended, so the rated leaderboard and the rating charts have data.
// A generator of its own (not the seed's shared one), so the rest of the seed is unchanged.

/** @type {{ title: string, daysAgo: number, problems: { title: string, body: string, topic: string, difficulty: string, key: string }[] }[]} */
const rounds = [
  {
    title: 'September Sprint',
    daysAgo: 35,
    problems: [
      {
        title: 'Sum of the first twenty odd numbers',
        body: 'Compute $1 + 3 + 5 + \\dots + 39$.',
        topic: 'Algebra',
        difficulty: 'Juniors',
        key: '400',
      },
      {
        title: 'Divisors of seventy-two',
        body: 'How many positive divisors does $72$ have?',
        topic: 'Number Theory',
        difficulty: 'Juniors',
        key: '12',
      },
      {
        title: 'Committees of three from seven',
        body: 'In how many ways can a committee of $3$ be chosen from $7$ people?',
        topic: 'Combinatorics',
        difficulty: 'Juniors',
        key: '35',
      },
    ],
  },
  {
    title: 'October Number Theory Round',
    daysAgo: 28,
    problems: [
      {
        title: 'Remainder of a power of three',
        body: 'Find the remainder when $3^{20}$ is divided by $7$.',
        topic: 'Number Theory',
        difficulty: 'Seniors',
        key: '2',
      },
      {
        title: 'Greatest common divisor of two numbers',
        body: 'Compute $\\gcd(462, 1071)$.',
        topic: 'Number Theory',
        difficulty: 'Juniors',
        key: '21',
      },
      {
        title: 'Trailing zeros of a factorial',
        body: 'How many zeros does $100!$ end with?',
        topic: 'Number Theory',
        difficulty: 'Seniors',
        key: '24',
      },
    ],
  },
  {
    title: 'Geometry Evening',
    daysAgo: 14,
    problems: [
      {
        title: 'Diagonals of a decagon',
        body: 'How many diagonals does a convex decagon have?',
        topic: 'Geometry',
        difficulty: 'Juniors',
        key: '35',
      },
      {
        title: 'Interior angle of a regular dodecagon',
        body: 'What is the measure, in degrees, of each interior angle of a regular $12$-gon?',
        topic: 'Geometry',
        difficulty: 'Juniors',
        key: '150',
      },
      {
        title: 'Hypotenuse of a right triangle with legs 20 and 21',
        body: 'A right triangle has legs $20$ and $21$. How long is its hypotenuse?',
        topic: 'Geometry',
        difficulty: 'Seniors',
        key: '29',
      },
    ],
  },
  {
    title: 'November Mixed Round',
    daysAgo: 7,
    problems: [
      {
        title: 'Roots of a quadratic',
        body: 'The roots of $x^2 - 9x + 14 = 0$ are $a$ and $b$. Compute $a^2 + b^2$.',
        topic: 'Algebra',
        difficulty: 'Seniors',
        key: '53',
      },
      {
        title: 'Arrangements of the word LEVEL',
        body: 'How many different arrangements of the letters of LEVEL are there?',
        topic: 'Combinatorics',
        difficulty: 'Seniors',
        key: '30',
      },
      {
        title: 'Sum of a geometric series',
        body: 'Compute $1 + 2 + 4 + \\dots + 512$.',
        topic: 'Algebra',
        difficulty: 'Juniors',
        key: '1023',
      },
    ],
  },
];

/** mulberry32: a small deterministic generator. */
function generator(/** @type {number} */ seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * @param {{
 *   stableUuid: (name: string) => string,
 *   sql: (value: unknown) => string,
 *   sqlArray: (values: string[]) => string,
 *   students: { id: string, email: string, status?: string }[],
 *   instructor: { id: string },
 *   admin: { id: string },
 *   marksByDifficulty: Record<string, number>,
 * }} context
 */
export function buildRatingsSeed(context) {
  const { stableUuid, sql, sqlArray, instructor, admin } = context;
  const next = generator(2025);
  const approved = context.students.filter((student) => student.status === 'approved');
  const demo = approved.find((student) => student.email === 'student@olympiad.test');
  if (!demo) throw new Error('The ratings seed needs the approved demo student.');
  // A steady skill per student, so ratings part over the rounds.
  const skill = new Map(approved.map((student) => [student.id, next()]));
  skill.set(demo.id, 0.7);

  const problems = [];
  const contests = [];
  const registrations = [];
  const answers = [];
  for (const round of rounds) {
    const id = stableUuid(`rated-round:${round.title}`);
    const start = `now() - interval '${round.daysAgo} days'`;
    const roundProblems = round.problems.map((problem) => ({
      ...problem,
      id: stableUuid(`rated-problem:${problem.title}`),
      marks: context.marksByDifficulty[problem.difficulty] ?? 5,
      createdAgo: `${round.daysAgo + 3} days`,
    }));
    problems.push(...roundProblems);
    contests.push(
      `  (${sql(id)}, ${sql(round.title)}, ${sql('A two-hour rated round: three problems, ratings after the end.')}, ${start}, ${start} + interval '2 hours', ${sql(instructor.id)})`,
    );
    const others = approved.filter((student) => student !== demo && next() < 0.55);
    for (const student of [demo, ...others]) {
      registrations.push(`  (${sql(id)}, ${sql(student.id)}, ${start} - interval '1 day')`);
      const strength = skill.get(student.id) ?? 0.5;
      roundProblems.forEach((problem, index) => {
        if (next() > 0.45 + strength * 0.5) return;
        const right = next() < 0.25 + strength * 0.7;
        answers.push(
          `  (${sql(stableUuid(`rated-answer:${round.title}:${student.email}:${index}`))}::uuid, ${sql(problem.id)}::uuid, ${sql(student.id)}::uuid, ${sql(right ? problem.key : String(Number(problem.key) + 1))}, ${start} + interval '${10 + Math.floor(next() * 100)} minutes')`,
        );
      });
    }
  }

  const sqlText = `-- Rated rounds (supabase/seed/ratings.mjs): four past rounds, then every ended contest finalised.
insert into public.problems (id, title, content, topic, difficulty, marks, is_public, created_by, created_at)
values
${problems
  .map(
    (problem) =>
      `  (${sql(problem.id)}, ${sql(problem.title)}, ${sql(JSON.stringify({ body: problem.body }))}::jsonb, ${sql(problem.topic)}, ${sql(problem.difficulty)}, ${problem.marks}, false, ${sql(instructor.id)}, now() - interval '${problem.createdAgo}')`,
  )
  .join(',\n')};

insert into private.problem_answer_keys (problem_id, answers)
values
${problems.map((problem) => `  (${sql(problem.id)}, ${sqlArray([problem.key])})`).join(',\n')};

insert into public.contests (id, title, description, start_time, end_time, created_by)
values
${contests.join(',\n')};

insert into public.contest_problems (contest_id, problem_id, position)
values
${rounds
  .flatMap((round) =>
    round.problems.map(
      (problem, index) =>
        `  (${sql(stableUuid(`rated-round:${round.title}`))}, ${sql(stableUuid(`rated-problem:${problem.title}`))}, ${index + 1})`,
    ),
  )
  .join(',\n')};

insert into public.contest_registrations (contest_id, user_id, registered_at)
values
${registrations.join(',\n')};

-- Answers in the round windows, graded by the key check; the trigger tags each with its round.
insert into public.answers (id, problem_id, user_id, content, status, submitted_at, graded_at)
select a.id, a.problem_id, a.user_id, a.content,
  coalesce(private.verdict_from_key(a.problem_id, a.content), 'submitted'), a.submitted_at, a.submitted_at
from (values
${answers.join(',\n')}
) as a (id, problem_id, user_id, content, submitted_at)
order by a.submitted_at;

-- Every ended contest finalised by the demo admin, oldest end first (decision 0065).
do $$
declare
  ended record;
begin
  perform set_config('request.jwt.claims',
    json_build_object('sub', ${sql(admin.id)}, 'role', 'authenticated')::text, true);
  for ended in select c.id from public.contests c where c.end_time < now() order by c.end_time, c.id loop
    perform public.finalise_contest(ended.id);
  end loop;
  perform set_config('request.jwt.claims', '', true);
end;
$$;
`;
  return { sql: sqlText, contests: rounds.length, problems: problems.length };
}
