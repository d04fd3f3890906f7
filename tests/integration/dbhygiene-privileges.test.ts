// Default privileges check (decision 0032): every table, view, sequence and function in the
// public schema, and what each API role may do with it, compared with the table of intended
// privileges below. A new object whose grants were forgotten (it fails on hosted, which grants
// nothing by default) or are too wide (anon may call a function, write a table) fails here until
// its row is added on purpose.
//
// Privileges are the effective ones (has_*_privilege: direct grants, PUBLIC and role membership
// count). A table privilege reads 'select'; a privilege on some columns only reads
// 'update(a,b)'; 'all' is every table privilege (select, insert, update, delete, truncate,
// references, trigger).
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_PORTS } from '../../supabase/local/keys.mjs';

const databaseUrl = `postgresql://postgres:postgres@127.0.0.1:${TEST_PORTS.db}/postgres`;

type Grants = { anon: string[]; authenticated: string[]; service_role: string[] };

const readOnly: Grants = { anon: ['select'], authenticated: ['select'], service_role: ['all'] };
const adminWritten: Grants = {
  anon: ['select'],
  authenticated: ['delete', 'insert', 'select', 'update'],
  service_role: ['all'],
};
const membersRead: Grants = { anon: [], authenticated: ['select'], service_role: ['all'] };
const rpcForUsers: Grants = { anon: [], authenticated: ['execute'], service_role: ['execute'] };

/** The intended privileges of every object in public, by kind and name. */
const visitorsToo: Grants = {
  anon: ['execute'],
  authenticated: ['execute'],
  service_role: ['execute'],
};

const EXPECTED: Record<string, Grants> = {
  // Grading (decision 0018): the history is read by staff under RLS, written by triggers.
  'table answer_grade_history': { anon: [], authenticated: ['select'], service_role: ['all'] },
  'sequence answer_grade_history_id_seq': { anon: [], authenticated: [], service_role: [] },
  'function grade_answer(answer_id uuid, marks integer, feedback text, expected_version integer)':
    rpcForUsers,
  'function grading_queue_problems()': rpcForUsers,
  'function problem_answer_key(problem_id uuid)': rpcForUsers,
  'function save_problem(problem_id uuid, payload jsonb)': rpcForUsers,
  // Accounts (decision 0012): the credentials list checks for the superadmin inside; the hook is
  // the auth server's only.
  'function admin_user_credentials()': rpcForUsers,
  'function custom_access_token_hook(event jsonb)': {
    anon: [],
    authenticated: [],
    service_role: [],
  },
  // Practice (decision 0026): reveals and give-ups are read under RLS and written by functions;
  // visitors may ask for what the solution rule gives them.
  'view problems_with_progress': {
    anon: ['select'],
    authenticated: ['select'],
    service_role: ['select'],
  },
  'table hint_reveals': { anon: [], authenticated: ['select'], service_role: ['all'] },
  'table problem_give_ups': { anon: [], authenticated: ['select'], service_role: ['all'] },
  'sequence hint_reveals_id_seq': { anon: [], authenticated: [], service_role: [] },
  'sequence problem_give_ups_id_seq': { anon: [], authenticated: [], service_role: [] },
  'function set_problem_solution(problem_id uuid, payload jsonb)': rpcForUsers,
  'function reveal_next_hint(problem_id uuid)': rpcForUsers,
  'function give_up_problem(problem_id uuid)': rpcForUsers,
  'function hint_reveals_for_answers(answer_ids uuid[])': rpcForUsers,
  'function my_answer_state(problem_id uuid)': rpcForUsers,
  'function my_progress()': rpcForUsers,
  'function problem_practice(problem_id uuid, locale text)': visitorsToo,
  // Issue 26: a translation's title, statement, hints and solution in one write, checked inside.
  'function save_problem_translation(problem_id uuid, locale text, title text, statement text, hints text[], solution text)':
    rpcForUsers,
  'function problem_solve_status(problem problems)': visitorsToo,
  'function search_problems(search text, sort text)': visitorsToo,
  'function comment_spoiler_text(comment comments)': visitorsToo,
  'function reveal_spoiler(comment_id uuid)': visitorsToo,
  'table profiles': {
    anon: [],
    authenticated: ['select', 'update(avatar_url,full_name,language,role,status)'],
    service_role: ['all'],
  },
  'table public_profiles': readOnly,
  // Issue 26: written by whoever may edit the problem; the writer and time are the database's.
  'table problem_translations': {
    anon: ['select'],
    authenticated: [
      'delete',
      'insert(locale,problem_id,statement,title)',
      'select',
      'update(statement,title)',
    ],
    service_role: ['all'],
  },
  'table problems': {
    anon: ['select'],
    authenticated: [
      'delete',
      'insert(attachment_path,content,created_by,difficulty,is_public,marks,title,topic)',
      'select',
      'update(attachment_path,content,difficulty,is_public,marks,title,topic)',
    ],
    service_role: ['all'],
  },
  // Contests and their problem lists are written only through save_contest (decision 0021);
  // a contest is deleted directly, under its policies.
  'table contests': {
    anon: ['select'],
    authenticated: ['delete', 'select'],
    service_role: ['all'],
  },
  'table contest_problems': readOnly,
  'table contest_registrations': { anon: [], authenticated: ['select'], service_role: ['all'] },
  'table team_members': adminWritten,
  'table answers': { anon: [], authenticated: ['select'], service_role: ['all'] },
  // Issue 20: pages, notes and notices are read by their own people and written only by functions.
  'table answer_pages': { anon: [], authenticated: ['select'], service_role: ['all'] },
  'table answer_notes': { anon: [], authenticated: ['select'], service_role: ['all'] },
  'table notices': { anon: [], authenticated: ['select'], service_role: ['all'] },
  'table notice_email_settings': { anon: [], authenticated: ['select'], service_role: ['all'] },
  'sequence notices_id_seq': { anon: [], authenticated: [], service_role: [] },
  'table comments': {
    anon: ['select'],
    authenticated: [
      'delete',
      'insert(content,is_spoiler,problem_id,user_id)',
      'select',
      'update(content,is_spoiler)',
    ],
    service_role: ['all'],
  },
  'table reactions': {
    anon: ['select'],
    authenticated: [
      'delete',
      'insert(problem_id,reaction_type,user_id)',
      'select',
      'update(reaction_type)',
    ],
    service_role: ['all'],
  },
  'function submit_answer(problem_id uuid, content text)': rpcForUsers,
  'function submit_answer_pages(problem_id uuid, content text, idempotency_key uuid, pages text[])':
    rpcForUsers,
  'function grade_answer_with_notes(answer_id uuid, notes jsonb, marks integer, feedback text, expected_version integer)':
    rpcForUsers,
  'function mark_notices_read(notice_ids bigint[])': rpcForUsers,
  'function set_notice_email(setting text, enabled boolean)': rpcForUsers,
  'function problem_takes_pages(problem_id uuid)': {
    anon: ['execute'],
    authenticated: ['execute'],
    service_role: ['execute'],
  },
  'function stop_notice_email(token uuid)': {
    anon: ['execute'],
    authenticated: ['execute'],
    service_role: ['execute'],
  },
  'function enqueue_contest_reminders()': {
    anon: [],
    authenticated: [],
    service_role: ['execute'],
  },
  'function claim_notice_mail(batch integer)': {
    anon: [],
    authenticated: [],
    service_role: ['execute'],
  },
  'function finish_notice_mail(sent bigint[], failed bigint[], error text)': {
    anon: [],
    authenticated: [],
    service_role: ['execute'],
  },
  'function toggle_reaction(problem_id uuid, reaction_type text)': rpcForUsers,
  'function grade_answer(answer_id uuid, status text)': rpcForUsers,
  'function set_answer_key(problem_id uuid, answers text[])': rpcForUsers,
  'function register_for_contest(contest_id uuid)': rpcForUsers,
  'function unregister_from_contest(contest_id uuid)': rpcForUsers,
  'function save_contest(contest_id uuid, payload jsonb)': rpcForUsers,
  'function contest_board_position(contest_id uuid)': rpcForUsers,
  // Results at the end, virtual contests, upsolving (issue 25, decisions 0063, 0064).
  'function release_due_results()': visitorsToo,
  'function my_contest_upsolving(contest_id uuid)': visitorsToo,
  'function my_upsolving()': rpcForUsers,
  'function start_virtual_contest(contest_id uuid)': rpcForUsers,
  'function my_virtual_contest(contest_id uuid)': rpcForUsers,
  'table virtual_participations': { anon: [], authenticated: ['select'], service_role: ['all'] },
  'function my_leaderboard_rank()': rpcForUsers,
  // Ratings (decision 0065): public reading, no write grant for anyone (the service role too);
  // written only by finalise_contest.
  'table ratings': { anon: ['select'], authenticated: ['select'], service_role: ['select'] },
  'table rating_changes': { anon: ['select'], authenticated: ['select'], service_role: ['select'] },
  'table contest_finalisations': {
    anon: ['select'],
    authenticated: ['select'],
    service_role: ['select'],
  },
  'function finalise_contest(contest_id uuid)': rpcForUsers,
  // Classes (decision 0050): read by their teachers and members under RLS, written only through
  // the class and assignment functions.
  'table classes': membersRead,
  'table class_teachers': membersRead,
  'table class_members': membersRead,
  'table assignments': membersRead,
  'table assignment_problems': membersRead,
  'function create_class(payload jsonb)': rpcForUsers,
  'function update_class(class_id uuid, payload jsonb)': rpcForUsers,
  'function renew_class_join_code(class_id uuid)': rpcForUsers,
  'function delete_class(class_id uuid)': rpcForUsers,
  'function add_class_teacher(class_id uuid, email text)': rpcForUsers,
  'function remove_class_teacher(class_id uuid, user_id uuid)': rpcForUsers,
  'function join_class(code text)': rpcForUsers,
  'function approve_class_member(class_id uuid, user_id uuid)': rpcForUsers,
  'function remove_class_member(class_id uuid, user_id uuid)': rpcForUsers,
  'function leave_class(class_id uuid)': rpcForUsers,
  'function save_assignment(assignment_id uuid, payload jsonb)': rpcForUsers,
  'function delete_assignment(assignment_id uuid)': rpcForUsers,
  'function my_due_soon(max_rows integer)': rpcForUsers,
  'function assignment_matrix(assignment_id uuid)': rpcForUsers,
  // Notes (decision 0056): read under RLS (visitors the published ones), written by approved
  // staff on the writable columns only; revisions and reads are written by the database.
  'table notes': {
    anon: ['select'],
    authenticated: [
      'delete',
      'insert(body,level,status,summary,title,topic)',
      'select',
      'update(body,level,status,summary,title,topic)',
    ],
    service_role: ['all'],
  },
  'table note_revisions': membersRead,
  'sequence note_revisions_id_seq': { anon: [], authenticated: [], service_role: [] },
  'table note_reads': membersRead,
  'function record_note_reading(note_id uuid, finished boolean)': rpcForUsers,
  'function my_note_progress(note_ids uuid[])': rpcForUsers,
  'function restore_note_revision(revision_id bigint)': rpcForUsers,
  'function check_contest_problems(contest_id uuid, problem_ids uuid[], start_time timestamp with time zone)':
    rpcForUsers,
  'function contest_scoreboard(contest_id uuid, page integer, page_size integer)': {
    anon: ['execute'],
    authenticated: ['execute'],
    service_role: ['execute'],
  },
};

const ROLES = ['anon', 'authenticated', 'service_role'] as const;
const TABLE_PRIVILEGES = [
  'select',
  'insert',
  'update',
  'delete',
  'truncate',
  'references',
  'trigger',
];
const COLUMN_PRIVILEGES = ['select', 'insert', 'update', 'references'];

let client: pg.Client;

beforeAll(async () => {
  client = new pg.Client(databaseUrl);
  await client.connect();
});

afterAll(async () => {
  await client.end();
});

async function relationGrants(): Promise<Record<string, Grants>> {
  const { rows } = await client.query<{
    kind: string;
    name: string;
    role: string;
    privilege: string;
    columns: string[] | null;
  }>(
    `
    with relations as (
      select c.oid, c.relname,
        case c.relkind when 'r' then 'table' when 'p' then 'table' when 'v' then 'view'
          when 'm' then 'materialized view' when 'f' then 'foreign table' when 'S' then 'sequence' end as kind
      from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and c.relkind in ('r', 'p', 'v', 'm', 'f', 'S')
        and not exists (select 1 from pg_depend d where d.objid = c.oid and d.deptype = 'e')
    ),
    roles as (select unnest($1::text[]) as role),
    table_level as (
      select r.kind, r.relname as name, ro.role, p.privilege, null::text[] as columns
      from relations r cross join roles ro
      cross join lateral unnest(
        case when r.kind = 'sequence' then array['usage', 'select', 'update'] else $2::text[] end
      ) as p(privilege)
      where case when r.kind = 'sequence' then has_sequence_privilege(ro.role, r.oid, p.privilege)
        else has_table_privilege(ro.role, r.oid, p.privilege) end
    ),
    column_level as (
      select r.kind, r.relname as name, ro.role, p.privilege,
        array_agg(a.attname::text order by a.attname) as columns
      from relations r cross join roles ro
      cross join lateral unnest($3::text[]) as p(privilege)
      join pg_attribute a on a.attrelid = r.oid and a.attnum > 0 and not a.attisdropped
      where r.kind <> 'sequence'
        and not has_table_privilege(ro.role, r.oid, p.privilege)
        and has_column_privilege(ro.role, r.oid, a.attnum, p.privilege)
      group by r.kind, r.relname, ro.role, p.privilege
    )
    select kind, name, role, privilege, columns from table_level
    union all select kind, name, role, privilege, columns from column_level
    union all select kind, relname, null, null, null from relations
    `,
    [ROLES, TABLE_PRIVILEGES, COLUMN_PRIVILEGES],
  );
  const result: Record<string, Grants> = {};
  for (const row of rows) {
    const key = `${row.kind} ${row.name}`;
    result[key] ??= { anon: [], authenticated: [], service_role: [] };
    if (row.role) {
      result[key][row.role as keyof Grants].push(
        row.columns ? `${row.privilege}(${row.columns.join(',')})` : row.privilege,
      );
    }
  }
  for (const grants of Object.values(result)) {
    for (const role of ROLES) {
      const list = grants[role];
      const full = TABLE_PRIVILEGES.every((privilege) => list.includes(privilege));
      grants[role] = full ? ['all'] : [...list].sort();
    }
  }
  return result;
}

async function functionGrants(): Promise<Record<string, Grants>> {
  const { rows } = await client.query<{ name: string; role: string; allowed: boolean }>(
    `
    select format('function %s(%s)', p.proname, pg_get_function_identity_arguments(p.oid)) as name,
      ro.role, has_function_privilege(ro.role, p.oid, 'execute') as allowed
    from pg_proc p join pg_namespace n on n.oid = p.pronamespace
    cross join unnest($1::text[]) as ro(role)
    where n.nspname = 'public'
      and not exists (select 1 from pg_depend d where d.objid = p.oid and d.deptype = 'e')
    `,
    [ROLES],
  );
  const result: Record<string, Grants> = {};
  for (const row of rows) {
    const grants = (result[row.name] ??= { anon: [], authenticated: [], service_role: [] });
    if (row.allowed) grants[row.role as keyof Grants].push('execute');
  }
  return result;
}

describe('privileges of the API roles in public', () => {
  it('every table, view, sequence and function has exactly its intended privileges', async () => {
    const actual = { ...(await relationGrants()), ...(await functionGrants()) };
    // One line per difference, with the actual grants: a new object needs its row in EXPECTED.
    const differences = [
      ...Object.keys(actual)
        .filter((key) => !(key in EXPECTED))
        .map((key) => `new, not in EXPECTED: '${key}': ${JSON.stringify(actual[key])}`),
      ...Object.keys(EXPECTED)
        .filter((key) => !(key in actual))
        .map((key) => `in EXPECTED, missing from the database: '${key}'`),
      ...Object.entries(EXPECTED)
        .filter(
          ([key, grants]) =>
            key in actual && JSON.stringify(actual[key]) !== JSON.stringify(grants),
        )
        .map(
          ([key, grants]) =>
            `'${key}': expected ${JSON.stringify(grants)}, actual ${JSON.stringify(actual[key])}`,
        ),
    ];
    expect(differences).toEqual([]);
  });

  it('the private schema is closed to the API roles; authz only lends its helpers to policies', async () => {
    const { rows } = await client.query<{
      role: string;
      private_usage: boolean;
      authz_usage: boolean;
      authz_create: boolean;
    }>(
      `select ro.role, has_schema_privilege(ro.role, 'private', 'usage') as private_usage,
        has_schema_privilege(ro.role, 'authz', 'usage') as authz_usage,
        has_schema_privilege(ro.role, 'authz', 'create') or has_schema_privilege(ro.role, 'public', 'create') as authz_create
       from unnest($1::text[]) as ro(role)`,
      [ROLES],
    );
    for (const row of rows) {
      expect(row, row.role).toMatchObject({
        private_usage: false,
        authz_usage: true,
        authz_create: false,
      });
    }
  });
});
