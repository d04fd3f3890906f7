import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { fetchReactions, summariseReactions, toggleReaction } from '@/features/reactions/api';
import { problemRow, profiles } from '../msw/fixtures';
import { storeSession } from '../msw/gotrue';
import { pgrstError, pgrstRows, recordingHandler, restUrl } from '../msw/postgrest';
import { server } from '../msw/server';

const ada = profiles.student;
const existing = { id: 'rrrrrrrr-0000-4000-8000-000000000001', reaction_type: 'like' };
const noContent = () => new HttpResponse(null, { status: 204 });

function existingReaction(rows: unknown[]) {
  const lookup = recordingHandler('get', restUrl('reactions'), (request) =>
    pgrstRows(request, rows),
  );
  server.use(lookup.handler);
  return lookup.requests;
}

describe('reactions api', () => {
  it('fetchReactions lists user_id and reaction_type for a problem', async () => {
    const rows = [{ user_id: ada.id, reaction_type: 'love' }];
    const { handler, requests } = recordingHandler('get', restUrl('reactions'), (request) =>
      pgrstRows(request, rows),
    );
    server.use(handler);
    await expect(fetchReactions(problemRow.id)).resolves.toEqual(rows);
    expect(requests[0]!.url.searchParams.get('select')).toBe('user_id,reaction_type');
    expect(requests[0]!.url.searchParams.get('problem_id')).toBe(`eq.${problemRow.id}`);
  });

  it('fetchReactions reports Error fetching reactions', async () => {
    server.use(
      recordingHandler('get', restUrl('reactions'), () => pgrstError(500, 'XX000', 'boom')).handler,
    );
    await expect(fetchReactions(problemRow.id)).rejects.toThrow(
      'Error fetching reactions occurred. boom',
    );
  });

  it('toggleReaction adds a reaction when none exists (PGRST116 tolerated)', async () => {
    storeSession(ada);
    const lookups = existingReaction([]);
    const insert = recordingHandler(
      'post',
      restUrl('reactions'),
      () => new HttpResponse(null, { status: 201 }),
    );
    server.use(insert.handler);
    await expect(toggleReaction(problemRow.id, 'love')).resolves.toBe('added');
    expect(lookups[0]!.url.searchParams.get('user_id')).toBe(`eq.${ada.id}`);
    expect(insert.requests[0]!.body).toEqual({
      problem_id: problemRow.id,
      user_id: ada.id,
      reaction_type: 'love',
    });
  });

  it('toggleReaction removes a reaction of the same type', async () => {
    storeSession(ada);
    existingReaction([existing]);
    const remove = recordingHandler('delete', restUrl('reactions'), noContent);
    server.use(remove.handler);
    await expect(toggleReaction(problemRow.id, 'like')).resolves.toBe('removed');
    expect(remove.requests[0]!.url.searchParams.get('id')).toBe(`eq.${existing.id}`);
  });

  it('toggleReaction changes a reaction of another type', async () => {
    storeSession(ada);
    existingReaction([existing]);
    const update = recordingHandler('patch', restUrl('reactions'), noContent);
    server.use(update.handler);
    await expect(toggleReaction(problemRow.id, 'funny')).resolves.toBe('updated');
    expect(update.requests[0]!.body).toEqual({ reaction_type: 'funny' });
    expect(update.requests[0]!.url.searchParams.get('id')).toBe(`eq.${existing.id}`);
  });

  it('toggleReaction needs a signed-in user', async () => {
    await expect(toggleReaction(problemRow.id, 'like')).rejects.toThrow(/^User not found$/);
  });

  it('toggleReaction reports each step with its own context', async () => {
    storeSession(ada);
    server.use(
      recordingHandler('get', restUrl('reactions'), () => pgrstError(500, 'XX000', 'lookup failed'))
        .handler,
    );
    await expect(toggleReaction(problemRow.id, 'like')).rejects.toThrow(
      'Error checking reaction occurred. lookup failed',
    );

    existingReaction([]);
    server.use(
      recordingHandler('post', restUrl('reactions'), () =>
        pgrstError(409, '23505', 'duplicate key'),
      ).handler,
    );
    await expect(toggleReaction(problemRow.id, 'like')).rejects.toThrow(
      'Error adding reaction occurred. duplicate key',
    );

    existingReaction([existing]);
    server.use(
      recordingHandler('delete', restUrl('reactions'), () => pgrstError(403, '42501', 'denied'))
        .handler,
    );
    await expect(toggleReaction(problemRow.id, 'like')).rejects.toThrow(
      'Error removing reaction occurred. denied',
    );

    server.use(
      recordingHandler('patch', restUrl('reactions'), () => pgrstError(403, '42501', 'denied'))
        .handler,
    );
    await expect(toggleReaction(problemRow.id, 'love')).rejects.toThrow(
      'Error updating reaction occurred. denied',
    );
  });

  it('summariseReactions counts each type and finds the user’s own', () => {
    const summary = summariseReactions(
      [
        { user_id: ada.id, reaction_type: 'love' },
        { user_id: 'other', reaction_type: 'love' },
        { user_id: 'third', reaction_type: 'like' },
      ],
      ada.id,
    );
    expect(summary).toEqual({ counts: { like: 1, love: 2, funny: 0 }, own: 'love' });
    expect(summariseReactions([], null)).toEqual({
      counts: { like: 0, love: 0, funny: 0 },
      own: null,
    });
  });
});
