// The class of the demo seed (issue 21): the instructor's "Saturday Olympiad Club" with the demo
// student and eleven others (one more waiting for approval), two problems written hidden for the
// class, an open assignment and a past one with late work. Times are relative to the moment the
// seed runs; answers are graded by the real key check. A fixed generator of its own keeps the
// other seed modules' choices unchanged.

/** Written for the club: hidden (is_public false), seen by its members once an assignment opens. */
const clubProblems = [
  {
    title: 'Club: stamps of three and five',
    body: 'What is the largest amount of postage that cannot be made with stamps of $3$ and $5$ cents?',
    topic: 'Number Theory',
    difficulty: 'Juniors',
    key: '7',
  },
  {
    title: 'Club: committees of three',
    body: 'In how many ways can a committee of $3$ be chosen from $8$ people?',
    topic: 'Combinatorics',
    difficulty: 'Juniors',
    key: '56',
  },
];

/**
 * @param {{
 *   createRandom: (seed: number) => { int(min: number, max: number): number, next(): number, sample<T>(items: T[], count: number): T[] },
 *   stableUuid: (name: string) => string,
 *   sql: (value: unknown) => string,
 *   sqlArray: (values: string[]) => string,
 *   datasetProblems: { id: string, difficulty: string, key: string, marks: number }[],
 *   students: { id: string, email: string }[],
 *   instructor: { id: string },
 *   marksByDifficulty: Record<string, number>,
 *   wrongAnswerFor: (key: string) => string,
 * }} context
 */
export function classesSeedSql(context) {
  const { stableUuid, sql, sqlArray, datasetProblems, students, instructor } = context;
  const random = context.createRandom(20261125);
  const classId = stableUuid('class:Saturday Olympiad Club');
  const demo = students.find((student) => student.email === 'student@olympiad.test');
  if (!demo) throw new Error('The seed has no demo student');
  const others = random.sample(
    students.filter((student) => student !== demo),
    12,
  );
  const members = [demo, ...others.slice(0, 11)];
  const waiting = others[11];

  const hidden = clubProblems.map((problem) => ({
    ...problem,
    id: stableUuid(`class-problem:${problem.title}`),
    marks: context.marksByDifficulty[problem.difficulty],
  }));
  const juniors = datasetProblems.filter((problem) => problem.difficulty === 'Juniors');
  const picked = random.sample(juniors, 6);
  const assignments = [
    {
      id: stableUuid('assignment:Week 6: warm-up'),
      title: 'Week 6: warm-up',
      opensMinutesAgo: 10 * 24 * 60,
      dueMinutesAgo: 3 * 24 * 60,
      problems: picked.slice(0, 4),
    },
    {
      id: stableUuid('assignment:Week 7: counting and stamps'),
      title: 'Week 7: counting and stamps',
      opensMinutesAgo: 2 * 24 * 60,
      dueMinutesAgo: -5 * 24 * 60,
      problems: [...hidden, ...picked.slice(4, 6)],
    },
  ];

  // Each member tries some problems of each assignment; in the past one a few answers come in
  // after the due time (late). The demo student leaves the open assignment for a demo.
  const answers = [];
  for (const member of members) {
    for (const assignment of assignments) {
      if (member === demo && assignment.dueMinutesAgo < 0) continue;
      const length = assignment.opensMinutesAgo - Math.max(assignment.dueMinutesAgo, 30);
      for (const problem of assignment.problems) {
        if (random.next() < 0.3) continue;
        const late = assignment.dueMinutesAgo > 0 && random.next() < 0.25;
        const minutesAgo = late
          ? random.int(60, assignment.dueMinutesAgo - 60)
          : assignment.opensMinutesAgo - random.int(30, length);
        if (random.next() < 0.35) {
          answers.push({
            id: stableUuid(`class-answer:${member.id}:${problem.id}:wrong`),
            problemId: problem.id,
            userId: member.id,
            content: context.wrongAnswerFor(problem.key),
            minutesAgo: minutesAgo + 20,
          });
        }
        if (random.next() < 0.8) {
          answers.push({
            id: stableUuid(`class-answer:${member.id}:${problem.id}`),
            problemId: problem.id,
            userId: member.id,
            content: problem.key,
            minutesAgo,
          });
        }
      }
    }
  }

  const values = (rows) => rows.join(',\n');
  return `-- Classes (supabase/seed/classes.mjs): a club with members, an open and a past assignment.
insert into public.problems (id, title, content, topic, difficulty, marks, is_public, created_by, created_at)
values
${values(
  hidden.map(
    (problem) =>
      `  (${sql(problem.id)}, ${sql(problem.title)}, ${sql(JSON.stringify({ body: problem.body }))}::jsonb, ` +
      `${sql(problem.topic)}, ${sql(problem.difficulty)}, ${problem.marks}, false, ${sql(instructor.id)}, now() - interval '20 days')`,
  ),
)};

insert into private.problem_answer_keys (problem_id, answers)
values
${values(hidden.map((problem) => `  (${sql(problem.id)}, ${sqlArray([problem.key])})`))};

insert into public.classes (id, name, description, join_code, needs_approval, board_visible, created_by, created_at)
values (${sql(classId)}, 'Saturday Olympiad Club', ${sql('Weekly problems for the school team. Join with the code on the board; answers after the due time still count and are marked late.')}, 'CLUB2345', true, true, ${sql(instructor.id)}, now() - interval '30 days');

insert into public.class_teachers (class_id, user_id, added_at)
values (${sql(classId)}, ${sql(instructor.id)}, now() - interval '30 days');

insert into public.class_members (class_id, user_id, status, joined_at)
values
${values([
  ...members.map(
    (member, index) =>
      `  (${sql(classId)}, ${sql(member.id)}, 'active', now() - interval '${29 * 24 * 60 - index * 90} minutes')`,
  ),
  `  (${sql(classId)}, ${sql(waiting.id)}, 'pending', now() - interval '90 minutes')`,
])};

insert into public.assignments (id, class_id, title, kind, opens_at, due_at, created_by)
values
${values(
  assignments.map(
    (assignment) =>
      `  (${sql(assignment.id)}, ${sql(classId)}, ${sql(assignment.title)}, 'problems', ` +
      `now() - interval '${assignment.opensMinutesAgo} minutes', now() - interval '${assignment.dueMinutesAgo} minutes', ${sql(instructor.id)})`,
  ),
)};

insert into public.assignment_problems (assignment_id, problem_id, position)
values
${values(
  assignments.flatMap((assignment) =>
    assignment.problems.map(
      (problem, index) => `  (${sql(assignment.id)}, ${sql(problem.id)}, ${index + 1})`,
    ),
  ),
)};

insert into public.answers (id, problem_id, user_id, content, status, submitted_at, graded_at)
select a.id, a.problem_id, a.user_id, a.content,
  coalesce(private.verdict_from_key(a.problem_id, a.content), 'submitted'), a.submitted_at, a.submitted_at
from (values
${values(
  answers.map(
    (answer) =>
      `  (${sql(answer.id)}::uuid, ${sql(answer.problemId)}::uuid, ${sql(answer.userId)}::uuid, ${sql(answer.content)}, now() - interval '${answer.minutesAgo} minutes')`,
  ),
)}
) as a (id, problem_id, user_id, content, submitted_at)
on conflict (id) do nothing;
`;
}
