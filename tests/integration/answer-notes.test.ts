// Issue 20 point 3: a grader's numbered notes on an answer's pages. Written only with the grade
// (grade_answer_with_notes: same rules, version check and history); read by approved staff and
// by the answer's student once it is graded; every refusal changes nothing.
import { randomUUID } from 'node:crypto';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import ws from 'ws';
import { beforeAll, describe, expect, it } from 'vitest';
import { anonClient, anonKey, createAccount, stackUrl, type SignedUpUser } from './support/clients';
import { createProblem, rowOf, service, userWith } from './support/factories';
import { forgedJwt } from './attacks-fixtures';

const THREE_NOTES = [
  { page: 1, x: 0.2, y: 0.1, body: 'Good start: $n=1$', marks: 2 },
  { page: 1, x: 0.5, y: 0.6, body: '+2 the lemma', marks: 2 },
  { page: 2, x: 0.9, y: 0.95, body: 'Why is this $\\ge 0$?', marks: 1 },
];

let student: SignedUpUser;
let other: SignedUpUser;
let grader: SignedUpUser;
let pendingInstructor: SignedUpUser;
let answerId: string;

async function answerWithPages(who: SignedUpUser, problemId: string, count: number) {
  const key = randomUUID();
  const paths: string[] = [];
  for (let i = 0; i < count; i += 1) {
    const path = `${who.userId}/${key}/${i}.jpg`;
    const bytes = new Uint8Array(32);
    bytes.set([0xff, 0xd8, 0xff]);
    const { error } = await who.client.storage
      .from('answer-pages')
      .upload(path, new Blob([bytes], { type: 'image/jpeg' }));
    if (error) throw error;
    paths.push(path);
  }
  const { data, error } = await who.client.rpc('submit_answer_pages', {
    problem_id: problemId,
    content: '',
    idempotency_key: key,
    pages: paths,
  });
  if (error) throw error;
  return (data as { id: string }).id;
}

function grade(
  who: SignedUpUser,
  id: string,
  notes: unknown,
  extra: { marks?: number | null; expected_version?: number; feedback?: string } = {},
) {
  return who.client.rpc('grade_answer_with_notes', { answer_id: id, notes, ...extra });
}

async function notesOf(id: string) {
  const { data } = await service
    .from('answer_notes')
    .select('number, page, x, y, body, marks')
    .eq('answer_id', id)
    .order('number');
  return data ?? [];
}

function clientWithToken(token: string): SupabaseClient {
  return createClient(stackUrl, anonKey, {
    auth: { persistSession: false, autoRefreshToken: false },
    global: { headers: { authorization: `Bearer ${token}` } },
    realtime: { transport: ws as never },
  });
}

beforeAll(async () => {
  const author = await userWith('instructor');
  [student, other, grader, pendingInstructor] = await Promise.all([
    userWith('contestant'),
    userWith('contestant'),
    userWith('instructor'),
    userWith('instructor', 'pending'),
  ]);
  const proof = await createProblem(author, { title: 'Notes proof', marks: 7 });
  answerId = await answerWithPages(student, proof, 2);
});

describe('grading with notes', () => {
  it('the student cannot read notes while the answer waits; the grade is the notes’ sum', async () => {
    const before = await rowOf('answers', answerId);
    const { data, error } = await grade(grader, answerId, THREE_NOTES, {
      expected_version: before.grade_version as number,
      feedback: 'See the notes.',
    });
    expect(error).toBeNull();
    expect(data).toMatchObject({ status: 'partial', marks_awarded: 5, feedback: 'See the notes.' });
    const notes = await notesOf(answerId);
    expect(notes.map((n) => [n.number, n.page, n.marks])).toEqual([
      [1, 1, 2],
      [2, 1, 2],
      [3, 2, 1],
    ]);
    expect(notes[2]).toMatchObject({ x: 0.9, y: 0.95, body: 'Why is this $\\ge 0$?' });
    const { data: history } = await service
      .from('answer_grade_history')
      .select('new_marks, previous_notes, new_notes')
      .eq('answer_id', answerId);
    expect(history).toHaveLength(1);
    expect(history?.[0]).toMatchObject({ new_marks: 5, previous_notes: [] });
    expect((history?.[0]?.new_notes as unknown[]).length).toBe(3);
  });

  it('a total set by the grader wins over the sum; a sum outside 0..marks must be set by hand', async () => {
    const version = (await rowOf('answers', answerId)).grade_version as number;
    const over = [{ page: 1, x: 0.1, y: 0.1, body: 'all', marks: 9 }];
    const refused = await grade(grader, answerId, over, { expected_version: version });
    expect(refused.error?.message).toBe(
      'The notes add up to 9, outside 0 to 7: set the marks yourself.',
    );
    expect(await notesOf(answerId)).toHaveLength(3);
    expect((await rowOf('answers', answerId)).grade_version).toBe(version);
  });

  it('changing only the notes makes a new version and history; a stale save is refused', async () => {
    const version = (await rowOf('answers', answerId)).grade_version as number;
    const moved = THREE_NOTES.map((n, i) => (i === 0 ? { ...n, x: 0.3 } : n));
    const saved = await grade(grader, answerId, moved, {
      marks: 5,
      feedback: 'See the notes.',
      expected_version: version,
    });
    expect(saved.error).toBeNull();
    expect(saved.data).toMatchObject({ marks_awarded: 5, grade_version: version + 1 });
    const { count } = await service
      .from('answer_grade_history')
      .select('id', { count: 'exact', head: true })
      .eq('answer_id', answerId);
    expect(count).toBe(2);

    const stale = await grade(grader, answerId, [], { marks: 0, expected_version: version });
    expect(stale.error?.code).toBe('PT409');
    expect(await notesOf(answerId)).toHaveLength(3);
    expect((await rowOf('answers', answerId)).marks_awarded).toBe(5);
  });

  it('refuses notes off the page, on a missing page, blank or too long, and changes nothing', async () => {
    const before = await rowOf('answers', answerId);
    const notesBefore = await notesOf(answerId);
    const bad: [unknown, string][] = [
      [[{ page: 3, x: 0.1, y: 0.1, body: 'x' }], 'A note is on a page this answer does not have.'],
      [[{ page: 1, x: 1.5, y: 0.1, body: 'x' }], 'A note is outside its page.'],
      [
        [{ page: 1, x: 0.1, y: 0.1, body: '  ' }],
        'Each note needs a text of at most 500 characters.',
      ],
      [
        [{ page: 1, x: 0.1, y: 0.1, body: 'x'.repeat(501) }],
        'Each note needs a text of at most 500 characters.',
      ],
      [
        [{ page: 1, x: 0.1, y: 0.1, body: 'x', marks: 1.5 }],
        "A note's marks must be a whole number from -100 to 100.",
      ],
      [[{ page: 1, body: 'x' }], 'Each note needs a page, a position and a text.'],
      [{ page: 1 }, 'Notes must be a list.'],
    ];
    for (const [notes, message] of bad) {
      const { error } = await grade(grader, answerId, notes, { marks: 4 });
      expect(error?.message).toBe(message);
    }
    expect(await rowOf('answers', answerId)).toEqual(before);
    expect(await notesOf(answerId)).toEqual(notesBefore);
  });
});

describe('who reads and writes notes', () => {
  it('the student reads the notes of their graded answer; nobody else but staff does', async () => {
    const own = await student.client
      .from('answer_notes')
      .select('number')
      .eq('answer_id', answerId);
    expect(own.data).toHaveLength(3);
    expect(
      (await grader.client.from('answer_notes').select('number').eq('answer_id', answerId)).data,
    ).toHaveLength(3);

    const { userId, email } = await createAccount({ choosePassword: false });
    await service
      .from('profiles')
      .update({ status: 'approved', role: 'instructor' })
      .eq('id', userId);
    const now = Math.floor(Date.now() / 1000);
    const claims = { sub: userId, email, aud: 'authenticated', exp: now + 600 };
    const readers: [string, SupabaseClient][] = [
      ['another student', other.client],
      ['a visitor', anonClient()],
      ['a pending instructor', pendingInstructor.client],
      ['a link session', clientWithToken(await forgedJwt({ ...claims, role: 'anon' }))],
      [
        'before its own password',
        clientWithToken(await forgedJwt({ ...claims, role: 'authenticated' })),
      ],
    ];
    for (const [who, client] of readers) {
      const { data } = await client.from('answer_notes').select('number').eq('answer_id', answerId);
      expect(data ?? [], who).toEqual([]);
    }
  });

  it('nobody but approved staff writes notes, not even the student, and never directly', async () => {
    const before = await rowOf('answers', answerId);
    const notesBefore = await notesOf(answerId);
    for (const [who, client] of [
      ['the student', student.client],
      ['another student', other.client],
      ['a visitor', anonClient()],
      ['a pending instructor', pendingInstructor.client],
    ] as [string, SupabaseClient][]) {
      const { error } = await client.rpc('grade_answer_with_notes', {
        answer_id: answerId,
        notes: [],
        marks: 7,
      });
      expect(error, who).not.toBeNull();
      const insert = await client
        .from('answer_notes')
        .insert({ answer_id: answerId, number: 9, page: 1, x: 0, y: 0, body: 'mine' });
      expect(insert.error, who).not.toBeNull();
    }
    const staffInsert = await grader.client
      .from('answer_notes')
      .insert({ answer_id: answerId, number: 9, page: 1, x: 0, y: 0, body: 'direct' });
    expect(staffInsert.error).not.toBeNull();
    expect(await rowOf('answers', answerId)).toEqual(before);
    expect(await notesOf(answerId)).toEqual(notesBefore);
  });

  it('an answer sent back to the queue hides its notes from the student again', async () => {
    const version = (await rowOf('answers', answerId)).grade_version as number;
    const back = await grader.client.rpc('grade_answer', {
      answer_id: answerId,
      marks: null,
      feedback: null,
      expected_version: version,
    });
    expect(back.error).toBeNull();
    const own = await student.client
      .from('answer_notes')
      .select('number')
      .eq('answer_id', answerId);
    expect(own.data).toEqual([]);
    expect(await notesOf(answerId)).toHaveLength(3);
  });
});
