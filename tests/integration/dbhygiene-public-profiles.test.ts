// Visitors see only what the pages need (issue 10 item 6, decision 0032): public_profiles is a
// table kept in step with profiles, readable under row-level security: approved accounts only,
// no email or status, role only 'contestant' or 'staff'; nobody writes it through the API; the
// embeds the app uses keep working; profiles itself stays closed.
import { beforeAll, describe, expect, it } from 'vitest';
import { anonClient, type SignedUpUser } from './support/clients';
import { service, userWith, type Role, type Status } from './support/factories';

async function account(
  role: Role,
  status: Status = 'approved',
  fullName = `Public ${role} ${status}`,
): Promise<SignedUpUser> {
  return userWith(role, status, { fullName });
}

async function publicRow(id: string) {
  const { data, error } = await service
    .from('public_profiles')
    .select('*')
    .eq('id', id)
    .maybeSingle();
  if (error) throw new Error(error.message);
  return data as Record<string, unknown> | null;
}

let student: SignedUpUser;
let instructor: SignedUpUser;
let admin: SignedUpUser;
let superadmin: SignedUpUser;
let pendingAdmin: SignedUpUser;
let rejected: SignedUpUser;

beforeAll(async () => {
  [student, instructor, admin, superadmin, pendingAdmin, rejected] = await Promise.all([
    account('contestant'),
    account('instructor'),
    account('admin'),
    account('superadmin'),
    account('admin', 'pending'),
    account('instructor', 'rejected'),
  ]);
});

describe('who is listed', () => {
  it('visitors and students see approved accounts only', async () => {
    const ids = [student, instructor, admin, superadmin, pendingAdmin, rejected].map(
      (user) => user.userId,
    );
    for (const client of [anonClient(), student.client]) {
      const { data, error } = await client.from('public_profiles').select('id').in('id', ids);
      expect(error).toBeNull();
      expect(new Set(data?.map((row) => row.id))).toEqual(
        new Set([student.userId, instructor.userId, admin.userId, superadmin.userId]),
      );
    }
  });

  it('nobody can pick out the superadmin or the admins: role is contestant or staff', async () => {
    const { data } = await anonClient()
      .from('public_profiles')
      .select('id, role')
      .in('id', [student.userId, instructor.userId, admin.userId, superadmin.userId]);
    const roles = Object.fromEntries((data ?? []).map((row) => [row.id, row.role]));
    expect(roles).toEqual({
      [student.userId]: 'contestant',
      [instructor.userId]: 'staff',
      [admin.userId]: 'staff',
      [superadmin.userId]: 'staff',
    });
    for (const role of ['superadmin', 'admin', 'instructor']) {
      const { data: found } = await anonClient()
        .from('public_profiles')
        .select('id')
        .eq('role', role);
      expect(found, role).toEqual([]);
    }
  });

  it('a pending account reads no pending row, not even its own', async () => {
    for (const id of [pendingAdmin.userId, rejected.userId]) {
      const { data, error } = await pendingAdmin.client
        .from('public_profiles')
        .select('id')
        .eq('id', id);
      expect(error).toBeNull();
      expect(data).toEqual([]);
    }
  });

  it('has no email, status or created_at, whoever asks', async () => {
    for (const column of ['email', 'status', 'created_at']) {
      const { error } = await anonClient().from('public_profiles').select(column);
      expect(error?.code, column).toBe('42703');
    }
  });

  it('follows profiles: a rename, a score, an approval and a rejection show at once', async () => {
    const user = await account('instructor', 'pending', 'Before Rename');
    expect(await publicRow(user.userId)).toMatchObject({
      full_name: 'Before Rename',
      listed: false,
      role: 'staff',
    });
    await user.client.from('profiles').update({ full_name: 'After Rename' }).eq('id', user.userId);
    await superadmin.client.from('profiles').update({ status: 'approved' }).eq('id', user.userId);
    expect(await publicRow(user.userId)).toMatchObject({ full_name: 'After Rename', listed: true });
    const visible = await anonClient()
      .from('public_profiles')
      .select('full_name')
      .eq('id', user.userId);
    expect(visible.data).toEqual([{ full_name: 'After Rename' }]);
    await superadmin.client.from('profiles').update({ role: 'contestant' }).eq('id', user.userId);
    await service.from('profiles').update({ score: 42, problems_solved: 3 }).eq('id', user.userId);
    expect(await publicRow(user.userId)).toMatchObject({
      role: 'contestant',
      score: 42,
      problems_solved: 3,
    });
    await superadmin.client.from('profiles').update({ status: 'rejected' }).eq('id', user.userId);
    const hidden = await anonClient().from('public_profiles').select('id').eq('id', user.userId);
    expect(hidden.data).toEqual([]);
  });
});

describe('nobody writes public_profiles through the API', () => {
  it('insert, update and delete are refused for visitors, students and admins, and nothing changes', async () => {
    const before = await publicRow(student.userId);
    for (const client of [anonClient(), student.client, admin.client, superadmin.client]) {
      const update = await client
        .from('public_profiles')
        .update({ score: 9999, full_name: 'Hacked' })
        .eq('id', student.userId);
      expect(update.error?.code).toBe('42501');
      const remove = await client.from('public_profiles').delete().eq('id', student.userId);
      expect(remove.error?.code).toBe('42501');
      const insert = await client.from('public_profiles').insert({
        id: '00000000-0000-4000-8000-000000000001',
        role: 'contestant',
        score: 1,
        listed: true,
      });
      expect(insert.error?.code).toBe('42501');
    }
    expect(await publicRow(student.userId)).toEqual(before);
    expect(await publicRow('00000000-0000-4000-8000-000000000001')).toBeNull();
  });
});

describe('the embeds the app uses', () => {
  let problemId: string;

  beforeAll(async () => {
    const { data, error } = await instructor.client
      .from('problems')
      .insert({
        title: 'Public profiles embed problem',
        content: { body: 'Find $x$.' },
        topic: 'Algebra',
        difficulty: 'Juniors',
        created_by: instructor.userId,
      })
      .select('id')
      .single();
    if (error) throw new Error(error.message);
    problemId = data.id as string;
    for (const author of [student, pendingAdmin]) {
      const comment = await author.client
        .from('comments')
        .insert({ problem_id: problemId, user_id: author.userId, content: 'Embed me' });
      if (comment.error) throw new Error(comment.error.message);
    }
    const answer = await student.client.rpc('submit_answer', {
      problem_id: problemId,
      content: '7',
    });
    if (answer.error) throw new Error(answer.error.message);
  });

  it('problems with their author, by column and by constraint name', async () => {
    for (const select of [
      '*, author:public_profiles!created_by(full_name, avatar_url)',
      '*, profiles:public_profiles!problems_created_by_fkey(full_name, avatar_url)',
    ]) {
      const { data, error } = await anonClient()
        .from('problems')
        .select(select)
        .eq('id', problemId)
        .single();
      expect(error, select).toBeNull();
      const embedded = (data as unknown as Record<string, unknown>)[
        select.includes('author:') ? 'author' : 'profiles'
      ];
      expect(embedded).toEqual({ full_name: 'Public instructor approved', avatar_url: null });
    }
  });

  it('comments with their authors: a pending author shows as nobody', async () => {
    const { data, error } = await anonClient()
      .from('comments')
      .select('user_id, profiles:public_profiles(full_name, avatar_url)')
      .eq('problem_id', problemId);
    expect(error).toBeNull();
    const byUser = Object.fromEntries((data ?? []).map((row) => [row.user_id, row.profiles]));
    expect(byUser[student.userId]).toEqual({
      full_name: 'Public contestant approved',
      avatar_url: null,
    });
    expect(byUser[pendingAdmin.userId]).toBeNull();
  });

  it('the grading queue names the student; the leaderboard lists students only', async () => {
    const { data, error } = await instructor.client
      .from('answers')
      .select('id, student:public_profiles!user_id(full_name)')
      .eq('problem_id', problemId);
    expect(error).toBeNull();
    expect(data?.[0]?.student).toEqual({ full_name: 'Public contestant approved' });
    const board = await anonClient()
      .from('public_profiles')
      .select('id, full_name, avatar_url, score, problems_solved')
      .eq('role', 'contestant')
      .order('score', { ascending: false })
      .order('problems_solved', { ascending: false })
      .limit(20);
    expect(board.error).toBeNull();
    expect(board.data?.length).toBeGreaterThan(0);
  });
});

describe('profiles itself stays closed', () => {
  it('a visitor reads nothing; a student reads only their own email', async () => {
    const visitor = await anonClient().from('profiles').select('id');
    expect(visitor.error?.code).toBe('42501');
    const { data, error } = await student.client.from('profiles').select('id, email');
    expect(error).toBeNull();
    expect(data).toEqual([{ id: student.userId, email: student.email }]);
  });

  it('a pending admin reads only their own row', async () => {
    const { data } = await pendingAdmin.client.from('profiles').select('id');
    expect(data).toEqual([{ id: pendingAdmin.userId }]);
  });
});
