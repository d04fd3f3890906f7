import { describe, expect, it } from 'vitest';
import {
  fetchPendingUsers,
  fetchUserCredentials,
  fetchUsers,
  ilikeOrValue,
  nameOrEmailFilter,
  updateUserRole,
  updateUserStatus,
} from '@/features/admin/api';
import { profiles } from '../msw/fixtures';
import { pgrstError, pgrstRows, recordingHandler, restUrl } from '../msw/postgrest';
import { server } from '../msw/server';

const failWith = (method: 'get' | 'patch', message: string) =>
  server.use(
    recordingHandler(method, restUrl('profiles'), () => pgrstError(403, '42501', message)).handler,
  );

describe('admin api', () => {
  it('fetchUsers asks for the first 100 profiles except super admins, newest first, with an exact count', async () => {
    const rows = [profiles.student, profiles.instructor];
    const { handler, requests } = recordingHandler('get', restUrl('profiles'), (request) =>
      pgrstRows(request, rows, { total: 1204 }),
    );
    server.use(handler);
    await expect(fetchUsers()).resolves.toEqual({ rows, total: 1204, page: 1, pageSize: 100 });
    const { searchParams } = requests[0]!.url;
    expect(searchParams.get('role')).toBe('neq.superadmin');
    expect(searchParams.get('order')).toBe('created_at.desc,id.asc');
    expect(searchParams.get('offset')).toBe('0');
    expect(searchParams.get('limit')).toBe('100');
    expect(searchParams.has('or')).toBe(false);
    expect(requests[0]!.headers.get('prefer')).toContain('count=exact');
  });

  it('fetchUsers pages, filters by role and searches name or email', async () => {
    const { handler, requests } = recordingHandler('get', restUrl('profiles'), (request) =>
      pgrstRows(request, [profiles.instructor], { total: 251 }),
    );
    server.use(handler);
    await expect(
      fetchUsers({ page: 3, role: 'instructor', search: '  euler ' }),
    ).resolves.toMatchObject({ page: 3, total: 251 });
    const { searchParams } = requests[0]!.url;
    expect(searchParams.get('offset')).toBe('200');
    expect(searchParams.getAll('role')).toEqual(['neq.superadmin', 'eq.instructor']);
    expect(searchParams.get('or')).toBe('(full_name.ilike."*euler*",email.ilike."*euler*")');
  });

  it('fetchUsers shows page 1 when the asked page is past the end (PGRST103)', async () => {
    const { handler, requests } = recordingHandler('get', restUrl('profiles'), (request) =>
      new URL(request.url).searchParams.get('offset') === '0'
        ? pgrstRows(request, [profiles.student], { total: 1 })
        : pgrstError(416, 'PGRST103', 'Requested range not satisfiable'),
    );
    server.use(handler);
    await expect(fetchUsers({ page: 9 })).resolves.toEqual({
      rows: [profiles.student],
      total: 1,
      page: 1,
      pageSize: 100,
    });
    expect(requests.map((request) => request.url.searchParams.get('offset'))).toEqual(['800', '0']);
  });

  it('fetchUsers shows the last page when the asked page is past the end (issue 29)', async () => {
    const { handler, requests } = recordingHandler('get', restUrl('profiles'), (request) => {
      const offset = new URL(request.url).searchParams.get('offset');
      return offset === '0' || offset === '200'
        ? pgrstRows(request, [profiles.student], { total: 251 })
        : pgrstError(416, 'PGRST103', 'Requested range not satisfiable');
    });
    server.use(handler);
    await expect(fetchUsers({ page: 999 })).resolves.toMatchObject({ page: 3, total: 251 });
    expect(requests.map((request) => request.url.searchParams.get('offset'))).toEqual([
      '99800',
      '0',
      '200',
    ]);
  });

  it('ilikeOrValue quotes PostgREST reserved characters and escapes LIKE wildcards', () => {
    expect(ilikeOrValue('Smith, (John).x:y')).toBe('"*Smith, (John).x:y*"');
    expect(ilikeOrValue('100%_')).toBe('"*100\\\\%\\\\_*"');
    expect(ilikeOrValue('say "hi" \\ o')).toBe('"*say \\"hi\\" \\\\\\\\ o*"');
    expect(ilikeOrValue('a*b')).toBe('"*a_b*"');
    expect(nameOrEmailFilter('ada')).toBe('full_name.ilike."*ada*",email.ilike."*ada*"');
  });

  it('fetchUsers reports Error fetching users', async () => {
    failWith('get', 'permission denied for table profiles');
    await expect(fetchUsers()).rejects.toThrow(
      'Error fetching users occurred. permission denied for table profiles',
    );
  });

  it('fetchPendingUsers filters on status pending', async () => {
    const { handler, requests } = recordingHandler('get', restUrl('profiles'), (request) =>
      pgrstRows(request, [profiles.pendingInstructor]),
    );
    server.use(handler);
    await expect(fetchPendingUsers({ page: 2 })).resolves.toEqual({
      rows: [profiles.pendingInstructor],
      total: 1,
      page: 2,
      pageSize: 100,
    });
    const { searchParams } = requests[0]!.url;
    expect(searchParams.get('status')).toBe('eq.pending');
    expect(searchParams.get('order')).toBe('created_at.asc,id.asc');
    expect(searchParams.get('offset')).toBe('100');
  });

  it('fetchPendingUsers reports Error fetching pending users', async () => {
    failWith('get', 'denied');
    await expect(fetchPendingUsers()).rejects.toThrow(
      'Error fetching pending users occurred. denied',
    );
  });

  it('updateUserStatus patches status by id', async () => {
    const approved = { ...profiles.pendingInstructor, status: 'approved' as const };
    const { handler, requests } = recordingHandler('patch', restUrl('profiles'), (request) =>
      pgrstRows(request, [approved]),
    );
    server.use(handler);
    await expect(updateUserStatus(approved.id, 'approved')).resolves.toEqual(approved);
    expect(requests[0]!.body).toEqual({ status: 'approved' });
    expect(requests[0]!.url.searchParams.get('id')).toBe(`eq.${approved.id}`);
  });

  it('updateUserStatus reports Error updating user status (no row visible → not found)', async () => {
    server.use(
      recordingHandler('patch', restUrl('profiles'), (request) => pgrstRows(request, [])).handler,
    );
    await expect(updateUserStatus(profiles.student.id, 'rejected')).rejects.toThrow(
      /^Error updating user status occurred\. JSON object requested/,
    );
  });

  it('fetchUserCredentials calls the superadmin-only function, one searched page', async () => {
    const rows = [
      {
        id: profiles.student.id,
        email: 'ada@example.com',
        full_name: 'Ada Lovelace',
        role: 'contestant',
        has_default_password: false,
      },
    ];
    const { handler, requests } = recordingHandler(
      'post',
      restUrl('rpc/admin_user_credentials'),
      (request) => pgrstRows(request, rows),
    );
    server.use(handler);
    await expect(fetchUserCredentials({ search: 'ada' })).resolves.toEqual({
      rows,
      total: 1,
      page: 1,
      pageSize: 100,
    });
    const { searchParams } = requests[0]!.url;
    expect(searchParams.get('select')).toBe('id,email,full_name,role,has_default_password');
    expect(searchParams.get('order')).toBe('full_name.asc,id.asc');
    expect(searchParams.get('or')).toBe('(full_name.ilike."*ada*",email.ilike."*ada*")');
    expect(requests[0]!.headers.get('prefer')).toContain('count=exact');
  });

  it('fetchUserCredentials reports Error fetching user credentials', async () => {
    server.use(
      recordingHandler('post', restUrl('rpc/admin_user_credentials'), () =>
        pgrstError(403, '42501', 'denied'),
      ).handler,
    );
    await expect(fetchUserCredentials()).rejects.toThrow(
      'Error fetching user credentials occurred. denied',
    );
  });

  it('updateUserRole patches role by id', async () => {
    const promoted = { ...profiles.student, role: 'instructor' as const };
    const { handler, requests } = recordingHandler('patch', restUrl('profiles'), (request) =>
      pgrstRows(request, [promoted]),
    );
    server.use(handler);
    await expect(updateUserRole(promoted.id, 'instructor')).resolves.toEqual(promoted);
    expect(requests[0]!.body).toEqual({ role: 'instructor' });
  });

  it('updateUserRole reports Error updating user role', async () => {
    failWith('patch', 'permission denied for table profiles');
    await expect(updateUserRole(profiles.student.id, 'admin')).rejects.toThrow(
      'Error updating user role occurred. permission denied for table profiles',
    );
  });
});
