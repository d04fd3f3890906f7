import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { fetchReactions, summariseReactions, toggleReaction } from '@/features/reactions/api';
import { problemRow, profiles } from '../msw/fixtures';
import { storeSession } from '../msw/gotrue';
import { pgrstError, pgrstRows, recordingHandler, restUrl, rpcUrl } from '../msw/postgrest';
import { server } from '../msw/server';

const ada = profiles.student;
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

  it.each(['added', 'removed', 'updated'])(
    'toggleReaction is one call to toggle_reaction, which answers %s',
    async (outcome) => {
      storeSession(ada);
      const toggle = recordingHandler('post', rpcUrl('toggle_reaction'), () =>
        HttpResponse.json(outcome),
      );
      server.use(toggle.handler);
      await expect(toggleReaction(problemRow.id, 'love')).resolves.toBe(outcome);
      expect(toggle.requests).toHaveLength(1);
      expect(toggle.requests[0]!.body).toEqual({
        problem_id: problemRow.id,
        reaction_type: 'love',
      });
    },
  );

  it('toggleReaction needs a signed-in user', async () => {
    await expect(toggleReaction(problemRow.id, 'like')).rejects.toThrow(/^User not found$/);
  });

  it.each([
    ['add', 'Error adding reaction occurred. denied'],
    ['remove', 'Error removing reaction occurred. denied'],
    ['update', 'Error updating reaction occurred. denied'],
    ['check', 'Error checking reaction occurred. denied'],
    [null, 'Error checking reaction occurred. denied'],
  ])('toggleReaction names the failed step (hint %s) with its context', async (hint, message) => {
    storeSession(ada);
    server.use(
      recordingHandler('post', rpcUrl('toggle_reaction'), () =>
        HttpResponse.json(
          { code: '42501', message: 'denied', details: null, hint },
          { status: 403 },
        ),
      ).handler,
    );
    await expect(toggleReaction(problemRow.id, 'like')).rejects.toThrow(message);
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
