#!/usr/bin/env node
// Generates supabase/seed.sql (local demo data) from the MATH-500 problems in
// /work/shared/data/math500.jsonl (a copy of its MIT licence sits beside this script).
//
//   node supabase/seed/build-seed.mjs [path/to/math500.jsonl] [--render-figures]
//
// The [asy] figures are rendered to public/figures/ only when their SVG is missing (all of them
// with --render-figures); figures.mjs installs asymptote when it has to.
//
// The output is deterministic: a fixed pseudo-random generator picks names, answers,
// comments and reactions, so rebuilding gives the same file. Times are relative to the
// moment the seed runs (now() - interval ...). Scores are never written: the seeded answers
// are graded by the same SQL the API uses, and the score triggers do the rest.
import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { demoAccountActivationsSql } from './accounts.mjs';
import { classesSeedSql } from './classes.mjs';
import { buildContestsSeed } from './contests.mjs';
import { notesSeedSql } from './notes.mjs';
import { buildRatingsSeed } from './ratings.mjs';
import { practiceSeedSql } from './practice.mjs';
import { titleByUniqueId } from './titles.mjs';
import { proofPagesSeed } from './proof-pages.mjs';
import { renderFigures } from './figures.mjs';
import { translationsSeedSql } from './translations.mjs';
import { readDefaultPassword } from '../../scripts/lib/env-example.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const repoRoot = resolve(here, '../..');
const args = process.argv.slice(2);
const forceFigures = args.includes('--render-figures');
const datasetPath = args.find((arg) => !arg.startsWith('--')) ?? '/work/shared/data/math500.jsonl';
const outputPath = resolve(repoRoot, 'supabase/seed.sql');

// ---------------------------------------------------------------------------
// helpers
// ---------------------------------------------------------------------------

/** mulberry32: a tiny deterministic generator, so the seed file is reproducible. */
function createRandom(seed) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    pick: (items) => items[Math.floor(next() * items.length)],
    sample: (items, count) => {
      const copy = [...items];
      for (let i = copy.length - 1; i > 0; i -= 1) {
        const j = Math.floor(next() * (i + 1));
        [copy[i], copy[j]] = [copy[j], copy[i]];
      }
      return copy.slice(0, count);
    },
  };
}

/** A stable UUID derived from a name, so rows keep their ids between rebuilds. */
function stableUuid(name) {
  const hex = createHash('sha1').update(`get-into-olympiad:${name}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** A standard SQL string literal (standard_conforming_strings is on: backslashes are literal). */
const sql = (value) =>
  value === null || value === undefined ? 'null' : `'${String(value).replaceAll("'", "''")}'`;
const sqlArray = (values) => `array[${values.map(sql).join(', ')}]::text[]`;
const ago = (minutes) => `now() - interval '${minutes} minutes'`;

const random = createRandom(20261121);

// ---------------------------------------------------------------------------
// accounts
// ---------------------------------------------------------------------------

const studentNames = [
  'Amara Okafor',
  'Kwame Mensah',
  'Zanele Dlamini',
  'Youssef Benali',
  'Lina Haddad',
  'Tunde Adeyemi',
  'Chiara Rossi',
  'Mateo García',
  'Priya Raman',
  'Wei Chen',
  'Sofia Novak',
  'Aisha Bello',
  'Thabo Nkosi',
  'Fatima Zahra El Idrissi',
  'Daniel Mwangi',
  'Nadia Kamara',
  'Omar Farouk',
  'Hana Tesfaye',
  'Lucas Moreau',
  'Mei Tanaka',
  'Kofi Boateng',
  'Grace Achieng',
  'Ibrahim Diallo',
  'Elena Petrova',
  'Samuel Osei',
  'Leila Mansour',
  'Jonas Weber',
  'Ngozi Eze',
  'Ravi Patel',
  'Ana Souza',
  'Yaw Asante',
  'Sara Lindqvist',
  'Moussa Traoré',
  'Imani Njoroge',
];

function emailFor(fullName) {
  const ascii = fullName
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
  return `${ascii.replace(/[^a-z]+/g, '.').replace(/^\.|\.$/g, '')}@olympiad.test`;
}

const demoAccounts = [
  // The trigger never grants superadmin from sign-up metadata; the seed promotes this one below.
  {
    email: 'superadmin@olympiad.test',
    fullName: 'Sam Superadmin',
    role: 'superadmin',
    status: 'approved',
    requested: 'superadmin',
  },
  {
    email: 'admin@olympiad.test',
    fullName: 'Adaeze Admin',
    role: 'admin',
    status: 'approved',
    requested: 'Admin',
  },
  {
    email: 'instructor@olympiad.test',
    fullName: 'Ivan Instructor',
    role: 'instructor',
    status: 'approved',
    requested: 'Instructor',
  },
  {
    email: 'student@olympiad.test',
    fullName: 'Stella Student',
    role: 'contestant',
    status: 'approved',
    requested: 'Student',
  },
  {
    email: 'pending.instructor@olympiad.test',
    fullName: 'Peter Pending',
    role: 'instructor',
    status: 'pending',
    requested: 'Instructor',
  },
  {
    email: 'pending.admin@olympiad.test',
    fullName: 'Paula Pending',
    role: 'admin',
    status: 'pending',
    requested: 'Admin',
  },
];

const accounts = [
  ...demoAccounts,
  ...studentNames.map((fullName) => ({
    email: emailFor(fullName),
    fullName,
    role: 'contestant',
    status: 'approved',
    requested: 'Student',
  })),
].map((account, index) => ({
  ...account,
  id: stableUuid(`user:${account.email}`),
  // Accounts were created over the last ~90 days, demo staff first.
  createdMinutesAgo: 90 * 24 * 60 - index * 2 * 24 * 60 + random.int(0, 600),
}));

/** @param {string} email */
const byEmail = (email) => {
  const account = accounts.find((candidate) => candidate.email === email);
  if (!account) throw new Error(`The seed has no account ${email}`);
  return account;
};
const instructor = byEmail('instructor@olympiad.test');
const admin = byEmail('admin@olympiad.test');
const students = accounts.filter((account) => account.role === 'contestant');
const commenters = accounts.filter((account) => account.status === 'approved');

// ---------------------------------------------------------------------------
// problems
// ---------------------------------------------------------------------------

const topicBySubject = {
  'Counting & Probability': 'Combinatorics',
  Geometry: 'Geometry',
  'Number Theory': 'Number Theory',
  Algebra: 'Algebra',
  'Intermediate Algebra': 'Algebra',
  Prealgebra: 'Algebra',
  Precalculus: 'Algebra',
};
// MATH-500 comes from the MATH dataset: AMC 8/10/12, AIME and similar competition problems,
// graded by their source as "Level 1" (easiest) to "Level 5". None is an olympiad problem, so
// none is labelled PAMO or IMO (those labels stay for problems written at that level, like the
// proof problems below). Levels 1-3 (AMC 8/10 style) are Juniors, Levels 4-5 (the hard AMC 12
// and AIME-style ones) Seniors; docs/data-contract.md records the same mapping.
const difficultyByLevel = { 1: 'Juniors', 2: 'Juniors', 3: 'Juniors', 4: 'Seniors', 5: 'Seniors' };
const marksByDifficulty = { Juniors: 5, Seniors: 7, PAMO: 8, IMO: 10 };
// How many of each subject to take, in file order, of the problems without a figure; the 42
// problems with an [asy] figure are all taken (figureProblems below).
const quotaBySubject = {
  'Counting & Probability': 33,
  Geometry: 27,
  'Number Theory': 40,
  Algebra: 20,
  'Intermediate Algebra': 15,
  Prealgebra: 10,
  Precalculus: 15,
};

/** The hand-written title of a dataset problem (titles.mjs); a missing one stops the build. */
function titleOf(uniqueId) {
  const key = uniqueId.replace(/^test\//, '').replace(/\.json$/, '');
  const title = titleByUniqueId[key];
  if (!title)
    throw new Error(
      `supabase/seed/titles.mjs has no title for ${key}: write one from its statement`,
    );
  return title;
}

const dataset = readFileSync(datasetPath, 'utf8')
  .split('\n')
  .filter((line) => line.trim() !== '')
  .map((line) => JSON.parse(line));

/** A dataset row as a seeded problem, by `author`, created `createdMinutesAgo`. */
function problemOfRow(row, author, createdMinutesAgo) {
  const difficulty = difficultyByLevel[row.level];
  return {
    id: stableUuid(`problem:${row.unique_id}`),
    uniqueId: row.unique_id,
    title: titleOf(row.unique_id),
    body: row.problem,
    topic: topicBySubject[row.subject],
    difficulty,
    marks: marksByDifficulty[difficulty],
    key: row.answer,
    author,
    createdMinutesAgo,
  };
}

const taken = Object.fromEntries(Object.keys(quotaBySubject).map((subject) => [subject, 0]));
const datasetProblems = dataset
  .filter((row) => !row.problem.includes('[asy]'))
  .filter((row) => {
    if (taken[row.subject] >= quotaBySubject[row.subject]) return false;
    taken[row.subject] += 1;
    return true;
  })
  .map((row, index) =>
    problemOfRow(row, index % 3 === 2 ? admin : instructor, 60 * 24 * 60 - index * 300),
  );

// The problems with an Asymptote figure (issue 24): all of them, older than the ones above so
// the first pages keep their order. The figure stays in the statement as its [asy] source; its
// SVG is rendered once into public/figures/ (figures.mjs) and shown in its place.
const figureProblems = dataset
  .filter((row) => row.problem.includes('[asy]'))
  .map((row, index) =>
    problemOfRow(row, index % 2 === 0 ? instructor : admin, 61 * 24 * 60 + index * 300),
  );

// Proof problems have no short answer: their answers wait in the grading queue.
const proofProblems = [
  {
    title: 'Infinitely many primes',
    body: 'Prove that there are infinitely many prime numbers.',
    topic: 'Number Theory',
    difficulty: 'Juniors',
  },
  {
    title: 'Irrationality of the square root of 2',
    body: 'Prove that $\\sqrt{2}$ is irrational.',
    topic: 'Number Theory',
    difficulty: 'Juniors',
  },
  {
    title: 'Handshakes at a party',
    body: 'At a party some guests shake hands. Prove that the number of guests who shook an odd number of hands is even.',
    topic: 'Combinatorics',
    difficulty: 'Seniors',
  },
  {
    title: 'AM-GM for two numbers',
    body: 'Prove that for all real numbers $a, b \\ge 0$ we have \\[\\frac{a + b}{2} \\ge \\sqrt{ab},\\] and find when equality holds.',
    topic: 'Algebra',
    difficulty: 'Juniors',
  },
  {
    title: 'Angle in a semicircle',
    body: 'Let $AB$ be a diameter of a circle and $C$ another point on the circle. Prove that $\\angle ACB = 90^\\circ$.',
    topic: 'Geometry',
    difficulty: 'Seniors',
  },
  {
    title: 'Pigeonhole on a square',
    body: 'Five points are placed inside a unit square. Prove that two of them are at distance at most $\\frac{\\sqrt{2}}{2}$.',
    topic: 'Combinatorics',
    difficulty: 'PAMO',
  },
].map((problem, index) => ({
  ...problem,
  id: stableUuid(`proof:${problem.title}`),
  marks: marksByDifficulty[problem.difficulty],
  key: null,
  author: instructor,
  createdMinutesAgo: 20 * 24 * 60 - index * 600,
}));

const problems = [...datasetProblems, ...figureProblems, ...proofProblems];
const keyedProblems = [...datasetProblems, ...figureProblems];

// ---------------------------------------------------------------------------
// answers: each student has a skill; correct answers quote the dataset answer, wrong ones
// are plausible mistakes. The database grades them, not this script.
// ---------------------------------------------------------------------------

function wrongAnswerFor(key) {
  if (/^-?\d+$/.test(key)) return String(Number(key) + random.pick([1, -1, 2, 10]));
  const other = random.pick(datasetProblems).key;
  return other === key ? '0' : other;
}

const proofAnswers = [
  'Suppose there are finitely many primes $p_1, \\dots, p_n$. Then $p_1 p_2 \\cdots p_n + 1$ has a prime factor not in the list, a contradiction.',
  'Assume $\\sqrt{2} = p/q$ in lowest terms. Then $p^2 = 2q^2$, so $p$ is even, hence $q$ is even too, a contradiction.',
  'Each handshake adds 2 to the sum of all handshake counts, so the sum is even and the number of odd terms is even.',
  '$(\\sqrt{a} - \\sqrt{b})^2 \\ge 0$ expands to $a + b \\ge 2\\sqrt{ab}$, with equality iff $a = b$.',
  'Since $OA = OB = OC$, triangles $OAC$ and $OBC$ are isosceles, so $\\angle ACB$ is half of $180^\\circ$.',
  'Split the square into four squares of side $\\frac12$; two of the five points share one, and its diagonal is $\\frac{\\sqrt2}{2}$.',
];

const answers = [];
students.forEach((student, studentIndex) => {
  const skill = random.next();
  const attempts = student.email === 'student@olympiad.test' ? 6 : random.int(0, 14);
  for (const problem of random.sample(datasetProblems, attempts)) {
    const right = random.next() < 0.25 + skill * 0.65;
    answers.push({
      id: stableUuid(`answer:${student.email}:${problem.id}`),
      problemId: problem.id,
      userId: student.id,
      content: right ? problem.key : wrongAnswerFor(problem.key),
      minutesAgo: random.int(60, 40 * 24 * 60),
      gradedBy: null,
    });
    // Some students retry: a second attempt, right or wrong, adds nothing twice.
    if (random.next() < 0.15) {
      answers.push({
        id: stableUuid(`answer-retry:${student.email}:${problem.id}`),
        problemId: problem.id,
        userId: student.id,
        content: problem.key,
        minutesAgo: random.int(1, 59),
        gradedBy: null,
      });
    }
  }
  // Every third student tried a proof problem: some graded by the instructor, the rest waiting.
  if (studentIndex % 3 === 0) {
    const proofIndex = random.int(0, proofProblems.length - 1);
    const graded = random.next() < 0.5;
    answers.push({
      id: stableUuid(`proof-answer:${student.email}`),
      problemId: proofProblems[proofIndex].id,
      userId: student.id,
      content: proofAnswers[proofIndex],
      minutesAgo: random.int(30, 10 * 24 * 60),
      gradedBy: graded ? instructor.id : null,
      verdict: graded ? random.pick(['correct', 'correct', 'incorrect']) : null,
    });
  }
});

// ---------------------------------------------------------------------------
// contests, team, comments, reactions
// ---------------------------------------------------------------------------

const contestsSeed = buildContestsSeed({
  random,
  stableUuid,
  sql,
  sqlArray,
  datasetProblems,
  students,
  instructor,
  admin,
  marksByDifficulty,
  wrongAnswerFor,
});

const teamMembers = [
  {
    name: 'Dr. Amina Yusuf',
    roleTitle: 'Founder and Head Coach',
    bio: 'Former IMO contestant who has coached national teams for a decade.',
  },
  {
    name: 'Prof. Kenji Sato',
    roleTitle: 'Problem Committee Chair',
    bio: 'Number theorist who curates and reviews every problem set.',
  },
  {
    name: 'Nomvula Khumalo',
    roleTitle: 'Community Lead',
    bio: 'Runs the discussion forums and the weekly problem-solving circles.',
  },
  {
    name: 'Carlos Mendes',
    roleTitle: 'Platform Engineer',
    bio: 'Keeps the contests running on time and the leaderboard honest.',
  },
];

const commentTexts = [
  'Nice problem! Try looking at small cases first.',
  'I think there is a neat symmetry argument here.',
  'Can someone explain why the answer is not larger?',
  'Modular arithmetic makes this much easier.',
  'Drawing a careful diagram helped me a lot.',
  'Is there a solution without casework?',
  'Complementary counting works well here.',
  'I got stuck at the last step, any hints?',
  'Beautiful problem, thanks for posting it.',
  "Vieta's formulas finish it quickly.",
  'Classic! This one shows up in many training camps.',
  'Watch out for the edge case when $n = 0$.',
];

const discussedProblems = datasetProblems.slice(0, 12);
const comments = [];
const reactions = [];
discussedProblems.forEach((problem, problemIndex) => {
  const commentCount = random.int(1, 4);
  for (let i = 0; i < commentCount; i += 1) {
    comments.push({
      id: stableUuid(`comment:${problem.id}:${i}`),
      problemId: problem.id,
      userId: random.pick(commenters).id,
      content: random.pick(commentTexts),
      minutesAgo: random.int(10, 30 * 24 * 60),
    });
  }
  for (const user of random.sample(commenters, random.int(2, 8))) {
    reactions.push({
      id: stableUuid(`reaction:${problem.id}:${user.id}`),
      problemId: problem.id,
      userId: user.id,
      type: random.pick(['like', 'like', 'love', 'funny']),
      minutesAgo: random.int(10, 30 * 24 * 60) + problemIndex,
    });
  }
});

// ---------------------------------------------------------------------------
// SQL
// ---------------------------------------------------------------------------

const password = readDefaultPassword();
const licence = readFileSync(resolve(here, 'math500.LICENSE'), 'utf8').trim();

const values = (rows) => rows.join(',\n');

const out = [];
out.push(`-- Demo data for the local stack. GENERATED by supabase/seed/build-seed.mjs: do not edit.
--
-- Problems are taken from MATH-500 (the MATH dataset, Hendrycks et al. 2021), as published
-- in OpenAI's PRM800K repository, under the following licence:
--
${licence
  .split('\n')
  .map((line) => `--   ${line}`.trimEnd())
  .join('\n')}
--
-- Every account has the password VITE_DEFAULT_PASSWORD from .env.example.
-- Scores are not written here: the seeded answers are graded by private.verdict_from_key
-- (the same check submit_answer uses) and the score triggers keep profiles in step.
`);

out.push(`-- Accounts: the auth.users trigger creates each profile from the sign-up metadata.
insert into auth.users (instance_id, id, aud, role, email, encrypted_password, email_confirmed_at,
  raw_app_meta_data, raw_user_meta_data, created_at, updated_at,
  confirmation_token, recovery_token, email_change_token_new, email_change)
values
${values(
  accounts.map(
    (account) =>
      `  ('00000000-0000-0000-0000-000000000000', ${sql(account.id)}, 'authenticated', 'authenticated', ${sql(account.email)}, ` +
      `extensions.crypt(${sql(password)}, extensions.gen_salt('bf')), ${ago(account.createdMinutesAgo)}, ` +
      `'{"provider": "email", "providers": ["email"]}', ${sql(JSON.stringify({ fullName: account.fullName, role: account.requested }))}::jsonb, ` +
      `${ago(account.createdMinutesAgo)}, ${ago(account.createdMinutesAgo)}, '', '', '', '')`,
  ),
)};

insert into auth.identities (provider_id, user_id, identity_data, provider, last_sign_in_at, created_at, updated_at)
select u.id::text, u.id,
  jsonb_build_object('sub', u.id::text, 'email', u.email, 'email_verified', true, 'phone_verified', false),
  'email', u.created_at, u.created_at, u.created_at
from auth.users u
where u.email like '%@olympiad.test';

update public.profiles p set created_at = u.created_at from auth.users u where u.id = p.id;
${accounts
  .filter((account) => account.role !== 'contestant' || account.requested !== 'Student')
  .map(
    (account) =>
      `update public.profiles set role = ${sql(account.role)}, status = ${sql(account.status)} where id = ${sql(account.id)};`,
  )
  .join('\n')}
`);

out.push(`-- Problems: ${datasetProblems.length} from MATH-500 with their dataset answer as key, ${proofProblems.length} proofs without a key.
insert into public.problems (id, title, content, topic, difficulty, marks, is_public, created_by, created_at)
values
${values(
  problems.map(
    (problem) =>
      `  (${sql(problem.id)}, ${sql(problem.title)}, ${sql(JSON.stringify({ body: problem.body }))}::jsonb, ` +
      `${sql(problem.topic)}, ${sql(problem.difficulty)}, ${problem.marks}, true, ${sql(problem.author.id)}, ${ago(problem.createdMinutesAgo)})`,
  ),
)};

insert into private.problem_answer_keys (problem_id, answers)
values
${values(keyedProblems.map((problem) => `  (${sql(problem.id)}, ${sqlArray([problem.key])})`))};
`);

out.push(`-- Answers: keyed ones are graded here by the real check; proof answers by the instructor or not yet.
insert into public.answers (id, problem_id, user_id, content, status, submitted_at, graded_by, graded_at)
select a.id, a.problem_id, a.user_id, a.content,
  coalesce(a.verdict, private.verdict_from_key(a.problem_id, a.content), 'submitted'),
  a.submitted_at,
  a.graded_by,
  case when a.verdict is not null or exists (select 1 from private.problem_answer_keys k where k.problem_id = a.problem_id)
    then a.submitted_at + interval '5 minutes' end
from (values
${values(
  answers.map(
    (answer) =>
      `  (${sql(answer.id)}::uuid, ${sql(answer.problemId)}::uuid, ${sql(answer.userId)}::uuid, ${sql(answer.content)}, ` +
      `${sql(answer.verdict ?? null)}, ${ago(answer.minutesAgo)}, ${sql(answer.gradedBy)}::uuid)`,
  ),
)}
) as a (id, problem_id, user_id, content, verdict, submitted_at, graded_by);
`);

out.push(contestsSeed.sql);

out.push(`insert into public.team_members (id, name, role_title, bio, photo_url, position)
values
${values(
  teamMembers.map(
    (member, index) =>
      `  (${sql(stableUuid(`team:${member.name}`))}, ${sql(member.name)}, ${sql(member.roleTitle)}, ${sql(member.bio)}, null, ${index + 1})`,
  ),
)};

insert into public.comments (id, problem_id, user_id, content, created_at)
values
${values(
  comments.map(
    (comment) =>
      `  (${sql(comment.id)}, ${sql(comment.problemId)}, ${sql(comment.userId)}, ${sql(comment.content)}, ${ago(comment.minutesAgo)})`,
  ),
)};

insert into public.reactions (id, problem_id, user_id, reaction_type, created_at)
values
${values(
  reactions.map(
    (reaction) =>
      `  (${sql(reaction.id)}, ${sql(reaction.problemId)}, ${sql(reaction.userId)}, ${sql(reaction.type)}, ${ago(reaction.minutesAgo)})`,
  ),
)};
`);

out.push(
  practiceSeedSql({
    dataset,
    datasetProblems,
    proofProblems,
    students,
    instructor,
    helpers: { stableUuid, sql, ago, createRandom },
  }),
);
out.push(
  classesSeedSql({
    createRandom,
    stableUuid,
    sql,
    sqlArray,
    datasetProblems,
    students,
    instructor,
    marksByDifficulty,
    wrongAnswerFor,
  }),
);
out.push(notesSeedSql({ sql, stableUuid, datasetProblems, instructor }));
out.push(demoAccountActivationsSql());
out.push(translationsSeedSql({ sql }));

// Issue 20: proof answers with handwritten pages; the stack copies the page files into storage.
const pagesDir = resolve(here, 'pages');
const proofPages = proofPagesSeed({
  studentId: byEmail('student@olympiad.test').id,
  graderId: instructor.id,
  problems: proofProblems,
  sql,
  sizes: Object.fromEntries(
    readdirSync(pagesDir)
      .filter((file) => file.endsWith('.png'))
      .map((file) => [file, statSync(resolve(pagesDir, file)).size]),
  ),
});
out.push(proofPages.sql);
writeFileSync(
  resolve(pagesDir, 'objects.json'),
  `${JSON.stringify(proofPages.objects, null, 2)}\n`,
);

// Issue 25: rated past rounds, then every ended contest finalised (after the activations: the
// demo admin finalises).
const ratingsSeed = buildRatingsSeed({
  stableUuid,
  sql,
  sqlArray,
  students,
  instructor,
  admin,
  marksByDifficulty,
});
out.push(ratingsSeed.sql);
// Issue 24: the figures' SVGs, beside their licence notice.
mkdirSync(resolve(repoRoot, 'public/figures'), { recursive: true });
writeFileSync(
  resolve(repoRoot, 'public/figures/LICENSE'),
  `The SVG figures in this folder were drawn with Asymptote from the [asy] blocks of MATH-500\n` +
    `problems (the MATH dataset, Hendrycks et al. 2021, as published in OpenAI's PRM800K\n` +
    `repository) by supabase/seed/figures.mjs, under the dataset's licence:\n\n${licence}\n`,
);
const figures = renderFigures(figureProblems, {
  force: forceFigures,
  notice: 'Figure of a MATH-500 problem (MIT licence, see LICENSE in this folder).',
});
for (const failure of figures.failed) {
  console.error(
    `Figure of ${failure.uniqueId} (${failure.hash}) was not rendered: ${failure.reason}`,
  );
}
console.log(
  `Figures: ${figures.figures} in ${figureProblems.length} problems, ${figures.rendered} rendered now, ${figures.failed.length} failed.`,
);
if (figures.failed.length > 0) process.exitCode = 1;

writeFileSync(outputPath, out.join('\n'));
console.log(
  `Wrote ${outputPath}: ${accounts.length} accounts, ${problems.length} problems, ${answers.length} answers, ` +
    `${contestsSeed.contests} contests (${contestsSeed.problems} hidden problems, ${contestsSeed.answers} contest answers), ${ratingsSeed.contests} rated rounds (${ratingsSeed.problems} problems), ${comments.length} comments, ${reactions.length} reactions.`,
);
