// @ts-check
import { createHash } from 'node:crypto';
// The hot queries of the SPA written the way PostgREST 12 runs them (a pgrst_source CTE
// aggregated to JSON, embeds as left join lateral, filter values, limit and offset as
// parameters; max-rows 1000 caps every read), each with the role and JWT claims of its
// caller, so row-level security applies exactly as over the API.

/** @param {string} source @param {string} [countSource] */
function asPostgrest(source, countSource) {
  const count = countSource
    ? `(select pg_catalog.count(*) from pgrst_source_count)`
    : 'null::bigint';
  return `with pgrst_source as (${source})${countSource ? `, pgrst_source_count as (${countSource})` : ''}
select ${count} as total_result_set, pg_catalog.count(_postgrest_t) as page_total,
  coalesce(json_agg(_postgrest_t), '[]') as body
from (select * from pgrst_source) _postgrest_t`;
}

/** @param {string} table @param {string} alias @param {string} columns @param {string} on */
function embedOne(table, alias, columns, on) {
  return `left join lateral (select ${columns} from ${table} as ${alias} where ${on}) as ${alias} on true`;
}

/**
 * @typedef {{ role: 'anon' } | { role: 'authenticated', sub: string } | { role: 'postgres' }} Caller (postgres: the functions' owner, for a private step a public function runs)
 * @typedef {{ name: string, what: string, caller: Caller, sql: string, params: unknown[], rollback?: boolean,
 *   prepare?: { sql: string, params: unknown[] }[],
 *   before?: { sql: string, params: unknown[] }[] }} ScaleQuery
 */

/**
 * The newest problem topped up to 10,000 answers (it has some from the generated data); the added
 * ones are half '1' (the key) and the rest spread over 97 texts, as answers to a numeric problem
 * are; the students keep their other answers, so each score recomputation reads about ten
 * answers. Changing the key to '2' then regrades the answers that change verdict: the worst case of a wrong key found after a contest. Made once and
 * committed (answers written long before a regrade, as in life); each measured run is rolled back.
 * @param {string} problemId
 * @returns {{ sql: string, params: unknown[] }[]}
 */
const regradePreparation = (problemId) => [
  {
    sql: `insert into public.answers (problem_id, user_id, content, status, marks_awarded, auto_graded, submitted_at, graded_at)
      select $1::uuid, p.id, c.content, case when c.content = '1' then 'correct' else 'incorrect' end,
        case when c.content = '1' then pr.marks else 0 end, true, now(), now()
      from (select id, row_number() over (order by id) as n from public.profiles where role = 'contestant' and status = 'approved'
          limit greatest(0, 10000 - (select count(*) from public.answers a where a.problem_id = $1::uuid))) as p
      cross join lateral (select case when p.n % 2 = 0 then '1' else (p.n % 97)::text end as content) as c
      join public.problems pr on pr.id = $1::uuid`,
    params: [problemId],
  },
  {
    // The scores as the product's rule has them, whatever the generator wrote.
    sql: `select private.recompute_scores(array(select a.user_id from public.answers a where a.problem_id = $1::uuid))`,
    params: [problemId],
  },
  {
    sql: `insert into private.problem_answer_keys (problem_id, answers) values ($1::uuid, array['1'])
      on conflict (problem_id) do update set answers = excluded.answers`,
    params: [problemId],
  },
];

/** The uuid PostgreSQL makes of md5(text)::uuid, as the generators name their rows. */
const md5Uuid = (/** @type {string} */ text) => {
  const hex = createHash('md5').update(text).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
};

/**
 * Classes (issue 21): 100 classes of 40 students (bench people 52 onwards, in order) with 20
 * assignments of 10 problems each, half of them past and half open, taught by the 50 instructors
 * in turn; each member has answered about 30% of their class's problems. Made once (skipped when
 * class 1 exists) without triggers, as the generator loads its rows.
 */
const classesPreparation = [
  {
    sql: `do $$
begin
  if exists (select 1 from public.classes where id = md5('bench-class-1')::uuid) then
    -- Made by an earlier run: only the scores are made right again (below).
    perform private.recompute_scores(array(
      select md5('bench-person-' || (52 + i))::uuid from generate_series(0, 3999) as i));
    return;
  end if;
  perform set_config('session_replication_role', 'replica', true);
  insert into public.classes (id, name, join_code, created_by)
  select md5('bench-class-' || k)::uuid, 'Bench class ' || k,
    upper(translate(substr(md5('bench-code-' || k), 1, 8), '01', 'AB')), md5('bench-person-' || (1 + (k - 1) % 50))::uuid
  from generate_series(1, 100) as k;
  insert into public.class_teachers (class_id, user_id)
  select md5('bench-class-' || k)::uuid, md5('bench-person-' || (1 + (k - 1) % 50))::uuid from generate_series(1, 100) as k;
  insert into public.class_members (class_id, user_id, status)
  select md5('bench-class-' || k)::uuid, md5('bench-person-' || (52 + (k - 1) * 40 + m))::uuid, 'active'
  from generate_series(1, 100) as k, generate_series(0, 39) as m;
  insert into public.assignments (id, class_id, title, kind, opens_at, due_at, created_by)
  select md5('bench-assignment-' || k || '-' || a)::uuid, md5('bench-class-' || k)::uuid, 'Week ' || a, 'problems',
    case when a <= 10 then now() - make_interval(days => 40 - a) else now() - interval '1 day' end,
    case when a <= 10 then now() - make_interval(days => 30 - a) else now() + make_interval(days => a - 10) end,
    md5('bench-person-' || (1 + (k - 1) % 50))::uuid
  from generate_series(1, 100) as k, generate_series(1, 20) as a;
  insert into public.assignment_problems (assignment_id, problem_id, position)
  select md5('bench-assignment-' || k || '-' || a)::uuid,
    md5('bench-problem-' || (1 + ((k * 20 + a) * 10 + p) % 10000))::uuid, p
  from generate_series(1, 100) as k, generate_series(1, 20) as a, generate_series(1, 10) as p;
  insert into public.answers (id, problem_id, user_id, content, status, marks_awarded, auto_graded, submitted_at, graded_at)
  select md5('bench-class-answer-' || k || '-' || m || '-' || a || '-' || p)::uuid,
    md5('bench-problem-' || (1 + ((k * 20 + a) * 10 + p) % 10000))::uuid,
    md5('bench-person-' || (52 + (k - 1) * 40 + m))::uuid,
    case when (m + p) % 3 = 0 then '1' else '2' end,
    case when (m + p) % 3 = 0 then 'correct' else 'incorrect' end,
    case when (m + p) % 3 = 0 then 7 else 0 end, true,
    now() - make_interval(hours => (m * 7 + a * 3 + p) % 900), now()
  from generate_series(1, 100) as k, generate_series(0, 39) as m, generate_series(1, 20) as a, generate_series(1, 10) as p
  where (k + m * 3 + a * 7 + p * 11) % 10 < 3
  on conflict (id) do nothing;
  -- The scores as the product's rule has them (the score trigger was skipped).
  perform set_config('session_replication_role', 'origin', true);
  perform private.recompute_scores(array(
    select md5('bench-person-' || (52 + i))::uuid from generate_series(0, 3999) as i));
end;
$$`,
    params: [],
  },
];

/**
 * Ratings (issue 25, decision 0065): a finished contest with the running contest's 10,000
 * participants and their totals, each with a rating already (800 to 2,799, about 2,000 distinct
 * values, three contests each). Made once and kept; each measured finalisation is rolled back.
 */
const finishedContestPreparation = (/** @type {string} */ runningContestId) => [
  {
    sql: `insert into public.contests (id, title, description, start_time, end_time)
      values (md5('bench-contest-finished')::uuid, 'Bench finished contest', 'Rated: 10,000 participants.',
        now() - interval '3 days', now() - interval '3 days' + interval '3 hours')
      on conflict (id) do nothing`,
    params: [],
  },
  {
    sql: `insert into public.contest_registrations (contest_id, user_id, registered_at, total_marks, solved_count)
      select md5('bench-contest-finished')::uuid, r.user_id, now() - interval '4 days', r.total_marks, r.solved_count
      from public.contest_registrations r where r.contest_id = $1::uuid
      on conflict on constraint contest_registrations_pkey do nothing`,
    params: [runningContestId],
  },
  {
    sql: `insert into public.ratings (user_id, rating, contests, updated_at)
      select r.user_id, 800 + (('x' || substr(md5(r.user_id::text), 1, 8))::bit(32)::bigint % 2000)::integer, 3,
        now() - interval '10 days'
      from public.contest_registrations r where r.contest_id = md5('bench-contest-finished')::uuid
      on conflict (user_id) do nothing`,
    params: [],
  },
];

/**
 * @param {{ problemId: string, studentId: string, instructorId: string, adminId: string, contestId: string, participantId: string, regradeProblemId: string, virtualId: string, contestProblemId: string }} ids
 * @returns {ScaleQuery[]}
 */
export function scaleQueries({
  problemId,
  studentId,
  instructorId,
  adminId,
  contestId,
  participantId,
  regradeProblemId,
  virtualId,
  contestProblemId,
}) {
  const anon = /** @type {Caller} */ ({ role: 'anon' });
  const student = /** @type {Caller} */ ({ role: 'authenticated', sub: studentId });
  const author = embedOne(
    'public.public_profiles',
    'problems_author_1',
    'problems_author_1.full_name, problems_author_1.avatar_url',
    'problems_author_1.id = problems.created_by',
  );
  return [
    {
      name: 'leaderboard',
      what: 'top 20 contestants by score, problems solved (public_profiles, anon)',
      caller: anon,
      sql: asPostgrest(`select public_profiles.id, public_profiles.full_name, public_profiles.avatar_url,
          public_profiles.score, public_profiles.problems_solved
        from public.public_profiles
        where public_profiles.role = $1
        order by public_profiles.score desc, public_profiles.problems_solved desc
        limit $2 offset $3`),
      params: ['contestant', 20, 0],
    },
    {
      name: 'problems page',
      what: 'first 12 problems, newest first, with author and exact count (anon)',
      caller: anon,
      sql: asPostgrest(
        `select problems.*, row_to_json(problems_author_1.*)::jsonb as author
        from public.problems ${author}
        order by problems.created_at desc limit $1 offset $2`,
        'select 1 from public.problems',
      ),
      params: [12, 0],
    },
    {
      name: 'problems page, signed in',
      what: 'first 12 problems with exact count as a student (contest windows in the policy)',
      caller: student,
      sql: asPostgrest(
        `select problems.*, row_to_json(problems_author_1.*)::jsonb as author
        from public.problems ${author}
        order by problems.created_at desc limit $1 offset $2`,
        'select 1 from public.problems',
      ),
      params: [12, 0],
    },
    {
      name: 'problems page, filtered',
      what: 'topic and difficulty filter, page 3, with exact count (anon)',
      caller: anon,
      sql: asPostgrest(
        `select problems.*, row_to_json(problems_author_1.*)::jsonb as author
        from public.problems ${author}
        where problems.topic = $1 and problems.difficulty = $2
        order by problems.created_at desc limit $3 offset $4`,
        'select 1 from public.problems where problems.topic = $1 and problems.difficulty = $2',
      ),
      params: ['Algebra', 'IMO', 12, 24],
    },
    // Issue 24: search over title, statement and topic (decision 0061), as /problems?q= asks for
    // it: GET rpc/search_problems with the author embedded, a page of 12 and the exact count
    // (the function is called for the page and again for the count: the worst case).
    ...[
      {
        name: 'problem search',
        what: 'search "hexagon circle", best match first, page 1 with exact count (anon)',
        caller: anon,
        search: 'hexagon circle',
      },
      {
        name: 'problem search, common word',
        what: 'search "triangle" (1 problem in 12 matches), best match, page 2 with count (student)',
        caller: student,
        search: 'triangle',
      },
    ].map(({ search, ...query }) => ({
      ...query,
      sql: asPostgrest(
        `select pgrst_call.*, row_to_json(problems_author_1.*)::jsonb as author
        from public.search_problems(search := $1, sort := $2) as pgrst_call
        ${embedOne('public.public_profiles', 'problems_author_1', 'problems_author_1.full_name, problems_author_1.avatar_url', 'problems_author_1.id = pgrst_call.created_by')}
        limit $3 offset $4`,
        'select 1 from public.search_problems(search := $1, sort := $2) as pgrst_call',
      ),
      params: [search, 'relevance', 12, search === 'triangle' ? 12 : 0],
    })),
    {
      name: 'problem',
      what: 'one problem with its author (anon)',
      caller: anon,
      sql: asPostgrest(`select problems.*, row_to_json(problems_author_1.*)::jsonb as author
        from public.problems ${author}
        where problems.id = $1 limit $2 offset $3`),
      params: [problemId, 1000, 0],
    },
    {
      name: 'problem comments',
      what: "the problem's comments with commenters, newest first (anon)",
      caller: anon,
      sql: asPostgrest(`select comments.*, row_to_json(comments_profiles_1.*)::jsonb as profiles
        from public.comments ${embedOne(
          'public.public_profiles',
          'comments_profiles_1',
          'comments_profiles_1.full_name, comments_profiles_1.avatar_url',
          'comments_profiles_1.id = comments.user_id',
        )}
        where comments.problem_id = $1
        order by comments.created_at desc limit $2 offset $3`),
      params: [problemId, 1000, 0],
    },
    {
      name: 'problem reactions',
      what: "the problem's reactions (anon)",
      caller: anon,
      sql: asPostgrest(`select reactions.user_id, reactions.reaction_type
        from public.reactions where reactions.problem_id = $1 limit $2 offset $3`),
      params: [problemId, 1000, 0],
    },
    {
      name: 'my submissions',
      what: "a student's answers with problem titles, newest first (as the student)",
      caller: student,
      sql: asPostgrest(`select answers.id, answers.submitted_at, answers.status,
          row_to_json(answers_problems_1.*)::jsonb as problems
        from public.answers ${embedOne(
          'public.problems',
          'answers_problems_1',
          'answers_problems_1.id, answers_problems_1.title',
          'answers_problems_1.id = answers.problem_id',
        )}
        where answers.user_id = $1
        order by answers.submitted_at desc limit $2 offset $3`),
      params: [studentId, 1000, 0],
    },
    {
      name: 'grading queue',
      what: 'answers waiting for a grader, oldest first (as an instructor; the SPA sets no limit, PostgREST max-rows caps it at 1000)',
      caller: { role: 'authenticated', sub: instructorId },
      sql: asPostgrest(`select answers.id, answers.content, answers.status, answers.submitted_at
        from public.answers where answers.status = $1
        order by answers.submitted_at asc limit $2 offset $3`),
      params: ['submitted', 1000, 0],
    },
    {
      name: 'admin users',
      what: 'every account but the superadmin, newest first (as an admin; no limit in the SPA, max-rows 1000)',
      caller: { role: 'authenticated', sub: adminId },
      sql: asPostgrest(`select profiles.* from public.profiles
        where profiles.role <> $1
        order by profiles.created_at desc limit $2 offset $3`),
      params: ['superadmin', 1000, 0],
    },
    {
      name: 'pending approvals',
      what: 'pending accounts, oldest first (as an admin)',
      caller: { role: 'authenticated', sub: adminId },
      sql: asPostgrest(`select profiles.* from public.profiles
        where profiles.status = $1
        order by profiles.created_at asc limit $2 offset $3`),
      params: ['pending', 1000, 0],
    },
    {
      name: 'problems page, hide solved',
      what: "first 12 problems with the student's solve_status, solved ones left out, exact count (problems_with_progress, as the student)",
      caller: student,
      sql: asPostgrest(
        `select problems_with_progress.*, row_to_json(problems_author_1.*)::jsonb as author
        from public.problems_with_progress ${embedOne(
          'public.public_profiles',
          'problems_author_1',
          'problems_author_1.full_name, problems_author_1.avatar_url',
          'problems_author_1.id = problems_with_progress.created_by',
        )}
        where problems_with_progress.solve_status <> $1
        order by problems_with_progress.created_at desc limit $2 offset $3`,
        'select 1 from public.problems_with_progress where problems_with_progress.solve_status <> $1',
      ),
      params: ['solved', 12, 0],
    },
    {
      name: 'progress picture',
      what: 'rpc my_progress: solved / attempted / available per topic and difficulty, and recent activity (as the student)',
      caller: student,
      sql: 'select public.my_progress()',
      params: [],
    },
    {
      name: 'problem practice',
      what: 'rpc problem_practice: status, revealed hints, solution if earned, next problem (as the student)',
      caller: student,
      sql: 'select public.problem_practice($1)',
      params: [problemId],
    },
    {
      name: 'contest scoreboard',
      what: 'rpc contest_scoreboard: 10,000 participants x 12 problems, page 1 of 50 rows (anon), from the board as built (decision 0067)',
      caller: anon,
      // The board as the first reader after a change leaves it (committed), right before the
      // timing: other queries' preparations list changes of this contest, and a rebuild inside
      // a rolled-back timing would be timed again on every run. Every other read only reads it.
      before: [{ sql: 'select private.refresh_contest_board($1)', params: [contestId] }],
      sql: 'select public.contest_scoreboard($1, $2, $3)',
      params: [contestId, 1, 50],
    },
    {
      name: 'contest scoreboard, deep page',
      what: "rpc contest_scoreboard: page 150 of 50 rows, with the caller's own rank (a participant)",
      caller: { role: 'authenticated', sub: participantId },
      sql: 'select public.contest_scoreboard($1, $2, $3)',
      params: [contestId, 150, 50],
    },
    {
      name: 'virtual would-be rank',
      what: "rpc my_virtual_contest: a virtual sitter's result and would-be rank among 10,000 real participants (as the sitter)",
      caller: { role: 'authenticated', sub: virtualId },
      // A finished sitting with a middling total, made once and kept.
      prepare: [
        {
          sql: `insert into public.virtual_participations (contest_id, user_id, started_at, ends_at, total_marks, solved_count, last_improved_at)
            select $1::uuid, $2::uuid, now() - interval '5 hours', now() - interval '1 hour',
              (select r.total_marks from public.contest_registrations r where r.contest_id = $1::uuid and r.counts
                order by r.total_marks, r.user_id offset 5000 limit 1), 3, now() - interval '3 hours'
            on conflict (contest_id, user_id) do nothing`,
          params: [contestId, virtualId],
        },
      ],
      sql: 'select public.my_virtual_contest($1)',
      params: [contestId],
    },
    {
      name: 'submit_answer',
      what: 'rpc submit_answer: rate limit, auto-grade, insert, score recompute (rolled back)',
      caller: student,
      sql: 'select * from public.submit_answer($1, $2)',
      params: [problemId, '12'],
      rollback: true,
    },
    {
      name: 'contest board rebuild',
      what: 'private.refresh_contest_board: 10,000 participants ranked again and compared with the board as built, none moved (what one reader pays at most once per window, decision 0067; rolled back)',
      caller: { role: 'postgres' },
      sql: 'select private.refresh_contest_board($1)',
      params: [contestId],
      rollback: true,
    },
    {
      name: 'contest key change',
      what: "rpc save_problem changing the key of a running contest's problem: its contest answers regraded, the participants' contest results and board summary, the scores (as an admin, rolled back)",
      caller: { role: 'authenticated', sub: adminId },
      prepare: [
        {
          sql: `insert into private.problem_answer_keys (problem_id, answers) values ($1::uuid, array['7'])
            on conflict (problem_id) do update set answers = excluded.answers`,
          params: [contestProblemId],
        },
      ],
      sql: `select public.save_problem($1, '{"answer_key": ["8"]}'::jsonb)`,
      params: [contestProblemId],
      rollback: true,
    },
    {
      name: 'regrade 10k answers',
      what: "rpc save_problem changing the key of a problem with 10,000 answers: regrade, history, the concerned students' scores (as an admin, rolled back)",
      caller: { role: 'authenticated', sub: adminId },
      prepare: regradePreparation(regradeProblemId),
      sql: `select public.save_problem($1, '{"answer_key": ["2"]}'::jsonb)`,
      params: [regradeProblemId],
      rollback: true,
    },
    {
      name: 'finalise a contest of 10,000',
      what: "rpc finalise_contest: ranks on total marks and Codeforces' formula for 10,000 rated participants (about 2,000 distinct ratings), rating changes and ratings written (as an admin, rolled back)",
      caller: { role: 'authenticated', sub: adminId },
      prepare: finishedContestPreparation(contestId),
      sql: `select public.finalise_contest(md5('bench-contest-finished')::uuid)`,
      params: [],
      rollback: true,
    },
    {
      name: 'class matrix',
      what: "rpc assignment_matrix: one open assignment's 40 students x 10 problems with best marks, attempts, hints, give-ups, times and late (as its teacher; 100 classes x 40 students x 20 assignments of 10 problems)",
      caller: { role: 'authenticated', sub: md5Uuid('bench-person-1') },
      prepare: classesPreparation,
      sql: 'select public.assignment_matrix($1)',
      params: [md5Uuid('bench-assignment-1-15')],
    },
    {
      name: 'due soon',
      what: "rpc my_due_soon: a class member's open assignments with problems done (as the student)",
      caller: { role: 'authenticated', sub: md5Uuid('bench-person-52') },
      sql: 'select public.my_due_soon(10)',
      params: [],
    },
  ];
}
