// Practice seed (issue 15): official solutions (MATH-500's own, under the licence quoted at
// the top of seed.sql), hints taken from the first steps of those solutions, spoiler comments,
// and one student (Priya Raman) whose progress picture has something in every row: many
// answers across topics and difficulties, two give-ups and some revealed hints.
//
// build-seed.mjs calls practiceSeedSql(...) and appends the result to seed.sql.

const FIGURE_NOTE = '(The original solution has a figure here.)';
const SHOWCASE_EMAIL = 'priya.raman@olympiad.test';

/** [asy] figures are Asymptote, which the SPA does not render. */
function withoutFigures(text) {
  return text.replace(/\[asy\][\s\S]*?\[\/asy\]/g, FIGURE_NOTE).trim();
}

/** Splits prose into sentences at ". " before a capital, never inside $...$ or \[...\]. */
export function sentencesOf(text) {
  const pieces = text.split(/(?<=[.!?])\s+(?=[A-Z])/);
  const sentences = [];
  let current = '';
  for (const piece of pieces) {
    current = current ? `${current} ${piece}` : piece;
    const dollars = (current.replace(/\\\$/g, '').match(/\$/g) ?? []).length;
    const opens = (current.match(/\\\[/g) ?? []).length;
    const closes = (current.match(/\\\]/g) ?? []).length;
    if (dollars % 2 === 0 && opens === closes) {
      sentences.push(current.trim());
      current = '';
    }
  }
  if (current.trim()) sentences.push(current.trim());
  return sentences;
}

/**
 * Up to three hints from a solution: its opening sentences, in order, never the one that
 * states the answer (\boxed) nor the last one. Too short or too long sentences are skipped.
 */
export function hintsFromSolution(solution) {
  const sentences = sentencesOf(withoutFigures(solution).replace(/\s*\n+\s*/g, ' '));
  return sentences
    .slice(0, -1)
    .filter((sentence) => !sentence.includes('\\boxed') && !sentence.includes(FIGURE_NOTE))
    .filter((sentence) => sentence.length >= 25 && sentence.length <= 400)
    .slice(0, 3);
}

const proofSolutions = {
  'Infinitely many primes': {
    solution:
      'Suppose there were only finitely many primes $p_1, p_2, \\dots, p_n$ and let $N = p_1 p_2 \\cdots p_n + 1$. ' +
      'Since $N > 1$, it has a prime factor $p$. Every $p_i$ leaves remainder $1$ when dividing $N$, so $p$ is none of them: ' +
      'a prime outside the list, a contradiction. Hence there are infinitely many primes.',
    hints: [
      'Argue by contradiction: suppose the primes are exactly $p_1, \\dots, p_n$.',
      'Build a number from all of them that none of them divides.',
      'Look at $p_1 p_2 \\cdots p_n + 1$ and any prime factor of it.',
    ],
  },
  'Irrationality of the square root of 2': {
    solution:
      'Suppose $\\sqrt{2} = \\frac{p}{q}$ with integers $p, q$ and $\\gcd(p, q) = 1$. Then $p^2 = 2q^2$, so $p^2$ is even and so is $p$; ' +
      'write $p = 2r$. Then $4r^2 = 2q^2$, so $q^2 = 2r^2$ and $q$ is even too, against $\\gcd(p, q) = 1$. So $\\sqrt 2$ is irrational.',
    hints: [
      'Write $\\sqrt{2}$ as a fraction in lowest terms.',
      'What does $p^2 = 2q^2$ say about the parity of $p$?',
    ],
  },
  'Handshakes at a party': {
    solution:
      'Add up the number of hands each guest shook. Every handshake is counted twice, once for each of its two guests, ' +
      'so the sum is even. A sum of integers is even only if it has an even number of odd terms, so an even number of guests shook an odd number of hands.',
    hints: [
      'Add up, over all guests, the number of hands each one shook.',
      'How many times is one handshake counted in that sum?',
    ],
  },
  'AM-GM for two numbers': {
    solution:
      'Since $a, b \\ge 0$, the numbers $\\sqrt a$ and $\\sqrt b$ are real and $(\\sqrt a - \\sqrt b)^2 \\ge 0$. ' +
      'Expanding gives $a - 2\\sqrt{ab} + b \\ge 0$, that is $\\frac{a+b}{2} \\ge \\sqrt{ab}$. Equality holds exactly when $\\sqrt a = \\sqrt b$, that is $a = b$.',
    hints: [
      'A square of a real number is never negative.',
      'Try the square $(\\sqrt a - \\sqrt b)^2$.',
    ],
  },
  'Angle in a semicircle': {
    solution:
      'Let $O$ be the centre, the midpoint of $AB$. Then $OA = OB = OC$, so triangles $OAC$ and $OBC$ are isosceles: ' +
      '$\\angle OCA = \\angle OAC$ and $\\angle OCB = \\angle OBC$. The angles of triangle $ABC$ add up to $180^\\circ$, and ' +
      '$\\angle A + \\angle B = \\angle OCA + \\angle OCB = \\angle ACB$, so $2\\angle ACB = 180^\\circ$ and $\\angle ACB = 90^\\circ$.',
    hints: [
      'Draw the radius $OC$ from the centre $O$.',
      'Which triangles are isosceles now?',
      'Add up the angles of triangle $ABC$.',
    ],
  },
  'Pigeonhole on a square': {
    solution:
      'Cut the unit square into four squares of side $\\frac12$. Five points lie in four small squares, so two of them share one (pigeonhole). ' +
      'Two points of a square of side $\\frac12$ are at most its diagonal apart, $\\frac{\\sqrt2}{2}$.',
    hints: [
      'Five points, and you want two of them close together: think of pigeonholes.',
      'Cut the square into four equal squares.',
    ],
  },
};

const spoilerOpeners = [
  'Spoiler, read only after trying:',
  'Full spoiler below.',
  'My solution, so do not read this yet if you are still working on it:',
];

/**
 * @param {{
 *   dataset: { problem: string, solution: string, answer: string, unique_id: string }[],
 *   datasetProblems: { id: string, key: string, topic: string, difficulty: string, marks: number }[],
 *   proofProblems: { id: string, title: string }[],
 *   students: { id: string, email: string }[],
 *   instructor: { id: string },
 *   helpers: { stableUuid: (name: string) => string, sql: (value: unknown) => string,
 *     ago: (minutes: number) => string, createRandom: (seed: number) => any },
 * }} input
 */
export function practiceSeedSql({
  dataset,
  datasetProblems,
  proofProblems,
  students,
  instructor,
  helpers,
}) {
  const { stableUuid, sql, ago, createRandom } = helpers;
  const random = createRandom(20261123);
  const solutionById = new Map(
    dataset.map((row) => [stableUuid(`problem:${row.unique_id}`), row.solution]),
  );

  const solutions = [];
  const hints = [];
  for (const problem of datasetProblems) {
    const solution = solutionById.get(problem.id);
    if (!solution) continue;
    solutions.push({ problemId: problem.id, body: withoutFigures(solution) });
    hintsFromSolution(solution).forEach((body, index) =>
      hints.push({ problemId: problem.id, position: index + 1, body }),
    );
  }
  for (const problem of proofProblems) {
    const written = proofSolutions[problem.title];
    if (!written) continue;
    solutions.push({ problemId: problem.id, body: written.solution });
    written.hints.forEach((body, index) =>
      hints.push({ problemId: problem.id, position: index + 1, body }),
    );
  }
  const hinted = new Set(hints.map((hint) => hint.problemId));

  // The showcase student: a strong Juniors record fading towards IMO, every topic touched.
  const showcase = students.find((student) => student.email === SHOWCASE_EMAIL);
  if (!showcase) throw new Error(`${SHOWCASE_EMAIL} is not a seeded student`);
  const solveRate = { Juniors: 0.85, Seniors: 0.65, PAMO: 0.45, IMO: 0.25 };
  const attemptShare = { Juniors: 0.7, Seniors: 0.55, PAMO: 0.4, IMO: 0.3 };
  const showcaseAnswers = [];
  const wrongOnly = [];
  // Problems of the seeded contests are left out in SQL (not exists contest_problems): practice
  // happens outside contests.
  for (const problem of datasetProblems) {
    if (random.next() >= attemptShare[problem.difficulty]) continue;
    const right = random.next() < solveRate[problem.difficulty];
    const minutesAgo = random.int(90, 30 * 24 * 60);
    if (!right) {
      showcaseAnswers.push({
        problem,
        content: problem.key === '0' ? '1' : `${problem.key}0`,
        minutesAgo,
      });
      wrongOnly.push({ problem, minutesAgo });
      continue;
    }
    // Sometimes right only at the second try.
    if (random.next() < 0.25) {
      showcaseAnswers.push({
        problem,
        content: problem.key === '0' ? '1' : `${problem.key}0`,
        minutesAgo: minutesAgo + 30,
      });
    }
    showcaseAnswers.push({ problem, content: problem.key, minutesAgo });
  }
  // Her most recent activity comes last in time: two give-ups after wrong answers, hints revealed.
  const giveUps = wrongOnly.filter(({ problem }) => hinted.has(problem.id)).slice(0, 2);
  const revealed = wrongOnly.filter(({ problem }) => hinted.has(problem.id)).slice(0, 4);
  const hintReveals = revealed.flatMap(({ problem, minutesAgo }, index) =>
    hints
      .filter((hint) => hint.problemId === problem.id && hint.position <= 1 + (index % 3))
      .map((hint) => ({
        problemId: problem.id,
        position: hint.position,
        minutesAgo: minutesAgo + 10 - hint.position,
      })),
  );

  // Spoilers: the showcase student explains problems she solved; the instructor adds two more.
  const solvedByShowcase = showcaseAnswers
    .filter((answer) => answer.content === answer.problem.key)
    .map((answer) => answer.problem);
  const spoilerProblems = [...new Set(solvedByShowcase)].slice(0, 6);
  const spoilers = spoilerProblems.map((problem, index) => {
    const firstSteps = sentencesOf(withoutFigures(solutionById.get(problem.id) ?? ''))
      .slice(0, 2)
      .join(' ');
    return {
      id: stableUuid(`spoiler:${problem.id}`),
      problemId: problem.id,
      userId: index < 4 ? showcase.id : instructor.id,
      content:
        `${spoilerOpeners[index % spoilerOpeners.length]} ${firstSteps} The answer is $${problem.key}$.`.slice(
          0,
          1900,
        ),
      minutesAgo: random.int(30, 5 * 24 * 60),
    };
  });

  const rows = (items) => items.join(',\n');
  return `-- Practice (supabase/seed/practice.mjs): ${solutions.length} official solutions (MATH-500's, licence above),
-- ${hints.length} hints on ${hinted.size} problems, ${spoilers.length} spoiler comments, and ${SHOWCASE_EMAIL}'s practice.
insert into private.problem_solutions (problem_id, body, public_after_contest)
values
${rows(solutions.map((solution) => `  (${sql(solution.problemId)}, ${sql(solution.body)}, true)`))};

insert into private.problem_hints (problem_id, position, body)
values
${rows(hints.map((hint) => `  (${sql(hint.problemId)}, ${hint.position}, ${sql(hint.body)})`))};

insert into public.answers (id, problem_id, user_id, content, status, submitted_at, graded_at)
select a.id, a.problem_id, a.user_id, a.content,
  coalesce(private.verdict_from_key(a.problem_id, a.content), 'submitted'), a.submitted_at, a.submitted_at + interval '1 minute'
from (values
${rows(
  showcaseAnswers.map(
    (answer, index) =>
      `  (${sql(stableUuid(`practice-answer:${showcase.email}:${answer.problem.id}:${index}`))}::uuid, ${sql(answer.problem.id)}::uuid, ` +
      `${sql(showcase.id)}::uuid, ${sql(answer.content)}, ${ago(answer.minutesAgo)})`,
  ),
)}
) as a (id, problem_id, user_id, content, submitted_at)
where not exists (select 1 from public.contest_problems cp where cp.problem_id = a.problem_id);

insert into public.hint_reveals (user_id, problem_id, position, revealed_at)
select v.user_id, v.problem_id, v.position, v.revealed_at
from (values
${rows(hintReveals.map((reveal) => `  (${sql(showcase.id)}::uuid, ${sql(reveal.problemId)}::uuid, ${reveal.position}, ${ago(reveal.minutesAgo)})`))}
) as v (user_id, problem_id, position, revealed_at)
where not exists (select 1 from public.contest_problems cp where cp.problem_id = v.problem_id);

insert into public.problem_give_ups (user_id, problem_id, given_up_at)
select v.user_id, v.problem_id, v.given_up_at
from (values
${rows(giveUps.map(({ problem }, index) => `  (${sql(showcase.id)}::uuid, ${sql(problem.id)}::uuid, ${ago(20 + index * 15)})`))}
) as v (user_id, problem_id, given_up_at)
where not exists (select 1 from public.contest_problems cp where cp.problem_id = v.problem_id);

-- The comments trigger moves each spoiler's text into private.comment_spoilers.
insert into public.comments (id, problem_id, user_id, content, is_spoiler, created_at)
values
${rows(
  spoilers.map(
    (comment) =>
      `  (${sql(comment.id)}, ${sql(comment.problemId)}, ${sql(comment.userId)}, ${sql(comment.content)}, true, ${ago(comment.minutesAgo)})`,
  ),
)};
`;
}
