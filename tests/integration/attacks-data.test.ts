// Attacks on the data API (PostgREST and the database functions) by every role: reads through
// embeds, hidden-column filters, counts and other schemas; writes that move rows between users
// or problems; functions nobody should reach. Every refusal is checked to have changed nothing.
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_PORTS } from '../../supabase/local/keys.mjs';
import { anonClient, signedInClient, type SignedUpUser } from './support/clients';
import {
  createProblem,
  expectRefused,
  raw,
  rowOf,
  seeded,
  service,
  tokenOf,
  userWith,
} from './attacks-fixtures';

let author: SignedUpUser;
let otherInstructor: SignedUpUser;
let admin: SignedUpUser;
let student: SignedUpUser;
let rival: SignedUpUser;
let publicProblem: string;
let hiddenProblem: string;
let rivalAnswerId: string;
const rivalSecret = `rival-only-${Date.now()}`;

beforeAll(async () => {
  [author, otherInstructor, admin, student, rival] = await Promise.all([
    userWith('instructor'),
    userWith('instructor'),
    userWith('admin'),
    userWith('contestant'),
    userWith('contestant'),
  ]);
  publicProblem = await createProblem(author, { key: ['2'] });
  hiddenProblem = await createProblem(author, { isPublic: false, key: ['hidden-key-42'] });
  const answered = await rival.client.rpc('submit_answer', {
    problem_id: publicProblem,
    content: rivalSecret,
  });
  if (answered.error) throw new Error(answered.error.message);
  rivalAnswerId = (answered.data as { id: string }).id;
  const { data: contest, error } = await service
    .from('contests')
    .insert({
      title: 'Attack contest',
      // Upcoming: a hidden problem in an ended contest is public (decision 0021).
      start_time: '2099-01-01T00:00:00Z',
      end_time: '2099-01-02T00:00:00Z',
    })
    .select('id')
    .single<{ id: string }>();
  if (error) throw new Error(error.message);
  // Only the hidden problem: visitors must see this contest as one without problems (the seed
  // test counts the problems of every contest a visitor sees).
  const linked = await service
    .from('contest_problems')
    .insert({ contest_id: contest.id, problem_id: hiddenProblem, position: 1 });
  if (linked.error) throw new Error(linked.error.message);
});

/** A problem row without its generated column (search_vector), as an insert may send it. */
function withoutGenerated(row: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(row).filter(([column]) => column !== 'search_vector'));
}

describe('reading what one may not see', () => {
  it('a visitor cannot reach profiles at all: not directly, not by filter, not through an embed', async () => {
    expectRefused(await raw('/rest/v1/profiles?select=id&email=like.a*'), 401, '42501');
    // Since public_profiles became a table (decision 0032), no foreign key leads from a public
    // table to profiles: there is not even a relationship to embed.
    expectRefused(await raw('/rest/v1/comments?select=id,profiles(email)'), 400, 'PGRST200');
    expectRefused(await raw('/rest/v1/problems?select=id,profiles(email)'), 400, 'PGRST200');
  });

  it('a student filtering, counting or ordering profiles by email only ever meets their own row', async () => {
    const token = await tokenOf(student);
    const counted = await raw('/rest/v1/profiles?select=id&email=like.*', {
      token,
      headers: { prefer: 'count=exact' },
    });
    expect(counted.status).toBe(200);
    expect(counted.headers.get('content-range')).toBe('0-0/1');
    const bySuperadmin = await raw(`/rest/v1/profiles?select=id&email=eq.${seeded.superadmin}`, {
      token,
      headers: { prefer: 'count=exact' },
    });
    expect(bySuperadmin.body).toEqual([]);
    expect(bySuperadmin.headers.get('content-range')).toBe('*/0');
    const ordered = await raw('/rest/v1/profiles?select=id&order=email.desc', { token });
    expect(ordered.body).toEqual([{ id: student.userId }]);
  });

  it('the real profiles table cannot be embedded at all, even by a student', async () => {
    const { data, error } = await rival.client
      .from('comments')
      .insert({ problem_id: publicProblem, user_id: rival.userId, content: 'hi' })
      .select('id')
      .single();
    expect(error).toBeNull();
    const embedded = await student.client
      .from('comments')
      .select('id, profiles(email, status)')
      .eq('id', data?.id)
      .single();
    expect(embedded.error?.code).toBe('PGRST200');
    expect(embedded.data).toBeNull();
  });

  it("no path leads a student to another student's answer: filter, count, or any embed", async () => {
    const token = await tokenOf(student);
    const byContent = await raw(`/rest/v1/answers?select=id&content=eq.${rivalSecret}`, {
      token,
      headers: { prefer: 'count=exact' },
    });
    expect(byContent.headers.get('content-range')).toBe('*/0');
    const paths = [
      `/rest/v1/problems?select=id,answers(content)&id=eq.${publicProblem}`,
      `/rest/v1/public_profiles?select=id,answers!answers_user_id_fkey(content)&id=eq.${rival.userId}`,
      '/rest/v1/contest_problems?select=problems(answers(content))',
      `/rest/v1/contests?select=contest_problems(problems(answers(content)))`,
    ];
    for (const path of paths) {
      const response = await raw(path, { token });
      expect(response.status).toBe(200);
      expect(JSON.stringify(response.body)).not.toContain(rivalSecret);
    }
    for (const path of paths) expect((await raw(path)).body).not.toContain(rivalSecret);
  });

  it('a non-public problem shows up nowhere for visitors and students, contest lists included', async () => {
    for (const token of [undefined, await tokenOf(student)]) {
      const direct = await raw(`/rest/v1/problems?select=id&id=eq.${hiddenProblem}`, {
        token,
        headers: { prefer: 'count=exact' },
      });
      expect(direct.headers.get('content-range')).toBe('*/0');
      const listed = await raw(
        `/rest/v1/contest_problems?select=problem_id&problem_id=eq.${hiddenProblem}`,
        { token },
      );
      expect(listed.body).toEqual([]);
      const embedded = await raw('/rest/v1/contests?select=contest_problems(problem_id)', {
        token,
      });
      expect(JSON.stringify(embedded.body)).not.toContain(hiddenProblem);
      // The seeded ended contest's problems are still listed.
      expect(
        (embedded.body as { contest_problems: unknown[] }[]).some(
          (c) => c.contest_problems.length >= 4,
        ),
      ).toBe(true);
    }
    // Its author and approved staff still see it in the contest.
    const { data } = await otherInstructor.client
      .from('contest_problems')
      .select('problem_id')
      .eq('problem_id', hiddenProblem);
    expect(data).toEqual([{ problem_id: hiddenProblem }]);
  });

  it('other schemas are out of reach whatever the profile headers say', async () => {
    const token = await tokenOf(admin);
    for (const schema of [
      'private',
      'authz',
      'auth',
      'storage',
      'extensions',
      'pg_catalog',
      'information_schema',
    ]) {
      expectRefused(
        await raw('/rest/v1/users?select=*', { token, headers: { 'accept-profile': schema } }),
        406,
        'PGRST106',
      );
      expectRefused(
        await raw('/rest/v1/rpc/approved_role', {
          method: 'POST',
          token,
          headers: { 'content-profile': schema },
          body: {},
        }),
        406,
        'PGRST106',
      );
    }
  });

  it('the answer key never comes back: not from the functions, not in their errors', async () => {
    const submitted = await student.client.rpc('submit_answer', {
      problem_id: publicProblem,
      content: 'hidden-key-42',
    });
    expect(submitted.error).toBeNull();
    expect(Object.keys(submitted.data as object).sort()).toEqual(
      [
        'auto_graded',
        'content',
        'contest_id',
        'feedback',
        'marks_awarded',
        'graded_at',
        'graded_by',
        'grade_version',
        'id',
        'idempotency_key',
        'page_count',
        'problem_id',
        'sealed_until',
        'status',
        'submitted_at',
        'user_id',
        'virtual_participation_id',
      ].sort(),
    );
    const hidden = await student.client.rpc('submit_answer', {
      problem_id: hiddenProblem,
      content: 'x',
    });
    // Hidden until its (upcoming) contest starts: refused with the opening time, never the key.
    expect(hidden.error?.code).toBe('42501');
    expect(hidden.error?.message).toMatch(
      /^This problem is part of a contest that has not started yet/,
    );
    expect(hidden.error?.message).not.toContain('hidden-key');
    const tooMany = await author.client.rpc('set_answer_key', {
      problem_id: hiddenProblem,
      answers: Array.from({ length: 21 }, (_, i) => `candidate-${i}`),
    });
    expect(tooMany.error?.code).toBe('22023');
    const messages = [hidden.error, tooMany.error].map((e) => JSON.stringify(e));
    for (const message of messages) expect(message).not.toContain('hidden-key-42');
    expect(
      (
        await student.client.rpc('submit_answer', {
          problem_id: hiddenProblem,
          content: 'hidden-key-42',
        })
      ).error?.code,
    ).toBe('42501');
  });
});

describe('functions in the exposed schema', () => {
  let db: pg.Client;
  beforeAll(async () => {
    db = new pg.Client({
      host: '127.0.0.1',
      port: TEST_PORTS.db,
      user: 'postgres',
      password: 'postgres',
      database: 'postgres',
    });
    await db.connect();
  });
  afterAll(async () => {
    await db.end();
  });

  it('are exactly the API functions and the auth hook, each executable by its intended callers only (never by PUBLIC)', async () => {
    const { rows } = await db.query<{
      name: string;
      anon: boolean;
      public_grant: boolean;
      authenticated: boolean;
      definer: boolean;
      search_path_set: boolean;
    }>(`
      select p.proname as name,
             has_function_privilege('anon', p.oid, 'execute') as anon,
             exists (select 1 from aclexplode(coalesce(p.proacl, acldefault('f', p.proowner))) a where a.grantee = 0) as public_grant,
             has_function_privilege('authenticated', p.oid, 'execute') as authenticated,
             p.prosecdef as definer,
             coalesce(array_to_string(p.proconfig, ',') like '%search_path=%', false) as search_path_set
      from pg_proc p where p.pronamespace = 'public'::regnamespace order by 1`);
    const signedInOnly = {
      anon: false,
      public_grant: false,
      authenticated: true,
      definer: true,
      search_path_set: true,
    };
    // Practice (issue 15, decision 0026): visitors read what the solution rule gives them
    // (problem_practice, reveal_spoiler, the computed fields of their embeds); the progress
    // functions are security invoker.
    const visitorsToo = { ...signedInOnly, anon: true };
    const expected: Record<string, typeof signedInOnly> = {
      grade_answer: signedInOnly,
      set_answer_key: signedInOnly,
      submit_answer: signedInOnly,
      // Contests: the board is public (visitors read /contests/{id}).
      contest_scoreboard: visitorsToo,
      register_for_contest: signedInOnly,
      save_contest: signedInOnly,
      check_contest_problems: signedInOnly,
      unregister_from_contest: signedInOnly,
      // Where do I stand (issue 29): the caller's own board row number; their own rank runs
      // as the caller under the public_profiles policy.
      contest_board_position: signedInOnly,
      // Results at the end, virtual contests, upsolving (issue 25, decisions 0063, 0064).
      release_due_results: visitorsToo,
      my_contest_upsolving: visitorsToo,
      my_upsolving: signedInOnly,
      start_virtual_contest: signedInOnly,
      my_virtual_contest: signedInOnly,
      my_leaderboard_rank: { ...signedInOnly, definer: false },
      // Classes (decision 0050): every class and assignment function checks its caller inside.
      add_class_teacher: signedInOnly,
      approve_class_member: signedInOnly,
      assignment_matrix: signedInOnly,
      create_class: signedInOnly,
      delete_assignment: signedInOnly,
      delete_class: signedInOnly,
      join_class: signedInOnly,
      leave_class: signedInOnly,
      my_due_soon: signedInOnly,
      remove_class_member: signedInOnly,
      remove_class_teacher: signedInOnly,
      renew_class_join_code: signedInOnly,
      save_assignment: signedInOnly,
      update_class: signedInOnly,
      comment_spoiler_text: visitorsToo,
      give_up_problem: signedInOnly,
      hint_reveals_for_answers: signedInOnly,
      my_answer_state: signedInOnly,
      my_progress: { ...signedInOnly, definer: false },
      problem_practice: visitorsToo,
      problem_solve_status: { ...visitorsToo, definer: false },
      // Search (decision 0061): runs as the caller so the problems policies apply; plain SQL
      // the planner inlines (no set search_path, every name qualified).
      search_problems: { ...visitorsToo, definer: false, search_path_set: false },
      reveal_next_hint: signedInOnly,
      reveal_spoiler: visitorsToo,
      set_problem_solution: signedInOnly,
      // Issue 26: a problem's translation with its hints and solution (private tables).
      save_problem_translation: signedInOnly,
      grading_queue_problems: signedInOnly,
      problem_answer_key: signedInOnly,
      save_problem: signedInOnly,
      // Runs as the caller so the reactions policies apply (decision 0030).
      toggle_reaction: { ...signedInOnly, definer: false },
      // Superadmin-only (checked inside), runs as the caller (decision 0012).
      admin_user_credentials: { ...signedInOnly, definer: false },
      // Pages and notes (issue 20, decisions 0047, 0048): the form asks whether a problem takes
      // pages before anyone signs in.
      submit_answer_pages: signedInOnly,
      problem_takes_pages: visitorsToo,
      grade_answer_with_notes: signedInOnly,
      // Notices (decision 0049): the mail's stop link works without signing in; the sender's
      // functions and the reminder job are the service role's only.
      mark_notices_read: signedInOnly,
      set_notice_email: signedInOnly,
      stop_notice_email: visitorsToo,
      enqueue_contest_reminders: { ...signedInOnly, authenticated: false },
      claim_notice_mail: { ...signedInOnly, authenticated: false },
      finish_notice_mail: { ...signedInOnly, authenticated: false },
      // Notes (decision 0056): progress is recorded with the database time for a readable note;
      // the progress read and the restore run as the caller under the notes policies.
      record_note_reading: signedInOnly,
      my_note_progress: { ...signedInOnly, definer: false, search_path_set: true },
      restore_note_revision: { ...signedInOnly, definer: false },
      // Ratings (decision 0065): the contest's instructor and admins, checked inside.
      finalise_contest: signedInOnly,
      // The auth server's hook: supabase_auth_admin only.
      custom_access_token_hook: { ...signedInOnly, authenticated: false, definer: false },
    };
    // grade_answer has two signatures: (answer_id, marks, feedback, expected_version) and the
    // older (answer_id, status).
    const names = [...Object.keys(expected), 'grade_answer'].sort();
    expect(rows).toEqual(names.map((name) => ({ name, ...expected[name] })));
  });

  it('security definer helpers outside the exposed schema are not callable through the API', async () => {
    const token = await tokenOf(student);
    for (const name of [
      'answers_match',
      'verdict_from_key',
      'recompute_student_score',
      'refresh_contest_board',
      'refresh_contest_board_if_due',
      'refresh_due_contest_boards',
      'handle_new_user',
      'approved_role',
      'uid',
    ]) {
      expectRefused(
        await raw(`/rest/v1/rpc/${name}`, { method: 'POST', token, body: {} }),
        404,
        'PGRST202',
      );
    }
  });

  it('visitors call none of them', async () => {
    const visitor = anonClient();
    for (const [fn, args] of [
      ['submit_answer', { problem_id: publicProblem, content: '2' }],
      ['grade_answer', { answer_id: rivalAnswerId, status: 'correct' }],
      ['set_answer_key', { problem_id: publicProblem, answers: ['1'] }],
    ] as const) {
      const { error } = await visitor.rpc(fn, args);
      expect(error?.code).toBe('42501');
    }
    expect(await rowOf('answers', rivalAnswerId)).toMatchObject({ status: 'incorrect' });
  });
});

describe('moving rows between users and problems', () => {
  it('a reaction cannot be moved to another problem or user, not by update, not by upsert', async () => {
    const { data: reaction } = await student.client
      .from('reactions')
      .insert({ problem_id: publicProblem, user_id: student.userId, reaction_type: 'like' })
      .select('*')
      .single<Record<string, unknown>>();
    const token = await tokenOf(student);
    const hijackedProblem = await createProblem(author);
    expectRefused(
      await raw(`/rest/v1/reactions?id=eq.${String(reaction?.id)}`, {
        method: 'PATCH',
        token,
        body: { problem_id: hijackedProblem },
      }),
      403,
      '42501',
    );
    expectRefused(
      await raw('/rest/v1/reactions?on_conflict=problem_id,user_id', {
        method: 'POST',
        token,
        headers: { prefer: 'resolution=merge-duplicates' },
        body: { problem_id: publicProblem, user_id: rival.userId, reaction_type: 'funny' },
      }),
      403,
      '42501',
    );
    expectRefused(
      await raw('/rest/v1/reactions?on_conflict=id', {
        method: 'POST',
        token,
        headers: { prefer: 'resolution=merge-duplicates' },
        body: {
          id: reaction?.id,
          problem_id: publicProblem,
          user_id: rival.userId,
          reaction_type: 'funny',
        },
      }),
      403,
      '42501',
    );
    expect(await rowOf('reactions', String(reaction?.id))).toEqual(reaction);
  });

  it('a comment cannot be reassigned, moved, rewritten or deleted by someone else', async () => {
    const { data: comment } = await rival.client
      .from('comments')
      .insert({ problem_id: publicProblem, user_id: rival.userId, content: 'rival words' })
      .select('*')
      .single<Record<string, unknown>>();
    const id = String(comment?.id);
    const rivalToken = await tokenOf(rival);
    expectRefused(
      await raw(`/rest/v1/comments?id=eq.${id}`, {
        method: 'PATCH',
        token: rivalToken,
        body: { user_id: student.userId },
      }),
      403,
      '42501',
    );
    expectRefused(
      await raw(`/rest/v1/comments?id=eq.${id}`, {
        method: 'PATCH',
        token: rivalToken,
        body: { problem_id: hiddenProblem },
      }),
      403,
      '42501',
    );
    const studentToken = await tokenOf(student);
    const edit = await raw(`/rest/v1/comments?id=eq.${id}`, {
      method: 'PATCH',
      token: studentToken,
      headers: { prefer: 'return=representation' },
      body: { content: 'forged' },
    });
    expect(edit.body).toEqual([]);
    const removed = await raw(`/rest/v1/comments?id=eq.${id}`, {
      method: 'DELETE',
      token: studentToken,
      headers: { prefer: 'return=representation' },
    });
    expect(removed.body).toEqual([]);
    expectRefused(
      await raw('/rest/v1/comments?on_conflict=id', {
        method: 'POST',
        token: studentToken,
        headers: { prefer: 'resolution=merge-duplicates' },
        body: { id, problem_id: publicProblem, user_id: student.userId, content: 'taken over' },
      }),
      403,
      '42501',
    );
    expect(await rowOf('comments', id)).toEqual(comment);
  });

  it('a comment of only newlines and tabs is blank, and refused', async () => {
    const { error } = await student.client
      .from('comments')
      .insert({ problem_id: publicProblem, user_id: student.userId, content: '\n\t\r\n' });
    expect(error?.code).toBe('23514');
    const { count } = await service
      .from('comments')
      .select('*', { count: 'exact', head: true })
      .eq('user_id', student.userId);
    expect(count).toBe(0);
  });

  it('answers cannot be moved, regraded or deleted through the table', async () => {
    const before = await rowOf('answers', rivalAnswerId);
    const token = await tokenOf(rival);
    const otherProblem = await createProblem(author);
    for (const body of [
      { problem_id: otherProblem },
      { user_id: student.userId },
      { status: 'correct' },
    ]) {
      expectRefused(
        await raw(`/rest/v1/answers?id=eq.${rivalAnswerId}`, { method: 'PATCH', token, body }),
        403,
        '42501',
      );
    }
    expectRefused(
      await raw(`/rest/v1/answers?id=eq.${rivalAnswerId}`, { method: 'DELETE', token }),
      403,
      '42501',
    );
    expectRefused(
      await raw('/rest/v1/answers?on_conflict=id', {
        method: 'POST',
        token,
        headers: { prefer: 'resolution=merge-duplicates' },
        body: { ...before, status: 'correct' },
      }),
      403,
      '42501',
    );
    // Staff read every answer but write none either.
    expectRefused(
      await raw(`/rest/v1/answers?id=eq.${rivalAnswerId}`, {
        method: 'PATCH',
        token: await tokenOf(admin),
        body: { status: 'correct' },
      }),
      403,
      '42501',
    );
    expect(await rowOf('answers', rivalAnswerId)).toEqual(before);
  });

  it("a problem's author cannot be changed, and non-authors cannot flip it public or delete it", async () => {
    const problem = await createProblem(author, { isPublic: false });
    const before = await rowOf('problems', problem);
    expectRefused(
      await raw(`/rest/v1/problems?id=eq.${problem}`, {
        method: 'PATCH',
        token: await tokenOf(author),
        body: { created_by: otherInstructor.userId },
      }),
      403,
      '42501',
    );
    for (const attacker of [otherInstructor, student]) {
      const token = await tokenOf(attacker);
      const flipped = await raw(`/rest/v1/problems?id=eq.${problem}`, {
        method: 'PATCH',
        token,
        headers: { prefer: 'return=representation' },
        body: { is_public: true },
      });
      expect(flipped.body).toEqual([]);
      const deleted = await raw(`/rest/v1/problems?id=eq.${problem}`, {
        method: 'DELETE',
        token,
        headers: { prefer: 'return=representation' },
      });
      expect(deleted.body).toEqual([]);
    }
    expectRefused(
      await raw('/rest/v1/problems?on_conflict=id', {
        method: 'POST',
        token: await tokenOf(otherInstructor),
        headers: { prefer: 'resolution=merge-duplicates' },
        // search_vector is generated: no insert may name it.
        body: { ...withoutGenerated(before), created_by: otherInstructor.userId, is_public: true },
      }),
      403,
      '42501',
    );
    expect(await rowOf('problems', problem)).toEqual(before);
  });

  it("an attachment path cannot point into another user's folder, even for an admin's own problem", async () => {
    const adminProblem = await createProblem(admin);
    const before = await rowOf('problems', adminProblem);
    const { error } = await admin.client
      .from('problems')
      .update({ attachment_path: `${author.userId}/secret.pdf` })
      .eq('id', adminProblem);
    expect(error?.code).toBe('42501');
    const planted = await otherInstructor.client.from('problems').insert({
      title: 'x',
      content: { body: 'x' },
      topic: 'Algebra',
      difficulty: 'IMO',
      created_by: otherInstructor.userId,
      attachment_path: `${otherInstructor.userId}/../${author.userId}/secret.pdf`,
    });
    expect(planted.error?.code).toBe('23514');
    expect(await rowOf('problems', adminProblem)).toEqual(before);
  });

  it("marks of another author's problem cannot be changed by an instructor (scores stay)", async () => {
    const before = await rowOf('problems', publicProblem);
    const result = await otherInstructor.client
      .from('problems')
      .update({ marks: 100 })
      .eq('id', publicProblem)
      .select();
    expect(result.data).toEqual([]);
    expect(await rowOf('problems', publicProblem)).toEqual(before);
  });
});

describe('profiles: roles, status and scores', () => {
  it('nobody writes their own score, solved count, email or id, and no profile can be upserted', async () => {
    const before = await rowOf('profiles', student.userId);
    const token = await tokenOf(student);
    for (const body of [
      { score: 9999 },
      { problems_solved: 50 },
      { email: seeded.superadmin },
      { id: rival.userId },
      { created_at: '2000-01-01T00:00:00Z' },
    ]) {
      expectRefused(
        await raw(`/rest/v1/profiles?id=eq.${student.userId}`, { method: 'PATCH', token, body }),
        403,
        '42501',
      );
    }
    expectRefused(
      await raw('/rest/v1/profiles?on_conflict=id', {
        method: 'POST',
        token,
        headers: { prefer: 'resolution=merge-duplicates' },
        body: { ...before, role: 'superadmin', score: 9999 },
      }),
      403,
      '42501',
    );
    expect(await rowOf('profiles', student.userId)).toEqual(before);
  });

  it('an avatar must be an http(s) URL: no javascript: or data: URLs', async () => {
    const before = await rowOf('profiles', student.userId);
    for (const avatar_url of [
      'javascript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      ' https://x.test/a.png',
    ]) {
      const { error } = await student.client
        .from('profiles')
        .update({ avatar_url })
        .eq('id', student.userId);
      expect(error?.code).toBe('23514');
    }
    expect(await rowOf('profiles', student.userId)).toEqual(before);
  });

  it('rejected and pending admins change no role and read no other profile', async () => {
    const [rejected, pending] = await Promise.all([
      userWith('admin', 'rejected'),
      userWith('admin', 'pending'),
    ]);
    for (const attacker of [rejected, pending]) {
      // Their update policy reaches only their own row: the student's row is not even matched.
      const changed = await attacker.client
        .from('profiles')
        .update({ role: 'admin' })
        .eq('id', student.userId)
        .select('id');
      expect(changed).toMatchObject({ error: null, data: [] });
      const { data } = await attacker.client.from('profiles').select('id');
      expect(data).toEqual([{ id: attacker.userId }]);
    }
    expect(await rowOf('profiles', student.userId)).toMatchObject({
      role: 'contestant',
      status: 'approved',
    });
  });

  it('an admin neither approves, nor demotes the superadmin, nor makes one; the superadmin keeps their own role', async () => {
    const superadmin = await signedInClient(seeded.superadmin);
    const { data: superProfile } = await superadmin
      .from('profiles')
      .select('*')
      .eq('email', seeded.superadmin)
      .single<Record<string, unknown>>();
    const superId = String(superProfile?.id);
    const pending = await userWith('instructor', 'pending');
    const pendingBefore = await rowOf('profiles', pending.userId);

    expect(
      (await admin.client.from('profiles').update({ status: 'approved' }).eq('id', pending.userId))
        .error?.code,
    ).toBe('42501');
    expect(
      (await admin.client.from('profiles').update({ role: 'superadmin' }).eq('id', pending.userId))
        .error?.code,
    ).toBe('42501');
    expect(
      (await admin.client.from('profiles').update({ role: 'contestant' }).eq('id', superId)).error
        ?.code,
    ).toBe('42501');
    expect(
      (await admin.client.from('profiles').update({ status: 'rejected' }).eq('id', superId)).error
        ?.code,
    ).toBe('42501');
    expect(
      (await admin.client.from('profiles').update({ full_name: 'Owned' }).eq('id', superId)).error
        ?.code,
    ).toBe('42501');
    expect(
      (await superadmin.from('profiles').update({ role: 'admin' }).eq('id', superId)).error?.code,
    ).toBe('42501');
    expect(
      (await superadmin.from('profiles').update({ status: 'rejected' }).eq('id', superId)).error
        ?.code,
    ).toBe('42501');
    // A bulk update without a filter is all or nothing: it touches the superadmin, so nothing.
    expect(
      (await admin.client.from('profiles').update({ role: 'instructor' }).neq('id', admin.userId))
        .error?.code,
    ).toBe('42501');

    expect(await rowOf('profiles', pending.userId)).toEqual(pendingBefore);
    expect(await rowOf('profiles', superId)).toEqual(superProfile);
  });

  it('rejected staff do no staff things: problems, keys, grading, contests, uploads', async () => {
    const rejected = await userWith('admin', 'rejected');
    const problem = await rejected.client.from('problems').insert({
      title: 'x',
      content: { body: 'x' },
      topic: 'Algebra',
      difficulty: 'IMO',
      created_by: rejected.userId,
    });
    expect(problem.error?.code).toBe('42501');
    expect(
      (await rejected.client.rpc('set_answer_key', { problem_id: publicProblem, answers: ['3'] }))
        .error?.code,
    ).toBe('42501');
    expect(
      (await rejected.client.rpc('grade_answer', { answer_id: rivalAnswerId, status: 'correct' }))
        .error?.code,
    ).toBe('42501');
    expect(
      (
        await rejected.client
          .from('contests')
          .insert({ title: 'x', start_time: '2026-01-01', end_time: '2026-01-02' })
      ).error?.code,
    ).toBe('42501');
    expect((await rejected.client.from('team_members').insert({ name: 'x' })).error?.code).toBe(
      '42501',
    );
    const upload = await rejected.client.storage
      .from('attachments')
      .upload(`${rejected.userId}/x.pdf`, new Blob(['%PDF'], { type: 'application/pdf' }));
    expect(upload.error).not.toBeNull();
    expect(await rowOf('answers', rivalAnswerId)).toMatchObject({
      status: 'incorrect',
      graded_by: null,
    });
    const stillTwo = await student.client.rpc('submit_answer', {
      problem_id: publicProblem,
      content: '2',
    });
    expect((stillTwo.data as { status: string }).status).toBe('correct');
  });
});

describe('submit_answer and grade_answer abuse', () => {
  it('staff, pending and rejected students cannot submit; blank and huge answers are refused; nothing is recorded', async () => {
    const [pendingStudent, rejectedStudent] = await Promise.all([
      userWith('contestant', 'pending'),
      userWith('contestant', 'rejected'),
    ]);
    for (const attacker of [author, admin, pendingStudent, rejectedStudent]) {
      const { error } = await attacker.client.rpc('submit_answer', {
        problem_id: publicProblem,
        content: '2',
      });
      expect(error?.code).toBe('42501');
    }
    const freshStudent = await userWith('contestant');
    for (const content of ['', '   \n\t ', 'x'.repeat(5001)]) {
      expect(
        (await freshStudent.client.rpc('submit_answer', { problem_id: publicProblem, content }))
          .error?.code,
      ).toBe('22023');
    }
    const missing = await freshStudent.client.rpc('submit_answer', {
      problem_id: '00000000-0000-0000-0000-000000000000',
      content: '2',
    });
    expect(missing.error?.code).toBe('PT404');
    const smuggled = await raw('/rest/v1/rpc/submit_answer', {
      method: 'POST',
      token: await tokenOf(freshStudent),
      body: { problem_id: publicProblem, content: '2', user_id: rival.userId, status: 'correct' },
    });
    expect(smuggled.status).toBe(404);
    const { count } = await service
      .from('answers')
      .select('*', { count: 'exact', head: true })
      .in('user_id', [
        author.userId,
        admin.userId,
        pendingStudent.userId,
        rejectedStudent.userId,
        freshStudent.userId,
      ]);
    expect(count).toBe(0);
  });

  it('a grader cannot grade a missing answer or set an unknown status; a student cannot grade even their rival', async () => {
    const before = await rowOf('answers', rivalAnswerId);
    expect(
      (
        await admin.client.rpc('grade_answer', {
          answer_id: '00000000-0000-0000-0000-000000000000',
          status: 'correct',
        })
      ).error?.code,
    ).toBe('PT404');
    expect(
      (await admin.client.rpc('grade_answer', { answer_id: rivalAnswerId, status: 'CORRECT' }))
        .error?.code,
    ).toBe('22023');
    expect(
      (await student.client.rpc('grade_answer', { answer_id: rivalAnswerId, status: 'correct' }))
        .error?.code,
    ).toBe('42501');
    expect(await rowOf('answers', rivalAnswerId)).toEqual(before);
    expect(await rowOf('profiles', rival.userId)).toMatchObject({ score: 0, problems_solved: 0 });
  });

  it("set_answer_key on another author's problem is refused and the key stays", async () => {
    expect(
      (
        await otherInstructor.client.rpc('set_answer_key', {
          problem_id: publicProblem,
          answers: [],
        })
      ).error?.code,
    ).toBe('42501');
    const probe = await userWith('contestant');
    const graded = await probe.client.rpc('submit_answer', {
      problem_id: publicProblem,
      content: '2',
    });
    expect((graded.data as { status: string }).status).toBe('correct');
  });
});

describe('contests and team members', () => {
  it('nobody writes them directly (contests go through save_contest); instructors, students and pending admins change nothing', async () => {
    const pendingAdmin = await userWith('admin', 'pending');
    const { data: contest } = await service
      .from('contests')
      .select('*')
      .eq('title', 'Attack contest')
      .single<Record<string, unknown>>();
    for (const attacker of [author, student, pendingAdmin]) {
      const token = await tokenOf(attacker);
      expectRefused(
        await raw('/rest/v1/contests', {
          method: 'POST',
          token,
          body: { title: 'x', start_time: '2026-01-01', end_time: '2026-01-02' },
        }),
        403,
        '42501',
      );
      expectRefused(
        await raw('/rest/v1/contest_problems', {
          method: 'POST',
          token,
          body: { contest_id: contest?.id, problem_id: publicProblem, position: 9 },
        }),
        403,
        '42501',
      );
      expectRefused(
        await raw('/rest/v1/team_members', { method: 'POST', token, body: { name: 'Intruder' } }),
        403,
        '42501',
      );
      expectRefused(
        await raw(`/rest/v1/contests?id=eq.${String(contest?.id)}`, {
          method: 'PATCH',
          token,
          headers: { prefer: 'return=representation' },
          body: { title: 'Owned' },
        }),
        403,
        '42501',
      );
      expectRefused(
        await raw(`/rest/v1/contest_problems?contest_id=eq.${String(contest?.id)}`, {
          method: 'DELETE',
          token,
          headers: { prefer: 'return=representation' },
        }),
        403,
        '42501',
      );
      const removed = await raw(`/rest/v1/contests?id=eq.${String(contest?.id)}`, {
        method: 'DELETE',
        token,
        headers: { prefer: 'return=representation' },
      });
      expect(removed.body).toEqual([]);
    }
    expect(await rowOf('contests', String(contest?.id))).toEqual(contest);
    const { count } = await service
      .from('contest_problems')
      .select('*', { count: 'exact', head: true })
      .eq('contest_id', String(contest?.id));
    expect(count).toBe(1);
  });
});
