import { describe, expect, it } from 'vitest';
import {
  fetchPendingUsers,
  fetchUserCredentials,
  fetchUsers,
  updateUserRole,
  updateUserStatus,
} from '@/features/admin/api';
import { profiles } from '../msw/fixtures';
import { pgrstError, pgrstRows, recordingHandler, restUrl } from '../msw/postgrest';
import { server } from '../msw/server';

const failWith = (method: 'get' | 'patch', message: string) =>
  server.use(recordingHandler(method, restUrl('profiles'), () => pgrstError(403, '42501', message)).handler);

describe('admin api', () => {
  it('fetchUsers lists every profile except super admins, newest first', async () => {
    const rows = [profiles.student, profiles.instructor];
    const { handler, requests } = recordingHandler('get', restUrl('profiles'), (request) => pgrstRows(request, rows));
    server.use(handler);
    await expect(fetchUsers()).resolves.toEqual(rows);
    expect(requests[0]!.url.searchParams.get('role')).toBe('neq.superadmin');
    expect(requests[0]!.url.searchParams.get('order')).toBe('created_at.desc');
  });

  it('fetchUsers reports Error fetching users', async () => {
    failWith('get', 'permission denied for table profiles');
    await expect(fetchUsers()).rejects.toThrow('Error fetching users occurred. permission denied for table profiles');
  });

  it('fetchPendingUsers filters on status pending', async () => {
    const { handler, requests } = recordingHandler('get', restUrl('profiles'), (request) =>
      pgrstRows(request, [profiles.pendingInstructor]),
    );
    server.use(handler);
    await expect(fetchPendingUsers()).resolves.toEqual([profiles.pendingInstructor]);
    expect(requests[0]!.url.searchParams.get('status')).toBe('eq.pending');
  });

  it('fetchPendingUsers reports Error fetching pending users', async () => {
    failWith('get', 'denied');
    await expect(fetchPendingUsers()).rejects.toThrow('Error fetching pending users occurred. denied');
  });

  it('updateUserStatus patches status by id', async () => {
    const approved = { ...profiles.pendingInstructor, status: 'approved' as const };
    const { handler, requests } = recordingHandler('patch', restUrl('profiles'), (request) => pgrstRows(request, [approved]));
    server.use(handler);
    await expect(updateUserStatus(approved.id, 'approved')).resolves.toEqual(approved);
    expect(requests[0]!.body).toEqual({ status: 'approved' });
    expect(requests[0]!.url.searchParams.get('id')).toBe(`eq.${approved.id}`);
  });

  it('updateUserStatus reports Error updating user status (no row visible → not found)', async () => {
    server.use(recordingHandler('patch', restUrl('profiles'), (request) => pgrstRows(request, [])).handler);
    await expect(updateUserStatus(profiles.student.id, 'rejected')).rejects.toThrow(
      /^Error updating user status occurred\. JSON object requested/,
    );
  });

  it('fetchUserCredentials selects email, full_name and role', async () => {
    const rows = [{ email: 'ada@example.com', full_name: 'Ada Lovelace', role: 'contestant' }];
    const { handler, requests } = recordingHandler('get', restUrl('profiles'), (request) => pgrstRows(request, rows));
    server.use(handler);
    await expect(fetchUserCredentials()).resolves.toEqual(rows);
    expect(requests[0]!.url.searchParams.get('select')).toBe('email,full_name,role');
  });

  it('fetchUserCredentials reports Error fetching user credentials', async () => {
    failWith('get', 'denied');
    await expect(fetchUserCredentials()).rejects.toThrow('Error fetching user credentials occurred. denied');
  });

  it('updateUserRole patches role by id', async () => {
    const promoted = { ...profiles.student, role: 'instructor' as const };
    const { handler, requests } = recordingHandler('patch', restUrl('profiles'), (request) => pgrstRows(request, [promoted]));
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
