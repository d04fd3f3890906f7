import { describe, expect, it } from 'vitest';
import { createProfile, fetchProfile, updateProfile } from '@/features/profiles/api';
import { NotFoundError, ForbiddenError } from '@/lib/errors';
import { profiles } from '../msw/fixtures';
import { storeSession } from '../msw/gotrue';
import { pgrstError, pgrstRows, recordingHandler, restUrl } from '../msw/postgrest';
import { server } from '../msw/server';

const ada = profiles.student;

describe('profiles api', () => {
  it('fetchProfile reads the signed-in user by id as a single object with the bearer token', async () => {
    storeSession(ada);
    const { handler, requests } = recordingHandler('get', restUrl('profiles'), (request) =>
      pgrstRows(request, [ada]),
    );
    server.use(handler);
    await expect(fetchProfile()).resolves.toEqual(ada);
    expect(requests[0]!.url.searchParams.get('id')).toBe(`eq.${ada.id}`);
    expect(requests[0]!.headers.get('authorization')).toMatch(/^Bearer ey/);
    expect(requests[0]!.headers.get('apikey')).toMatch(/^ey/);
  });

  it('fetchProfile without a signed-in user fails with User not found', async () => {
    await expect(fetchProfile()).rejects.toThrow(/^User not found$/);
  });

  it('fetchProfile maps PGRST116 to NotFoundError with the documented message', async () => {
    server.use(
      recordingHandler('get', restUrl('profiles'), (request) => pgrstRows(request, [])).handler,
    );
    const error = await fetchProfile(ada.id).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(NotFoundError);
    expect((error as Error).message).toBe(
      'Error fetching profile occurred. JSON object requested, multiple (or no) rows returned',
    );
  });

  it('updateProfile patches the current user and returns the row', async () => {
    storeSession(ada);
    const updated = { ...ada, full_name: 'Ada King' };
    const { handler, requests } = recordingHandler('patch', restUrl('profiles'), (request) =>
      pgrstRows(request, [updated]),
    );
    server.use(handler);
    await expect(updateProfile({ full_name: 'Ada King' })).resolves.toEqual(updated);
    expect(requests[0]!.body).toEqual({ full_name: 'Ada King' });
    expect(requests[0]!.url.searchParams.get('id')).toBe(`eq.${ada.id}`);
  });

  it('updateProfile maps 42501 to ForbiddenError', async () => {
    storeSession(ada);
    server.use(
      recordingHandler('patch', restUrl('profiles'), () =>
        pgrstError(403, '42501', 'permission denied for table profiles'),
      ).handler,
    );
    const error = await updateProfile({ full_name: 'x' }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ForbiddenError);
    expect((error as Error).message).toBe(
      'Error updating profile occurred. permission denied for table profiles',
    );
  });

  it('createProfile inserts with score and problems_solved 0', async () => {
    const { handler, requests } = recordingHandler('post', restUrl('profiles'), (request) =>
      pgrstRows(request, [ada], { status: 201 }),
    );
    server.use(handler);
    await createProfile({
      id: ada.id,
      email: ada.email,
      full_name: 'Ada Lovelace',
      role: 'contestant',
      status: 'approved',
    });
    expect(requests[0]!.body).toMatchObject({
      id: ada.id,
      score: 0,
      problems_solved: 0,
      role: 'contestant',
    });
  });

  it('createProfile reports its context on failure', async () => {
    server.use(
      recordingHandler('post', restUrl('profiles'), () =>
        pgrstError(409, '23505', 'duplicate key value violates unique constraint "profiles_pkey"'),
      ).handler,
    );
    await expect(
      createProfile({
        id: ada.id,
        email: ada.email,
        full_name: 'A',
        role: 'contestant',
        status: 'approved',
      }),
    ).rejects.toThrow(
      'Error creating profile occurred. duplicate key value violates unique constraint "profiles_pkey"',
    );
  });
});
