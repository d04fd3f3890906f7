// The contests of the demo seed (issue 12): one ended with a board, one running with registered
// students and answers in its window (a board worth looking at), one upcoming whose problems were
// written hidden for it. Times are relative to the moment the seed runs. The database tags the
// answers with the contest (the answers_contest_gate trigger) and keeps the board: this module
// writes registrations and answers, never results.

/** Original problems written for the upcoming contest; hidden (is_public false) until it starts. */
const hiddenProblems = [
  {
    title: 'Digits of a power of two',
    body: 'What is the sum of the decimal digits of $2^{10}$?',
    topic: 'Number Theory',
    difficulty: 'Juniors',
    key: '7',
  },
  {
    title: 'A round of handshakes',
    body: 'Ten people meet and every two of them shake hands exactly once. How many handshakes take place?',
    topic: 'Combinatorics',
    difficulty: 'Juniors',
    key: '45',
  },
  {
    title: 'Last digit in base five',
    body: 'Find the remainder when $7^{100}$ is divided by $5$.',
    topic: 'Number Theory',
    difficulty: 'Seniors',
    key: '1',
  },
  {
    title: 'Heron on thirteen, fourteen, fifteen',
    body: 'A triangle has sides $13$, $14$ and $15$. Find its area.',
    topic: 'Geometry',
    difficulty: 'Seniors',
    key: '84',
  },
  {
    title: 'Lattice walks',
    body: 'How many paths from $(0,0)$ to $(3,3)$ use only unit steps to the right or up?',
    topic: 'Combinatorics',
    difficulty: 'PAMO',
    key: '20',
  },
];

/**
 * @param {{
 *   random: { next(): number, int(min: number, max: number): number, pick<T>(items: T[]): T, sample<T>(items: T[], count: number): T[] },
 *   stableUuid: (name: string) => string,
 *   sql: (value: unknown) => string,
 *   sqlArray: (values: string[]) => string,
 *   datasetProblems: { id: string, difficulty: string, key: string, marks: number }[],
 *   students: { id: string, email: string }[],
 *   instructor: { id: string },
 *   admin: { id: string },
 *   marksByDifficulty: Record<string, number>,
 *   wrongAnswerFor: (key: string) => string,
 * }} context
 */
export function buildContestsSeed(context) {
  const { random, stableUuid, sql, sqlArray, datasetProblems, students, instructor, admin } =
    context;

  const upcomingProblems = hiddenProblems.map((problem, index) => ({
    ...problem,
    id: stableUuid(`contest-problem:${problem.title}`),
    marks: context.marksByDifficulty[problem.difficulty],
    createdMinutesAgo: 3 * 24 * 60 - index * 30,
  }));

  const contests = [
    {
      title: 'Autumn Junior Challenge',
      description:
        'A three-hour warm-up for first-time olympiad students: counting, number theory and algebra. Every problem is worth $5$ marks.',
      startMinutesAgo: 21 * 24 * 60,
      lengthMinutes: 180,
      problems: random.sample(
        datasetProblems.filter((problem) => problem.difficulty === 'Juniors'),
        4,
      ),
      participants: random.sample(students, 16),
      createdBy: instructor,
      resultsMode: 'instant',
    },
    {
      title: 'Pan-African Training Round',
      description:
        'A PAMO-style round running right now. Five problems, four and a half hours; answers count for the board while it runs.',
      startMinutesAgo: 60,
      lengthMinutes: 270,
      problems: random.sample(
        datasetProblems.filter((problem) => problem.difficulty !== 'Juniors'),
        5,
      ),
      // The demo student is left out so a demo can register from the contest page.
      participants: random.sample(
        students.filter((student) => student.email !== 'student@olympiad.test'),
        24,
      ),
      createdBy: admin,
      resultsMode: 'instant',
    },
    {
      title: 'IMO Selection Mock',
      description:
        'A mock selection test. Its problems were written for it and stay hidden until the start: register now and come back when the clock reaches zero.',
      startMinutesAgo: -14 * 24 * 60,
      lengthMinutes: 270,
      problems: upcomingProblems,
      participants: random.sample(students, 6),
      createdBy: instructor,
      // Olympiad-style: answers are received during the round and results come at its end.
      resultsMode: 'after_end',
    },
  ].map((contest) => ({ ...contest, id: stableUuid(`contest:${contest.title}`) }));

  const start = (contest) => `now() - interval '${contest.startMinutesAgo} minutes'`;
  const end = (contest) =>
    `now() - interval '${contest.startMinutesAgo - contest.lengthMinutes} minutes'`;

  // Answers inside the windows of the ended and the running contest: each participant has a
  // skill, tries some problems, sometimes fails first and corrects later.
  const answers = [];
  for (const contest of contests.filter((c) => c.startMinutesAgo > 0)) {
    const elapsed = Math.min(contest.startMinutesAgo, contest.lengthMinutes) - 2;
    contest.participants.forEach((participant, index) => {
      // A few registered participants have not answered yet.
      if (index % 7 === 6) return;
      const skill = random.next();
      const tried = contest.problems.filter(() => random.next() < 0.35 + skill * 0.6);
      for (const problem of tried) {
        let minute = random.int(1, Math.max(2, elapsed - 10));
        const firstRight = random.next() < 0.3 + skill * 0.6;
        answers.push({
          id: stableUuid(`contest-answer:${contest.title}:${participant.email}:${problem.id}`),
          contest,
          problemId: problem.id,
          userId: participant.id,
          content: firstRight ? problem.key : context.wrongAnswerFor(problem.key),
          minute,
        });
        if (!firstRight && random.next() < 0.6) {
          minute = Math.min(elapsed, minute + random.int(3, 25));
          answers.push({
            id: stableUuid(`contest-retry:${contest.title}:${participant.email}:${problem.id}`),
            contest,
            problemId: problem.id,
            userId: participant.id,
            content: random.next() < 0.7 ? problem.key : context.wrongAnswerFor(problem.key),
            minute,
          });
        }
      }
    });
  }

  const values = (rows) => rows.join(',\n');
  const text = `-- Contests (supabase/seed/contests.mjs): ended, running and upcoming, relative to seed time.
insert into public.problems (id, title, content, topic, difficulty, marks, is_public, created_by, created_at)
values
${values(
  upcomingProblems.map(
    (problem) =>
      `  (${sql(problem.id)}, ${sql(problem.title)}, ${sql(JSON.stringify({ body: problem.body }))}::jsonb, ` +
      `${sql(problem.topic)}, ${sql(problem.difficulty)}, ${problem.marks}, false, ${sql(instructor.id)}, now() - interval '${problem.createdMinutesAgo} minutes')`,
  ),
)};

insert into private.problem_answer_keys (problem_id, answers)
values
${values(upcomingProblems.map((problem) => `  (${sql(problem.id)}, ${sqlArray([problem.key])})`))};

insert into public.contests (id, title, description, start_time, end_time, created_by, results_mode)
values
${values(
  contests.map(
    (contest) =>
      `  (${sql(contest.id)}, ${sql(contest.title)}, ${sql(contest.description)}, ${start(contest)}, ${end(contest)}, ${sql(contest.createdBy.id)}, ${sql(contest.resultsMode)})`,
  ),
)};

insert into public.contest_problems (contest_id, problem_id, position)
values
${values(
  contests.flatMap((contest) =>
    contest.problems.map(
      (problem, index) => `  (${sql(contest.id)}, ${sql(problem.id)}, ${index + 1})`,
    ),
  ),
)};

insert into public.contest_registrations (contest_id, user_id, registered_at)
values
${values(
  contests.flatMap((contest) =>
    contest.participants.map(
      (participant) =>
        `  (${sql(contest.id)}, ${sql(participant.id)}, ${start(contest)} - interval '${random.int(10, 3000)} minutes')`,
    ),
  ),
)};

-- Answers in the contest windows, graded by the real key check; the trigger tags each with its contest.
insert into public.answers (id, problem_id, user_id, content, status, submitted_at, graded_at)
select a.id, a.problem_id, a.user_id, a.content,
  coalesce(private.verdict_from_key(a.problem_id, a.content), 'submitted'),
  a.submitted_at,
  a.submitted_at
from (values
${values(
  answers.map(
    (answer) =>
      `  (${sql(answer.id)}::uuid, ${sql(answer.problemId)}::uuid, ${sql(answer.userId)}::uuid, ${sql(answer.content)}, ` +
      `${start(answer.contest)} + interval '${answer.minute} minutes')`,
  ),
)}
) as a (id, problem_id, user_id, content, submitted_at)
order by a.submitted_at;
`;

  return {
    sql: text,
    contests: contests.length,
    answers: answers.length,
    problems: upcomingProblems.length,
  };
}
