import { describe, expect, it } from 'vitest';
import {
  fetchGradingQueue,
  fetchRecentlyGraded,
  fetchMySubmissions,
  gradeAnswer,
  submitAnswer,
} from '@/features/answers/api';
import { answerRow, problemRow, profiles } from '../msw/fixtures';
import { storeSession } from '../msw/gotrue';
import { pgrstError, pgrstRows, recordingHandler, restUrl, rpcUrl } from '../msw/postgrest';
import { server } from '../msw/server';

describe('answers api', () => {
  it('submitAnswer sends problem_id, content and the submission key (no pages) once', async () => {
    storeSession(profiles.student);
    const { handler, requests } = recordingHandler(
      'post',
      rpcUrl('submit_answer_pages'),
      (request) => pgrstRows(request, [answerRow]),
    );
    server.use(handler);
    const key = '6f1c1d3e-5b7a-4c1e-9d2f-0a1b2c3d4e5f';
    await expect(submitAnswer(problemRow.id, answerRow.content, key)).resolves.toEqual(answerRow);
    expect(requests[0]!.body).toEqual({
      problem_id: problemRow.id,
      content: answerRow.content,
      idempotency_key: key,
      pages: [],
    });
  });

  it('submitAnswer needs a user, and reports the server message', async () => {
    await expect(submitAnswer(problemRow.id, 'x')).rejects.toThrow(/^User not found$/);
    storeSession(profiles.student);
    server.use(
      recordingHandler('post', rpcUrl('submit_answer_pages'), () =>
        pgrstError(400, 'P0001', 'Too many answers: wait a minute before submitting again.'),
      ).handler,
    );
    await expect(submitAnswer(problemRow.id, 'x')).rejects.toThrow(
      'Error submitting answer occurred. Too many answers: wait a minute before submitting again.',
    );
  });

  it('fetchMySubmissions lists the user’s answers with the problem id and title', async () => {
    storeSession(profiles.student);
    const rows = [
      {
        id: answerRow.id,
        submitted_at: answerRow.submitted_at,
        status: 'partial',
        marks_awarded: 5,
        feedback: 'Nearly.',
        problems: { id: problemRow.id, title: problemRow.title, marks: 7 },
      },
    ];
    const { handler, requests } = recordingHandler('get', restUrl('answers'), (request) =>
      pgrstRows(request, rows),
    );
    server.use(handler);
    await expect(fetchMySubmissions()).resolves.toEqual(rows);
    const { searchParams } = requests[0]!.url;
    expect(searchParams.get('select')).toBe(
      'id,submitted_at,status,marks_awarded,feedback,page_count,problems(id,title,marks)',
    );
    expect(searchParams.get('user_id')).toBe(`eq.${profiles.student.id}`);
    expect(searchParams.get('order')).toBe('submitted_at.desc');
  });

  it('fetchMySubmissions needs a user and reports Error fetching submissions', async () => {
    await expect(fetchMySubmissions()).rejects.toThrow(/^User not found$/);
    storeSession(profiles.student);
    server.use(
      recordingHandler('get', restUrl('answers'), () => pgrstError(500, 'XX000', 'boom')).handler,
    );
    await expect(fetchMySubmissions()).rejects.toThrow('Error fetching submissions occurred. boom');
  });

  it('fetchGradingQueue asks for submitted answers with problem title and student name', async () => {
    const rows = [
      {
        id: answerRow.id,
        content: answerRow.content,
        status: 'submitted',
        submitted_at: answerRow.submitted_at,
        graded_at: null,
        marks_awarded: null,
        feedback: null,
        grade_version: 0,
        page_count: 0,
        problem: {
          id: problemRow.id,
          title: problemRow.title,
          marks: 7,
          topic: 'Number Theory',
          content: { body: 'Prove it.' },
        },
        student: { full_name: 'Ada Lovelace' },
        grader: null,
      },
    ];
    const { handler, requests } = recordingHandler('get', restUrl('answers'), (request) =>
      pgrstRows(request, rows),
    );
    server.use(handler);
    await expect(fetchGradingQueue(2)).resolves.toEqual({ rows, total: 1, page: 2, pageSize: 10 });
    const { searchParams } = requests[0]!.url;
    expect(searchParams.get('status')).toBe('eq.submitted');
    expect(searchParams.get('order')).toBe('submitted_at.asc,id.asc');
    expect(searchParams.get('offset')).toBe('10');
    expect(searchParams.get('limit')).toBe('10');
    expect(searchParams.get('select')).toBe(
      'id,content,status,submitted_at,graded_at,marks_awarded,feedback,grade_version,page_count,' +
        'problem:problems!inner(id,title,marks,topic,content),' +
        'student:public_profiles!user_id(full_name),grader:public_profiles!graded_by(full_name)',
    );
  });

  it('fetchGradingQueue filters by problem, topic and contest through the embedded problem', async () => {
    const { handler, requests } = recordingHandler('get', restUrl('answers'), (request) =>
      pgrstRows(request, []),
    );
    server.use(handler);
    const contestId = 'cccccccc-0000-4000-8000-000000000001';
    await fetchGradingQueue(1, { problemId: problemRow.id, topic: 'Algebra', contestId });
    const { searchParams } = requests[0]!.url;
    expect(searchParams.get('problem_id')).toBe(`eq.${problemRow.id}`);
    expect(searchParams.get('problem.topic')).toBe('eq.Algebra');
    expect(searchParams.get('problem.contest_problems.contest_id')).toBe(`eq.${contestId}`);
    expect(searchParams.get('select')).toContain(
      'problem:problems!inner(id,title,marks,topic,content,contest_problems!inner(contest_id))',
    );
  });

  it('fetchRecentlyGraded pages graded answers, newest grade first', async () => {
    const { handler, requests } = recordingHandler('get', restUrl('answers'), (request) =>
      pgrstRows(request, [], { total: 0 }),
    );
    server.use(handler);
    await expect(fetchRecentlyGraded()).resolves.toEqual({
      rows: [],
      total: 0,
      page: 1,
      pageSize: 10,
    });
    const { searchParams } = requests[0]!.url;
    expect(searchParams.get('status')).toBe('in.(correct,incorrect,partial)');
    expect(searchParams.get('order')).toBe('graded_at.desc.nullslast,id.asc');
    expect(searchParams.get('offset')).toBe('0');
  });

  it('fetchGradingQueue reports Error fetching grading queue', async () => {
    server.use(
      recordingHandler('get', restUrl('answers'), () =>
        pgrstError(403, '42501', 'permission denied'),
      ).handler,
    );
    await expect(fetchGradingQueue()).rejects.toThrow(
      'Error fetching grading queue occurred. permission denied',
    );
  });

  it('gradeAnswer calls rpc grade_answer with marks, feedback and the version the grader saw', async () => {
    const graded = {
      ...answerRow,
      status: 'partial',
      marks_awarded: 5,
      feedback: 'Close.',
      grade_version: 1,
    };
    const { handler, requests } = recordingHandler('post', rpcUrl('grade_answer'), (request) =>
      pgrstRows(request, [graded]),
    );
    server.use(handler);
    await expect(
      gradeAnswer({ answerId: answerRow.id, marks: 5, feedback: 'Close.', expectedVersion: 0 }),
    ).resolves.toEqual(graded);
    expect(requests[0]!.body).toEqual({
      answer_id: answerRow.id,
      marks: 5,
      feedback: 'Close.',
      expected_version: 0,
    });
  });

  it('gradeAnswer reports Error grading answer', async () => {
    server.use(
      recordingHandler('post', rpcUrl('grade_answer'), () =>
        pgrstError(403, '42501', 'You cannot grade your own answer.'),
      ).handler,
    );
    await expect(
      gradeAnswer({ answerId: answerRow.id, marks: 0, feedback: null, expectedVersion: 0 }),
    ).rejects.toThrow('Error grading answer occurred. You cannot grade your own answer.');
  });
});
