// The permissions of docs/decisions/0002-database-permissions.md enforced by the server: every
// operation of docs/data-contract.md by a role that may do it, and
// every forbidden attempt failing with the right error and changing nothing (checked with the
// service_role client afterwards).
import type { SupabaseClient } from '@supabase/supabase-js';
import { beforeAll, describe, expect, it } from 'vitest';
import { anonClient, signUpUser, type SignedUpUser } from './support/clients';
import {
  countRows,
  createProblem,
  profileOf as profileRow,
  service,
  userWith,
} from './support/factories';

type Role = 'contestant' | 'instructor' | 'admin' | 'superadmin';

async function profileOf(id: string): Promise<Profile> {
  return (await profileRow(id)) as unknown as Profile;
}

interface Profile {
  id: string;
  email: string | null;
  full_name: string | null;
  role: Role;
  status: 'pending' | 'approved' | 'rejected';
  score: number;
  problems_solved: number;
}

const problemFields = {
  content: { body: 'Find all integers $n$ with $n^2 = n$.' },
  topic: 'Number Theory',
  difficulty: 'Juniors',
  marks: 7,
};

describe('sign-up creates the profile from the metadata', () => {
  it.each([
    ['Student', 'contestant', 'approved'],
    ['student', 'contestant', 'approved'],
    ['contestant', 'contestant', 'approved'],
    ['Instructor', 'instructor', 'pending'],
    ['Admin', 'admin', 'pending'],
    ['superadmin', 'contestant', 'approved'],
    ['SuperAdmin', 'contestant', 'approved'],
    ['owner', 'contestant', 'approved'],
  ])('role %s becomes %s, %s', async (requested, role, status) => {
    const user = await signUpUser({ role: requested, fullName: '  Ada Lovelace  ' });
    const profile = await profileOf(user.userId);
    expect(profile).toMatchObject({
      role,
      status,
      full_name: 'Ada Lovelace',
      email: user.email,
      score: 0,
      problems_solved: 0,
    });
  });
});

describe('profiles', () => {
  let student: SignedUpUser;
  let other: SignedUpUser;
  let instructor: SignedUpUser;
  let admin: SignedUpUser;
  let superadmin: SignedUpUser;

  beforeAll(async () => {
    [student, other, instructor, admin, superadmin] = await Promise.all([
      userWith('contestant'),
      userWith('contestant'),
      userWith('instructor'),
      userWith('admin'),
      userWith('superadmin'),
    ]);
  });

  it('a user reads their own profile, email included', async () => {
    const { data, error } = await student.client
      .from('profiles')
      .select('*')
      .eq('id', student.userId)
      .single<Profile>();
    expect(error).toBeNull();
    expect(data?.email).toBe(student.email);
  });

  it('a student reads no other profile from the table', async () => {
    const { data, error } = await student.client
      .from('profiles')
      .select('id, email')
      .eq('id', other.userId);
    expect(error).toBeNull();
    expect(data).toEqual([]);
  });

  it('a visitor cannot read emails from profiles', async () => {
    const { data, error } = await anonClient().from('profiles').select('email');
    expect(data).toBeNull();
    expect(error?.code).toBe('42501');
  });

  it('everyone reads public_profiles, which has no email or status', async () => {
    const { data, error } = await anonClient()
      .from('public_profiles')
      .select('*')
      .eq('id', student.userId)
      .single();
    expect(error).toBeNull();
    expect(data).toMatchObject({
      id: student.userId,
      role: 'contestant',
      score: 0,
      problems_solved: 0,
    });
    // Decision 0032: only approved accounts are listed, and the fields the pages show.
    expect(Object.keys(data as object).sort()).toEqual([
      'avatar_url',
      'full_name',
      'id',
      'listed',
      'problems_solved',
      'role',
      'score',
    ]);
    const emailQuery = await anonClient().from('public_profiles').select('email');
    expect(emailQuery.error?.code).toBe('42703');
  });

  it('approved admins and the superadmin read every profile', async () => {
    for (const reader of [admin, superadmin]) {
      const { data, error } = await reader.client
        .from('profiles')
        .select('id, email')
        .in('id', [student.userId, other.userId]);
      expect(error).toBeNull();
      expect(data).toHaveLength(2);
    }
  });

  it('the leaderboard query returns students by score', async () => {
    const { data, error } = await anonClient()
      .from('public_profiles')
      .select('id, full_name, avatar_url, score, problems_solved')
      .eq('role', 'contestant')
      .order('score', { ascending: false })
      .order('problems_solved', { ascending: false })
      .limit(20);
    expect(error).toBeNull();
    expect(data?.length).toBeGreaterThan(0);
    const scores = (data ?? []).map((row) => row.score as number);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
  });

  it('a user updates their own name and avatar', async () => {
    const { error } = await student.client
      .from('profiles')
      .update({ full_name: 'New Name', avatar_url: 'https://example.test/a.png' })
      .eq('id', student.userId);
    expect(error).toBeNull();
    expect(await profileOf(student.userId)).toMatchObject({
      full_name: 'New Name',
      avatar_url: 'https://example.test/a.png',
    });
  });

  it.each([
    ['score', { score: 1000 }],
    ['problems_solved', { problems_solved: 99 }],
    ['email', { email: 'someone@else.test' }],
  ])('a student cannot raise their own %s', async (_column, change) => {
    const before = await profileOf(student.userId);
    const { error } = await student.client.from('profiles').update(change).eq('id', student.userId);
    expect(error?.code).toBe('42501');
    expect(await profileOf(student.userId)).toEqual(before);
  });

  it.each([
    ['role', { role: 'admin' }, /own role/],
    ['role to superadmin', { role: 'superadmin' }, /own role/],
    ['status', { status: 'rejected' }, /own status/],
  ])('a student cannot change their own %s', async (_what, change, message) => {
    const before = await profileOf(student.userId);
    const { error } = await student.client.from('profiles').update(change).eq('id', student.userId);
    expect(error?.code).toBe('42501');
    expect(error?.message).toMatch(message);
    expect(await profileOf(student.userId)).toEqual(before);
  });

  it('a superadmin cannot change their own role or status either', async () => {
    const { error } = await superadmin.client
      .from('profiles')
      .update({ status: 'pending' })
      .eq('id', superadmin.userId);
    expect(error?.code).toBe('42501');
    expect((await profileOf(superadmin.userId)).status).toBe('approved');
  });

  it("a student cannot change another user's profile", async () => {
    const before = await profileOf(other.userId);
    const { data, error } = await student.client
      .from('profiles')
      .update({ full_name: 'Hacked', role: 'admin' })
      .eq('id', other.userId)
      .select();
    expect(error).toBeNull();
    expect(data).toEqual([]);
    expect(await profileOf(other.userId)).toEqual(before);
  });

  it('an instructor cannot change a role', async () => {
    const before = await profileOf(other.userId);
    const { data } = await instructor.client
      .from('profiles')
      .update({ role: 'instructor' })
      .eq('id', other.userId)
      .select();
    expect(data ?? []).toEqual([]);
    expect(await profileOf(other.userId)).toEqual(before);
  });

  it('an approved admin changes the role of a non-superadmin', async () => {
    const target = await userWith('contestant');
    const { data, error } = await admin.client
      .from('profiles')
      .update({ role: 'instructor' })
      .eq('id', target.userId)
      .select('role');
    expect(error).toBeNull();
    expect(data).toEqual([{ role: 'instructor' }]);
    expect((await profileOf(target.userId)).role).toBe('instructor');
  });

  it('the superadmin changes the role of a non-superadmin', async () => {
    const target = await userWith('instructor');
    const { error } = await superadmin.client
      .from('profiles')
      .update({ role: 'admin' })
      .eq('id', target.userId);
    expect(error).toBeNull();
    expect((await profileOf(target.userId)).role).toBe('admin');
  });

  it('a pending admin cannot change a role', async () => {
    const pendingAdmin = await userWith('admin', 'pending');
    const before = await profileOf(other.userId);
    const { data } = await pendingAdmin.client
      .from('profiles')
      .update({ role: 'instructor' })
      .eq('id', other.userId)
      .select();
    expect(data ?? []).toEqual([]);
    expect(await profileOf(other.userId)).toEqual(before);
  });

  it.each([
    ['an admin', () => admin],
    ['the superadmin', () => superadmin],
  ])('%s cannot make anyone a superadmin', async (_who, actor) => {
    const before = await profileOf(other.userId);
    const { error } = await actor()
      .client.from('profiles')
      .update({ role: 'superadmin' })
      .eq('id', other.userId);
    expect(error?.code).toBe('42501');
    expect(error?.message).toMatch(/superadmin role/);
    expect(await profileOf(other.userId)).toEqual(before);
  });

  it("an admin cannot change a superadmin's role", async () => {
    const before = await profileOf(superadmin.userId);
    const { error } = await admin.client
      .from('profiles')
      .update({ role: 'admin' })
      .eq('id', superadmin.userId);
    expect(error?.code).toBe('42501');
    expect(await profileOf(superadmin.userId)).toEqual(before);
  });

  it('an admin cannot change account status', async () => {
    const pending = await userWith('instructor', 'pending');
    const { error } = await admin.client
      .from('profiles')
      .update({ status: 'approved' })
      .eq('id', pending.userId);
    expect(error?.code).toBe('42501');
    expect(error?.message).toMatch(/Only the superadmin/);
    expect((await profileOf(pending.userId)).status).toBe('pending');
  });

  it('an admin cannot rename another user', async () => {
    const before = await profileOf(other.userId);
    const { error } = await admin.client
      .from('profiles')
      .update({ full_name: 'Renamed' })
      .eq('id', other.userId);
    expect(error?.code).toBe('42501');
    expect(await profileOf(other.userId)).toEqual(before);
  });

  it('the superadmin lists pending users and approves or rejects them', async () => {
    const [first, second] = await Promise.all([
      userWith('instructor', 'pending'),
      userWith('admin', 'pending'),
    ]);
    const pending = await superadmin.client.from('profiles').select('id').eq('status', 'pending');
    expect(pending.error).toBeNull();
    expect((pending.data ?? []).map((row) => row.id)).toEqual(
      expect.arrayContaining([first.userId, second.userId]),
    );

    expect(
      (
        await superadmin.client
          .from('profiles')
          .update({ status: 'approved' })
          .eq('id', first.userId)
      ).error,
    ).toBeNull();
    expect(
      (
        await superadmin.client
          .from('profiles')
          .update({ status: 'rejected' })
          .eq('id', second.userId)
      ).error,
    ).toBeNull();
    expect((await profileOf(first.userId)).status).toBe('approved');
    expect((await profileOf(second.userId)).status).toBe('rejected');
  });

  it('nobody inserts or deletes profiles through the API', async () => {
    const insert = await student.client
      .from('profiles')
      .insert({ id: student.userId, email: 'x@y.test', role: 'superadmin', status: 'approved' });
    expect(insert.error?.code).toBe('42501');
    const removal = await superadmin.client.from('profiles').delete().eq('id', other.userId);
    expect(removal.error?.code).toBe('42501');
    expect(await countRows('profiles', 'id', other.userId)).toBe(1);
  });
});

describe('problems', () => {
  let instructor: SignedUpUser;
  let student: SignedUpUser;

  beforeAll(async () => {
    [instructor, student] = await Promise.all([userWith('instructor'), userWith('contestant')]);
  });

  it.each(['instructor', 'admin', 'superadmin'] as const)(
    'an approved %s creates a problem as themselves',
    async (role) => {
      const author = await userWith(role);
      const id = await createProblem(author);
      const { data } = await service
        .from('problems')
        .select('created_by, marks, is_public')
        .eq('id', id)
        .single();
      expect(data).toEqual({ created_by: author.userId, marks: 7, is_public: true });
    },
  );

  it.each([
    ['a pending instructor', () => userWith('instructor', 'pending')],
    ['a rejected admin', () => userWith('admin', 'rejected')],
    ['a student', () => userWith('contestant')],
  ])('%s cannot create a problem', async (_who, makeUser) => {
    const user = await makeUser();
    const { error } = await user.client
      .from('problems')
      .insert({ ...problemFields, title: 'Forbidden', created_by: user.userId });
    expect(error?.code).toBe('42501');
    expect(await countRows('problems', 'created_by', user.userId)).toBe(0);
  });

  it('nobody creates a problem as someone else', async () => {
    const { error } = await instructor.client
      .from('problems')
      .insert({ ...problemFields, title: 'Impostor', created_by: student.userId });
    expect(error?.code).toBe('42501');
    expect(await countRows('problems', 'created_by', student.userId)).toBe(0);
  });

  it('a visitor cannot create a problem', async () => {
    const { error } = await anonClient()
      .from('problems')
      .insert({ ...problemFields, title: 'Anon' });
    expect(error?.code).toBe('42501');
  });

  it('rejects blank titles and unknown topics', async () => {
    const blank = await instructor.client
      .from('problems')
      .insert({ ...problemFields, title: '   ', created_by: instructor.userId });
    expect(blank.error?.code).toBe('23514');
    const topic = await instructor.client.from('problems').insert({
      ...problemFields,
      title: 'Topic',
      topic: 'Calculus',
      created_by: instructor.userId,
    });
    expect(topic.error?.code).toBe('23514');
  });

  it('a non-public problem is seen only by its author and approved staff', async () => {
    const id = await createProblem(instructor, { isPublic: false });
    const otherInstructor = await userWith('instructor');
    const pendingInstructor = await userWith('instructor', 'pending');
    const visible = async (client: SupabaseClient) =>
      ((await client.from('problems').select('id').eq('id', id)).data ?? []).length;
    expect(await visible(anonClient())).toBe(0);
    expect(await visible(student.client)).toBe(0);
    expect(await visible(pendingInstructor.client)).toBe(0);
    expect(await visible(instructor.client)).toBe(1);
    expect(await visible(otherInstructor.client)).toBe(1);
  });

  it('a visitor reads problems with the author embedded', async () => {
    const id = await createProblem(instructor);
    const { data, error } = await anonClient()
      .from('problems')
      .select('*, profiles:public_profiles!problems_created_by_fkey(full_name, avatar_url)')
      .eq('id', id)
      .single();
    expect(error).toBeNull();
    expect(data).toMatchObject({
      id,
      profiles: { full_name: 'Test instructor', avatar_url: null },
    });
  });

  it('a student cannot edit or delete a problem', async () => {
    const id = await createProblem(instructor);
    const update = await student.client
      .from('problems')
      .update({ marks: 100 })
      .eq('id', id)
      .select();
    expect(update.data ?? []).toEqual([]);
    const removal = await student.client.from('problems').delete().eq('id', id).select();
    expect(removal.data ?? []).toEqual([]);
    const { data } = await service.from('problems').select('marks').eq('id', id).single();
    expect(data).toEqual({ marks: 7 });
  });

  it('the author changes the author column of nothing', async () => {
    const id = await createProblem(instructor);
    const { error } = await instructor.client
      .from('problems')
      .update({ created_by: student.userId })
      .eq('id', id);
    expect(error?.code).toBe('42501');
    const { data } = await service.from('problems').select('created_by').eq('id', id).single();
    expect(data).toEqual({ created_by: instructor.userId });
  });
});

describe('contests, contest problems and team members', () => {
  it('a visitor reads contests with their problems and authors', async () => {
    const { data, error } = await anonClient()
      .from('contests')
      .select(
        '*, contest_problems(position, problems(id, title, topic, difficulty, profiles:public_profiles(full_name)))',
      )
      .order('start_time', { ascending: false })
      .limit(1)
      .single();
    expect(error).toBeNull();
    expect(Array.isArray((data as { contest_problems: unknown[] }).contest_problems)).toBe(true);
  });

  it('a visitor reads team members', async () => {
    const { data, error } = await anonClient().from('team_members').select('*').order('position');
    expect(error).toBeNull();
    expect(data?.length).toBeGreaterThanOrEqual(4);
  });

  it('an approved admin writes contests (through save_contest), their problems and team members', async () => {
    const admin = await userWith('admin');
    const problemId = await createProblem(admin);
    const contest = await admin.client.rpc('save_contest', {
      contest_id: null,
      payload: {
        title: 'Admin contest',
        description: 'x',
        start_time: '2030-01-01T10:00:00Z',
        end_time: '2030-01-01T13:00:00Z',
        problem_ids: [problemId],
      },
    });
    expect(contest.error).toBeNull();
    const contestId = (contest.data as { id: string }).id;
    expect(await countRows('contest_problems', 'contest_id', contestId)).toBe(1);
    const member = await admin.client
      .from('team_members')
      .insert({ name: 'New Coach', role_title: 'Coach', bio: '', position: 9 })
      .select('id')
      .single<{ id: string }>();
    expect(member.error).toBeNull();
    expect(
      (
        await admin.client
          .from('team_members')
          .delete()
          .eq('id', member.data?.id ?? '')
      ).error,
    ).toBeNull();
    expect((await admin.client.from('contests').delete().eq('id', contestId)).error).toBeNull();
    expect(await countRows('contests', 'id', contestId)).toBe(0);
  });

  it.each([
    ['a pending admin', () => userWith('admin', 'pending')],
    ['a student', () => userWith('contestant')],
  ])('%s cannot create contests or team members', async (_who, makeUser) => {
    const user = await makeUser();
    const contest = await user.client.rpc('save_contest', {
      contest_id: null,
      payload: {
        title: `Forbidden ${user.userId}`,
        start_time: '2030-01-01T10:00:00Z',
        end_time: '2030-01-01T13:00:00Z',
      },
    });
    expect(contest.error?.code).toBe('42501');
    expect(await countRows('contests', 'title', `Forbidden ${user.userId}`)).toBe(0);
    const member = await user.client
      .from('team_members')
      .insert({ name: `Forbidden ${user.userId}` });
    expect(member.error?.code).toBe('42501');
    expect(await countRows('team_members', 'name', `Forbidden ${user.userId}`)).toBe(0);
  });

  it('a contest must end after it starts', async () => {
    const admin = await userWith('admin');
    const { error } = await admin.client.rpc('save_contest', {
      contest_id: null,
      payload: {
        title: 'Backwards',
        start_time: '2030-01-02T10:00:00Z',
        end_time: '2030-01-01T10:00:00Z',
      },
    });
    expect(error?.code).toBe('22023');
    expect(await countRows('contests', 'title', 'Backwards')).toBe(0);
  });
});

describe('comments', () => {
  let problemId: string;
  let student: SignedUpUser;
  let other: SignedUpUser;

  beforeAll(async () => {
    const instructor = await userWith('instructor');
    problemId = await createProblem(instructor);
    [student, other] = await Promise.all([userWith('contestant'), userWith('contestant')]);
  });

  it('a signed-in user of any role comments as themselves and everyone reads it with the author', async () => {
    for (const role of ['contestant', 'instructor'] as const) {
      const user = role === 'contestant' ? student : await userWith(role, 'pending');
      const { data, error } = await user.client
        .from('comments')
        .insert({ problem_id: problemId, user_id: user.userId, content: `Hello from ${role}` })
        .select()
        .single();
      expect(error).toBeNull();
      expect(data).toMatchObject({ user_id: user.userId, content: `Hello from ${role}` });
    }
    const { data, error } = await anonClient()
      .from('comments')
      .select('*, profiles:public_profiles!comments_user_id_fkey(full_name, avatar_url)')
      .eq('problem_id', problemId)
      .order('created_at', { ascending: false });
    expect(error).toBeNull();
    expect(data).toHaveLength(2);
    // The approved student's name shows; a pending account is not listed (decision 0032).
    const byAuthor = new Map(data?.map((row) => [row.user_id as string, row.profiles]));
    expect(byAuthor.get(student.userId)).toHaveProperty('full_name');
    expect([...byAuthor.values()].filter((profile) => profile === null)).toHaveLength(1);
  });

  it('a visitor cannot comment', async () => {
    const before = await countRows('comments', 'problem_id', problemId);
    const { error } = await anonClient()
      .from('comments')
      .insert({ problem_id: problemId, content: 'anon' });
    expect(error?.code).toBe('42501');
    expect(await countRows('comments', 'problem_id', problemId)).toBe(before);
  });

  it('a student cannot comment as someone else', async () => {
    const { error } = await student.client
      .from('comments')
      .insert({ problem_id: problemId, user_id: other.userId, content: 'impostor' });
    expect(error?.code).toBe('42501');
    expect(await countRows('comments', 'user_id', other.userId)).toBe(0);
  });

  it('a blank comment is refused', async () => {
    const { error } = await student.client
      .from('comments')
      .insert({ problem_id: problemId, user_id: student.userId, content: '   ' });
    expect(error?.code).toBe('23514');
  });

  it('users edit and delete only their own comments', async () => {
    const { data } = await other.client
      .from('comments')
      .insert({ problem_id: problemId, user_id: other.userId, content: 'mine' })
      .select('id')
      .single<{ id: string }>();
    const id = data?.id ?? '';
    expect(
      (await student.client.from('comments').update({ content: 'edited' }).eq('id', id).select())
        .data,
    ).toEqual([]);
    expect((await student.client.from('comments').delete().eq('id', id).select()).data).toEqual([]);
    expect((await service.from('comments').select('content').eq('id', id).single()).data).toEqual({
      content: 'mine',
    });

    expect(
      (await other.client.from('comments').update({ content: 'edited' }).eq('id', id)).error,
    ).toBeNull();
    expect((await service.from('comments').select('content').eq('id', id).single()).data).toEqual({
      content: 'edited',
    });
    expect((await other.client.from('comments').delete().eq('id', id)).error).toBeNull();
    expect(await countRows('comments', 'id', id)).toBe(0);
  });
});

describe('reactions', () => {
  let problemId: string;
  let student: SignedUpUser;
  let other: SignedUpUser;

  beforeAll(async () => {
    const instructor = await userWith('instructor');
    problemId = await createProblem(instructor);
    [student, other] = await Promise.all([userWith('contestant'), userWith('contestant')]);
  });

  it('toggles: add, change type, remove; one reaction per user per problem', async () => {
    const added = await student.client
      .from('reactions')
      .insert({ problem_id: problemId, user_id: student.userId, reaction_type: 'like' })
      .select('id')
      .single<{ id: string }>();
    expect(added.error).toBeNull();
    const duplicate = await student.client
      .from('reactions')
      .insert({ problem_id: problemId, user_id: student.userId, reaction_type: 'love' });
    expect(duplicate.error?.code).toBe('23505');

    const existing = await student.client
      .from('reactions')
      .select('*')
      .eq('problem_id', problemId)
      .eq('user_id', student.userId)
      .single();
    expect(existing.data).toMatchObject({ reaction_type: 'like' });
    expect(
      (
        await student.client
          .from('reactions')
          .update({ reaction_type: 'funny' })
          .eq('id', added.data?.id ?? '')
      ).error,
    ).toBeNull();
    const list = await anonClient()
      .from('reactions')
      .select('user_id, reaction_type')
      .eq('problem_id', problemId);
    expect(list.data).toEqual([{ user_id: student.userId, reaction_type: 'funny' }]);
    expect(
      (
        await student.client
          .from('reactions')
          .delete()
          .eq('id', added.data?.id ?? '')
      ).error,
    ).toBeNull();
    expect(await countRows('reactions', 'problem_id', problemId)).toBe(0);
  });

  it('a missing reaction is reported as PGRST116 by single()', async () => {
    const { error } = await other.client
      .from('reactions')
      .select('*')
      .eq('problem_id', problemId)
      .eq('user_id', other.userId)
      .single();
    expect(error?.code).toBe('PGRST116');
  });

  it('a visitor cannot react', async () => {
    const { error } = await anonClient()
      .from('reactions')
      .insert({ problem_id: problemId, reaction_type: 'like' });
    expect(error?.code).toBe('42501');
    expect(await countRows('reactions', 'problem_id', problemId)).toBe(0);
  });

  it('a student cannot react as someone else or change their reaction', async () => {
    const impostor = await student.client
      .from('reactions')
      .insert({ problem_id: problemId, user_id: other.userId, reaction_type: 'like' });
    expect(impostor.error?.code).toBe('42501');
    expect(await countRows('reactions', 'user_id', other.userId)).toBe(0);

    const own = await other.client
      .from('reactions')
      .insert({ problem_id: problemId, user_id: other.userId, reaction_type: 'love' })
      .select('id')
      .single<{ id: string }>();
    const id = own.data?.id ?? '';
    expect(
      (
        await student.client
          .from('reactions')
          .update({ reaction_type: 'funny' })
          .eq('id', id)
          .select()
      ).data,
    ).toEqual([]);
    expect((await student.client.from('reactions').delete().eq('id', id).select()).data).toEqual(
      [],
    );
    expect(
      (await service.from('reactions').select('reaction_type').eq('id', id).single()).data,
    ).toEqual({ reaction_type: 'love' });
  });

  it('an unknown reaction type is refused', async () => {
    const { error } = await student.client
      .from('reactions')
      .insert({ problem_id: problemId, user_id: student.userId, reaction_type: 'angry' });
    expect(error?.code).toBe('23514');
  });
});

describe('answers through the table', () => {
  let problemId: string;
  let student: SignedUpUser;
  let other: SignedUpUser;

  beforeAll(async () => {
    const instructor = await userWith('instructor');
    problemId = await createProblem(instructor);
    [student, other] = await Promise.all([userWith('contestant'), userWith('contestant')]);
  });

  it('a student cannot insert answers directly, for themselves or anyone else', async () => {
    for (const userId of [student.userId, other.userId]) {
      const { error } = await student.client
        .from('answers')
        .insert({ problem_id: problemId, user_id: userId, content: '1', status: 'correct' });
      expect(error?.code).toBe('42501');
    }
    expect(await countRows('answers', 'problem_id', problemId)).toBe(0);
  });

  it("a student reads their own answers, never another student's", async () => {
    const mine = await student.client.rpc('submit_answer', {
      problem_id: problemId,
      content: 'n = 0 or 1',
    });
    expect(mine.error).toBeNull();
    const theirs = await other.client.rpc('submit_answer', {
      problem_id: problemId,
      content: 'n = 1',
    });
    expect(theirs.error).toBeNull();

    const { data, error } = await student.client
      .from('answers')
      .select('id, submitted_at, status, user_id, problems(id, title)')
      .order('submitted_at', { ascending: false });
    expect(error).toBeNull();
    expect(data?.map((row) => row.user_id)).toEqual([student.userId]);
    const peek = await student.client.from('answers').select('id').eq('user_id', other.userId);
    expect(peek.data).toEqual([]);
  });

  it('a visitor reads no answers', async () => {
    const { error } = await anonClient().from('answers').select('id');
    expect(error?.code).toBe('42501');
  });
});

describe('attachments storage policies', () => {
  const bucket = (client: SupabaseClient) => client.storage.from('attachments');
  const png = () =>
    new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])], {
      type: 'image/png',
    });
  let staff: SignedUpUser;

  async function stored(path: string): Promise<boolean> {
    return (await bucket(service).download(path)).error === null;
  }

  beforeAll(async () => {
    staff = await userWith('instructor');
  });

  it('a visitor reads the attachment of a public problem, not once it is hidden', async () => {
    const path = `${staff.userId}/${Date.now()}-figure.png`;
    expect((await bucket(staff.client).upload(path, png())).error).toBeNull();
    expect((await bucket(anonClient()).download(path)).error).not.toBeNull();

    const { data } = await staff.client
      .from('problems')
      .insert({
        ...problemFields,
        title: 'With figure',
        created_by: staff.userId,
        attachment_path: path,
      })
      .select('id')
      .single<{ id: string }>();
    expect((await bucket(anonClient()).download(path)).error).toBeNull();
    const student = await userWith('contestant');
    expect((await bucket(student.client).download(path)).error).toBeNull();

    await staff.client
      .from('problems')
      .update({ is_public: false })
      .eq('id', data?.id ?? '');
    expect((await bucket(anonClient()).download(path)).error).not.toBeNull();
    expect((await bucket(student.client).download(path)).error).not.toBeNull();
  });

  it.each([
    ['a text file posing as an image', 'notes.txt'],
    ['an HTML page posing as an image', 'page.html'],
    ['a file without extension', 'figure'],
  ])('refuses %s (extension not allowed)', async (_what, name) => {
    const path = `${staff.userId}/${Date.now()}-${name}`;
    const { error } = await bucket(staff.client).upload(path, png());
    expect(error).not.toBeNull();
    expect(await stored(path)).toBe(false);
  });

  it('refuses SVG, which can carry script', async () => {
    const path = `${staff.userId}/${Date.now()}-figure.svg`;
    const svg = new Blob(
      ['<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'],
      { type: 'image/svg+xml' },
    );
    expect((await bucket(staff.client).upload(path, svg)).error).not.toBeNull();
    expect(await stored(path)).toBe(false);
  });

  it.each([
    ['a pending instructor', () => userWith('instructor', 'pending')],
    ['a student', () => userWith('contestant')],
  ])('refuses an upload by %s, even into their own folder', async (_who, makeUser) => {
    const user = await makeUser();
    const path = `${user.userId}/${Date.now()}-sheet.png`;
    expect((await bucket(user.client).upload(path, png())).error).not.toBeNull();
    expect(await stored(path)).toBe(false);
  });

  it("refuses an upload into another user's folder", async () => {
    const other = await userWith('instructor');
    const path = `${other.userId}/${Date.now()}-sheet.png`;
    expect((await bucket(staff.client).upload(path, png())).error).not.toBeNull();
    expect(await stored(path)).toBe(false);
  });

  it("nobody publishes another user's file by pointing a problem at it", async () => {
    const other = await userWith('instructor');
    const path = `${other.userId}/${Date.now()}-private.png`;
    expect((await bucket(other.client).upload(path, png())).error).toBeNull();
    const { error } = await staff.client.from('problems').insert({
      ...problemFields,
      title: 'Borrowed',
      created_by: staff.userId,
      attachment_path: path,
    });
    expect(error?.code).toBe('42501');
    expect((await bucket(anonClient()).download(path)).error).not.toBeNull();
  });

  it('users delete only their own files', async () => {
    const other = await userWith('instructor');
    const path = `${other.userId}/${Date.now()}-keep.png`;
    expect((await bucket(other.client).upload(path, png())).error).toBeNull();
    await bucket(staff.client).remove([path]);
    expect(await stored(path)).toBe(true);
    expect((await bucket(other.client).remove([path])).error).toBeNull();
    expect(await stored(path)).toBe(false);
  });
});
