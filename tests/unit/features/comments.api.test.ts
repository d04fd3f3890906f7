import { describe, expect, it } from 'vitest';
import { createComment, fetchComments } from '@/features/comments/api';
import { commentRow, problemRow, profiles } from '../msw/fixtures';
import { storeSession } from '../msw/gotrue';
import { pgrstError, pgrstRows, recordingHandler, restUrl } from '../msw/postgrest';
import { server } from '../msw/server';

describe('comments api', () => {
  it('fetchComments embeds the author from public_profiles, newest first', async () => {
    const { handler, requests } = recordingHandler('get', restUrl('comments'), (request) =>
      pgrstRows(request, [commentRow]),
    );
    server.use(handler);
    await expect(fetchComments(problemRow.id)).resolves.toEqual([commentRow]);
    const { searchParams } = requests[0]!.url;
    expect(searchParams.get('select')).toBe(
      '*,profiles:public_profiles(full_name,avatar_url),comment_spoiler_text',
    );
    expect(searchParams.get('problem_id')).toBe(`eq.${problemRow.id}`);
    expect(searchParams.get('order')).toBe('created_at.desc');
  });

  it('fetchComments reports Error fetching comments', async () => {
    server.use(
      recordingHandler('get', restUrl('comments'), () => pgrstError(500, 'XX000', 'boom')).handler,
    );
    await expect(fetchComments(problemRow.id)).rejects.toThrow(
      'Error fetching comments occurred. boom',
    );
  });

  it('createComment inserts problem_id, user_id and content and returns the new comment', async () => {
    storeSession(profiles.student);
    const { handler, requests } = recordingHandler('post', restUrl('comments'), (request) =>
      pgrstRows(request, [commentRow], { status: 201 }),
    );
    server.use(handler);
    await expect(createComment(problemRow.id, commentRow.content)).resolves.toEqual(commentRow);
    expect(requests[0]!.body).toEqual({
      problem_id: problemRow.id,
      user_id: profiles.student.id,
      content: commentRow.content,
    });
  });

  it('createComment needs a user and reports Error creating comment', async () => {
    await expect(createComment(problemRow.id, 'hi')).rejects.toThrow(/^User not found$/);
    storeSession(profiles.student);
    server.use(
      recordingHandler('post', restUrl('comments'), () =>
        pgrstError(
          400,
          '23514',
          'new row for relation "comments" violates check constraint "comments_content_check"',
        ),
      ).handler,
    );
    await expect(createComment(problemRow.id, ' ')).rejects.toThrow(
      'Error creating comment occurred. new row for relation "comments" violates check constraint "comments_content_check"',
    );
  });
});
