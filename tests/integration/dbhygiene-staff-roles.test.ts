// Staff roles need the superadmin (issue 10 item 2, decision 0033): an admin's change to
// instructor or admin leaves the account pending, with no staff right, in the approval queue;
// only the superadmin approves, or gives staff roles directly. Every refusal is checked to
// have changed nothing (read back with the service role).
import { beforeAll, describe, expect, it } from 'vitest';
import type { SignedUpUser } from './support/clients';
import { service, userWith, type Role, type Status } from './support/factories';

interface ProfileRow {
  id: string;
  role: Role;
  status: Status;
}

/** A fresh account with the given role and status, set by the service role. */
function account(role: Role, status: Status = 'approved'): Promise<SignedUpUser> {
  return userWith(role, status, { fullName: `Staff roles ${role}` });
}

async function stored(id: string): Promise<ProfileRow> {
  const { data, error } = await service
    .from('profiles')
    .select('id, role, status')
    .eq('id', id)
    .single<ProfileRow>();
  if (error) throw new Error(error.message);
  return data;
}

async function pendingQueueIds(reader: SignedUpUser): Promise<string[]> {
  // The /admin/approvals query (src/features/admin/api.ts fetchPendingUsers).
  const { data, error } = await reader.client.from('profiles').select('id').eq('status', 'pending');
  if (error) throw new Error(error.message);
  return (data ?? []).map((row) => row.id as string);
}

let superadmin: SignedUpUser;
let admin: SignedUpUser;

beforeAll(async () => {
  [superadmin, admin] = await Promise.all([account('superadmin'), account('admin')]);
});

describe('an admin promoting a student to admin', () => {
  let promoted: SignedUpUser;
  let bystander: SignedUpUser;

  beforeAll(async () => {
    [promoted, bystander] = await Promise.all([account('contestant'), account('contestant')]);
  });

  it('gets a pending admin, shown in the superadmin approval queue', async () => {
    const { data, error } = await admin.client
      .from('profiles')
      .update({ role: 'admin' })
      .eq('id', promoted.userId)
      .select('id, role, status')
      .single<ProfileRow>();
    expect(error).toBeNull();
    expect(data).toEqual({ id: promoted.userId, role: 'admin', status: 'pending' });
    expect(await stored(promoted.userId)).toMatchObject({ role: 'admin', status: 'pending' });
    expect(await pendingQueueIds(superadmin)).toContain(promoted.userId);
  });

  it('the pending admin reads no other profile and changes no role', async () => {
    const { data } = await promoted.client.from('profiles').select('id').eq('id', bystander.userId);
    expect(data).toEqual([]);
    const { data: updated, error } = await promoted.client
      .from('profiles')
      .update({ role: 'instructor' })
      .eq('id', bystander.userId)
      .select('id');
    // RLS hides the row from a pending account: the update matches nothing.
    expect(error).toBeNull();
    expect(updated).toEqual([]);
    expect(await stored(bystander.userId)).toMatchObject({
      role: 'contestant',
      status: 'approved',
    });
  });

  it('the pending admin creates no problem, contest or team member, and grades nothing', async () => {
    const problem = await promoted.client.from('problems').insert({
      title: 'Pending admin problem',
      content: { body: 'x' },
      topic: 'Algebra',
      difficulty: 'Juniors',
      created_by: promoted.userId,
    });
    expect(problem.error?.code).toBe('42501');
    const contest = await promoted.client.from('contests').insert({
      title: 'Pending admin contest',
      start_time: '2030-01-01T10:00:00Z',
      end_time: '2030-01-01T12:00:00Z',
    });
    expect(contest.error?.code).toBe('42501');
    const team = await promoted.client
      .from('team_members')
      .insert({ name: 'Pending admin member' });
    expect(team.error?.code).toBe('42501');
    const grade = await promoted.client.rpc('grade_answer', {
      answer_id: '00000000-0000-0000-0000-000000000000',
      status: 'correct',
    });
    expect(grade.error?.code).toBe('42501');

    for (const [table, column, value] of [
      ['problems', 'title', 'Pending admin problem'],
      ['contests', 'title', 'Pending admin contest'],
      ['team_members', 'name', 'Pending admin member'],
    ] as const) {
      const { count } = await service
        .from(table)
        .select('*', { count: 'exact', head: true })
        .eq(column, value);
      expect(count, table).toBe(0);
    }
  });

  it('an admin cannot approve the pending admin, nor promote and approve in one request', async () => {
    const approve = await admin.client
      .from('profiles')
      .update({ status: 'approved' })
      .eq('id', promoted.userId);
    expect(approve.error?.code).toBe('42501');
    const waiting = await account('instructor', 'pending');
    const both = await admin.client
      .from('profiles')
      .update({ role: 'admin', status: 'approved' })
      .eq('id', waiting.userId);
    expect(both.error?.code).toBe('42501');
    expect(await stored(promoted.userId)).toMatchObject({ role: 'admin', status: 'pending' });
    expect(await stored(waiting.userId)).toMatchObject({ role: 'instructor', status: 'pending' });
  });

  it('saying status approved alongside the promotion of an approved student still leaves it pending', async () => {
    const { error } = await admin.client
      .from('profiles')
      .update({ role: 'admin', status: 'approved' })
      .eq('id', bystander.userId);
    expect(error).toBeNull();
    expect(await stored(bystander.userId)).toMatchObject({ role: 'admin', status: 'pending' });
    // Back to a student for the tests below (the demotion keeps the status: pending).
    await service
      .from('profiles')
      .update({ role: 'contestant', status: 'approved' })
      .eq('id', bystander.userId);
  });

  it('the pending admin cannot approve itself either', async () => {
    const { error } = await promoted.client
      .from('profiles')
      .update({ status: 'approved' })
      .eq('id', promoted.userId);
    expect(error?.code).toBe('42501');
    expect(await stored(promoted.userId)).toMatchObject({ status: 'pending' });
  });

  it("once the superadmin approves, the admin has an admin's rights", async () => {
    const { error } = await superadmin.client
      .from('profiles')
      .update({ status: 'approved' })
      .eq('id', promoted.userId);
    expect(error).toBeNull();
    expect(await stored(promoted.userId)).toMatchObject({ role: 'admin', status: 'approved' });
    expect(await pendingQueueIds(superadmin)).not.toContain(promoted.userId);
    const { data } = await promoted.client.from('profiles').select('id').eq('id', bystander.userId);
    expect(data).toEqual([{ id: bystander.userId }]);
  });
});

describe('what an admin may still do, and what only the superadmin does', () => {
  it('an admin making an instructor of a student gets a pending instructor who cannot author', async () => {
    const student = await account('contestant');
    const { error } = await admin.client
      .from('profiles')
      .update({ role: 'instructor' })
      .eq('id', student.userId);
    expect(error).toBeNull();
    expect(await stored(student.userId)).toMatchObject({ role: 'instructor', status: 'pending' });
    const problem = await student.client.from('problems').insert({
      title: 'Pending instructor problem',
      content: { body: 'x' },
      topic: 'Algebra',
      difficulty: 'Juniors',
      created_by: student.userId,
    });
    expect(problem.error?.code).toBe('42501');
  });

  it('an admin moving an approved admin to instructor also waits for the superadmin', async () => {
    const otherAdmin = await account('admin');
    const { error } = await admin.client
      .from('profiles')
      .update({ role: 'instructor' })
      .eq('id', otherAdmin.userId);
    expect(error).toBeNull();
    expect(await stored(otherAdmin.userId)).toMatchObject({
      role: 'instructor',
      status: 'pending',
    });
  });

  it('an admin demotes an instructor to student at once, status kept', async () => {
    const instructor = await account('instructor');
    const { error } = await admin.client
      .from('profiles')
      .update({ role: 'contestant' })
      .eq('id', instructor.userId);
    expect(error).toBeNull();
    expect(await stored(instructor.userId)).toMatchObject({
      role: 'contestant',
      status: 'approved',
    });
  });

  it('a role change by an admin never lifts a rejection', async () => {
    const rejected = await account('instructor', 'rejected');
    const { error } = await admin.client
      .from('profiles')
      .update({ role: 'admin' })
      .eq('id', rejected.userId);
    expect(error).toBeNull();
    expect(await stored(rejected.userId)).toMatchObject({ role: 'admin', status: 'rejected' });
  });

  it('the superadmin gives staff roles directly', async () => {
    const student = await account('contestant');
    const { data, error } = await superadmin.client
      .from('profiles')
      .update({ role: 'instructor' })
      .eq('id', student.userId)
      .select('role, status')
      .single();
    expect(error).toBeNull();
    expect(data).toEqual({ role: 'instructor', status: 'approved' });
    const problem = await student.client.from('problems').insert({
      title: 'Instructor by the superadmin',
      content: { body: 'x' },
      topic: 'Algebra',
      difficulty: 'Juniors',
      created_by: student.userId,
    });
    expect(problem.error).toBeNull();
  });

  it('nobody makes a superadmin, and an admin cannot touch the superadmin', async () => {
    const student = await account('contestant');
    for (const actor of [admin, superadmin]) {
      const { error } = await actor.client
        .from('profiles')
        .update({ role: 'superadmin' })
        .eq('id', student.userId);
      expect(error?.code).toBe('42501');
    }
    const { error } = await admin.client
      .from('profiles')
      .update({ role: 'contestant' })
      .eq('id', superadmin.userId);
    expect(error?.code).toBe('42501');
    expect(await stored(student.userId)).toMatchObject({ role: 'contestant', status: 'approved' });
    expect(await stored(superadmin.userId)).toMatchObject({
      role: 'superadmin',
      status: 'approved',
    });
  });

  it('a student changes no role, own or other', async () => {
    const [student, other] = await Promise.all([account('contestant'), account('contestant')]);
    const own = await student.client
      .from('profiles')
      .update({ role: 'admin' })
      .eq('id', student.userId);
    expect(own.error?.code).toBe('42501');
    const { data } = await student.client
      .from('profiles')
      .update({ role: 'admin' })
      .eq('id', other.userId)
      .select('id');
    expect(data ?? []).toEqual([]);
    expect(await stored(student.userId)).toMatchObject({ role: 'contestant', status: 'approved' });
    expect(await stored(other.userId)).toMatchObject({ role: 'contestant', status: 'approved' });
  });
});
