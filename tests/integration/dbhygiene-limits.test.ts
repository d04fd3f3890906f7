// Bounded content (issue 10 item 5, decision 0034): every text a user writes has a length limit
// in the database, under a named constraint the app maps to a readable message; problems.content
// holds only body and attachment_name. Each limit is tried at the limit (accepted) and one over
// (refused, nothing stored), with the numbers the forms use (src/lib/text-limits.ts).
import type { SupabaseClient } from '@supabase/supabase-js';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONSTRAINT_MESSAGES, TEXT_LIMITS, constraintMessage } from '@/lib/text-limits';
import { TEST_PORTS } from '../../supabase/local/keys.mjs';
import type { SignedUpUser } from './support/clients';
import { service, userWith } from './support/factories';
const databaseUrl = `postgresql://postgres:postgres@127.0.0.1:${TEST_PORTS.db}/postgres`;

function account(role: 'contestant' | 'instructor' | 'admin'): Promise<SignedUpUser> {
  return userWith(role, 'approved', { fullName: `Limits ${role}` });
}

const text = (length: number, letter = 'x') => letter.repeat(length);

/** The refusal a check constraint gives: code 23514, its name, and the app's readable message. */
function expectRefusedBy(
  error: { code?: string; message?: string } | null,
  ...constraints: string[]
) {
  expect(error?.code, constraints.join()).toBe('23514');
  const named = /"([^"]+)"$/.exec(error?.message ?? '')?.[1] ?? '';
  expect(constraints).toContain(named);
  expect(constraintMessage(error ?? {})).toBe(CONSTRAINT_MESSAGES[named]);
}

async function count(table: string, column: string, value: string): Promise<number> {
  const { count: found, error } = await service
    .from(table)
    .select('*', { count: 'exact', head: true })
    .eq(column, value);
  if (error) throw new Error(error.message);
  return found ?? 0;
}

let student: SignedUpUser;
let instructor: SignedUpUser;
let admin: SignedUpUser;
let problemId: string;

beforeAll(async () => {
  [student, instructor, admin] = await Promise.all([
    account('contestant'),
    account('instructor'),
    account('admin'),
  ]);
  const { data, error } = await instructor.client
    .from('problems')
    .insert({
      title: 'Limits problem',
      content: { body: 'Find $x$.' },
      topic: 'Algebra',
      difficulty: 'Juniors',
      created_by: instructor.userId,
    })
    .select('id')
    .single();
  if (error) throw new Error(error.message);
  problemId = data.id as string;
});

function problem(client: SupabaseClient, author: SignedUpUser, fields: Record<string, unknown>) {
  return client
    .from('problems')
    .insert({
      title: 'Limits',
      content: { body: 'x' },
      topic: 'Algebra',
      difficulty: 'Juniors',
      created_by: author.userId,
      ...fields,
    })
    .select('id');
}

describe('problems', () => {
  it('title: at most 200 characters as stored, padding included', async () => {
    const title = `limit-title-${text(TEXT_LIMITS.problemTitle - 12)}`;
    expect((await problem(instructor.client, instructor, { title })).error).toBeNull();
    const over = `limit-title-over-${text(TEXT_LIMITS.problemTitle - 16)}`;
    expectRefusedBy(
      (await problem(instructor.client, instructor, { title: over })).error,
      'problems_title_length',
    );
    const padded = `limit-padded${' '.repeat(1000)}`;
    expectRefusedBy(
      (await problem(instructor.client, instructor, { title: padded })).error,
      'problems_title_length',
    );
    expect(await count('problems', 'title', over)).toBe(0);
    expect(await count('problems', 'title', padded)).toBe(0);
  });

  it('statement: at most 20,000 characters', async () => {
    const ok = await problem(instructor.client, instructor, {
      title: 'limit-body-ok',
      content: { body: text(TEXT_LIMITS.problemStatement) },
    });
    expect(ok.error).toBeNull();
    const over = await problem(instructor.client, instructor, {
      title: 'limit-body-over',
      content: { body: text(TEXT_LIMITS.problemStatement + 1) },
    });
    expectRefusedBy(over.error, 'problems_content_body_length');
    expect(await count('problems', 'title', 'limit-body-over')).toBe(0);
  });

  it('content holds body and attachment_name only: a megabyte of extra keys is refused', async () => {
    const cases: [string, unknown, ...string[]][] = [
      ['limit-extra-key', { body: 'x', extra: 'y' }, 'problems_content_keys'],
      ['limit-megabyte', { body: 'x', padding: text(1_000_000) }, 'problems_content_keys'],
      // Several rules fail at once here; PostgreSQL names the first it checks.
      ['limit-array', ['body'], 'problems_content_keys', 'problems_content_body_length'],
      ['limit-body-number', { body: 7 }, 'problems_content_body_length'],
      ['limit-no-body', { attachment_name: 'a.pdf' }, 'problems_content_body_length'],
      [
        'limit-name-number',
        { body: 'x', attachment_name: 7 },
        'problems_content_attachment_name_length',
      ],
      [
        'limit-name-empty',
        { body: 'x', attachment_name: '' },
        'problems_content_attachment_name_length',
      ],
      [
        'limit-name-long',
        { body: 'x', attachment_name: `${text(TEXT_LIMITS.attachmentName - 3)}.pdf` },
        'problems_content_attachment_name_length',
      ],
    ];
    for (const [title, content, ...constraints] of cases) {
      expectRefusedBy(
        (await problem(instructor.client, instructor, { title, content })).error,
        ...constraints,
      );
      expect(await count('problems', 'title', title)).toBe(0);
    }
    const named = await problem(instructor.client, instructor, {
      title: 'limit-name-ok',
      content: {
        body: 'x',
        attachment_name: `énoncé #3 ${text(TEXT_LIMITS.attachmentName - 14)}.pdf`,
      },
    });
    expect(named.error).toBeNull();
  });

  it('an update cannot smuggle what an insert may not', async () => {
    const update = await instructor.client
      .from('problems')
      .update({ content: { body: 'Find $x$.', extra: text(10_000) } })
      .eq('id', problemId);
    expectRefusedBy(update.error, 'problems_content_keys');
    const { data } = await service.from('problems').select('content').eq('id', problemId).single();
    expect(data?.content).toEqual({ body: 'Find $x$.' });
  });
});

describe('comments, names and answers', () => {
  it('a comment: at most 2,000 characters', async () => {
    const ok = await student.client.from('comments').insert({
      problem_id: problemId,
      user_id: student.userId,
      content: `limit-comment ${text(TEXT_LIMITS.comment - 14)}`,
    });
    expect(ok.error).toBeNull();
    const over = `limit-comment-over ${text(TEXT_LIMITS.comment - 18)}`;
    const refused = await student.client
      .from('comments')
      .insert({ problem_id: problemId, user_id: student.userId, content: over });
    expectRefusedBy(refused.error, 'comments_content_length');
    expect(await count('comments', 'content', over)).toBe(0);
  });

  it('a full name: at most 200 characters', async () => {
    const ok = await student.client
      .from('profiles')
      .update({ full_name: text(TEXT_LIMITS.fullName, 'n') })
      .eq('id', student.userId);
    expect(ok.error).toBeNull();
    const over = await student.client
      .from('profiles')
      .update({ full_name: text(TEXT_LIMITS.fullName + 1, 'o') })
      .eq('id', student.userId);
    expectRefusedBy(over.error, 'profiles_full_name_length');
    const { data } = await service
      .from('profiles')
      .select('full_name')
      .eq('id', student.userId)
      .single();
    expect(data?.full_name).toBe(text(TEXT_LIMITS.fullName, 'n'));
  });

  it('an answer and its feedback are bounded in the table itself', async () => {
    const insert = (content: string) =>
      service
        .from('answers')
        .insert({ problem_id: problemId, user_id: student.userId, content })
        .select('id')
        .single();
    expect((await insert(text(TEXT_LIMITS.answer, 'a'))).error).toBeNull();
    expectRefusedBy(
      (await insert(text(TEXT_LIMITS.answer + 1, 'b'))).error,
      'answers_content_length',
    );
    expect(await count('answers', 'content', text(TEXT_LIMITS.answer + 1, 'b'))).toBe(0);
    const { data } = await insert('limit-feedback');
    const feedback = (value: string) =>
      service.from('answers').update({ feedback: value }).eq('id', data?.id);
    expect((await feedback(text(TEXT_LIMITS.feedback))).error).toBeNull();
    expectRefusedBy(
      (await feedback(text(TEXT_LIMITS.feedback + 1))).error,
      'answers_feedback_length',
    );
  });
});

describe('contests and team members (approved admins write them)', () => {
  const window = { start_time: '2031-01-01T10:00:00Z', end_time: '2031-01-01T12:00:00Z' };

  it('contest title and description (bounded in the table under save_contest)', async () => {
    // Contests are written through save_contest, which checks lengths itself (22023); the
    // table's constraints hold for every writer, the service role included.
    const insert = (fields: Record<string, unknown>) =>
      service.from('contests').insert({ ...window, ...fields });
    expect(
      (await insert({ title: `limit-contest ${text(TEXT_LIMITS.contestTitle - 14)}` })).error,
    ).toBeNull();
    const over = `limit-contest-over ${text(TEXT_LIMITS.contestTitle - 18)}`;
    expectRefusedBy((await insert({ title: over })).error, 'contests_title_length');
    expectRefusedBy((await insert({ title: ' \n\t' })).error, 'contests_title_not_blank');
    const long = await insert({
      title: 'limit-contest-description',
      description: text(TEXT_LIMITS.contestDescription + 1),
    });
    expectRefusedBy(long.error, 'contests_description_length');
    expect(await count('contests', 'title', over)).toBe(0);
    expect(await count('contests', 'title', 'limit-contest-description')).toBe(0);
    const viaApi = await admin.client.rpc('save_contest', {
      contest_id: null,
      payload: { title: over, description: '', ...window, problem_ids: [] },
    });
    expect(viaApi.error?.code).toBe('22023');
    expect(await count('contests', 'title', over)).toBe(0);
  });

  it('team member name, role title and bio', async () => {
    const insert = (fields: Record<string, unknown>) =>
      admin.client.from('team_members').insert({ name: 'limit-member', ...fields });
    expect(
      (
        await insert({
          role_title: text(TEXT_LIMITS.teamMemberRoleTitle),
          bio: text(TEXT_LIMITS.teamMemberBio),
        })
      ).error,
    ).toBeNull();
    expectRefusedBy(
      (await insert({ name: text(TEXT_LIMITS.teamMemberName + 1) })).error,
      'team_members_name_length',
    );
    expectRefusedBy((await insert({ name: '   ' })).error, 'team_members_name_not_blank');
    expectRefusedBy(
      (await insert({ role_title: text(TEXT_LIMITS.teamMemberRoleTitle + 1) })).error,
      'team_members_role_title_length',
    );
    expectRefusedBy(
      (await insert({ bio: text(TEXT_LIMITS.teamMemberBio + 1) })).error,
      'team_members_bio_length',
    );
    expect(await count('team_members', 'name', 'limit-member')).toBe(1);
  });
});

describe('the app knows every limit', () => {
  let client: pg.Client;
  beforeAll(async () => {
    client = new pg.Client(databaseUrl);
    await client.connect();
  });
  afterAll(async () => {
    await client.end();
  });

  it('every *_length and *_not_blank check in public has a readable message in src/lib/text-limits.ts', async () => {
    const { rows } = await client.query<{ conname: string }>(`
      select c.conname from pg_constraint c join pg_namespace n on n.oid = c.connamespace
      where n.nspname = 'public' and c.contype = 'c'
        and (c.conname like '%\\_length' or c.conname like '%\\_not\\_blank' or c.conname like 'problems\\_content\\_%')`);
    const missing = rows.map((row) => row.conname).filter((name) => !(name in CONSTRAINT_MESSAGES));
    expect(missing).toEqual([]);
  });

  it('every text column a user writes in public has a check constraint bounding it', async () => {
    // Columns written only by the server (email, status, role, ...) are bounded by their own
    // checks too; a new text column without any check fails here.
    const { rows } = await client.query<{ col: string }>(`
      select format('%s.%s', c.relname, a.attname) as col
      from pg_attribute a
      join pg_class c on c.oid = a.attrelid
      join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and c.relkind = 'r' and a.attnum > 0 and not a.attisdropped
        and a.atttypid in ('text'::regtype, 'jsonb'::regtype, 'json'::regtype, 'character varying'::regtype)
        and not exists (
          select 1 from pg_constraint k
          where k.conrelid = c.oid and k.contype = 'c' and a.attnum = any (k.conkey)
        )
        and not (c.relname = 'public_profiles')
      order by 1`);
    // Written only by the database itself (triggers), never from a request.
    const serverWritten = [
      'contest_registrations.results',
      'virtual_participations.results',
      // Copied by the grading trigger from answers, whose columns are bounded.
      'answer_grade_history.new_feedback',
      'answer_grade_history.new_status',
      'answer_grade_history.previous_feedback',
      'answer_grade_history.previous_status',
      // Snapshots of answer_notes (bounded) written by grade_answer_with_notes.
      'answer_grade_history.new_notes',
      'answer_grade_history.previous_notes',
      // Built by the notice triggers from ids (decision 0049).
      'notices.dedupe_key',
      // Snapshots of notes (bounded) written by the notes trigger (decision 0056).
      'note_revisions.body',
      'note_revisions.level',
      'note_revisions.status',
      'note_revisions.summary',
      'note_revisions.title',
      'note_revisions.topic',
    ];
    expect(rows.map((row) => row.col).filter((col) => !serverWritten.includes(col))).toEqual([]);
  });
});
