// The problems list sorted by the database (issue 29 point 7): newest, difficulty and most
// solved. solver_count is kept by triggers and nobody writes it through the API.
import { beforeAll, describe, expect, it } from 'vitest';
import { anonClient } from './support/clients';
import { createProblem, rowOf, service, userWith } from './support/factories';
import type { SignedUpUser } from './support/clients';

let author: SignedUpUser;
let students: SignedUpUser[];
let imo: string;
let juniors: string;
let pamo: string;

async function submit(student: SignedUpUser, problemId: string, content: string) {
  const { error } = await student.client.rpc('submit_answer', { problem_id: problemId, content });
  expect(error).toBeNull();
}

async function solverCount(problemId: string): Promise<number> {
  return (await rowOf('problems', problemId)).solver_count as number;
}

beforeAll(async () => {
  author = await userWith('instructor');
  students = await Promise.all([
    userWith('contestant'),
    userWith('contestant'),
    userWith('contestant'),
  ]);
  imo = await createProblem(author, { title: 'Sorting IMO', difficulty: 'IMO', key: ['2'] });
  juniors = await createProblem(author, {
    title: 'Sorting Juniors',
    difficulty: 'Juniors',
    key: ['2'],
  });
  pamo = await createProblem(author, { title: 'Sorting PAMO', difficulty: 'PAMO', key: ['2'] });
});

describe('solver_count', () => {
  it('counts the people with full marks, once each; wrong answers do not count', async () => {
    expect(await solverCount(imo)).toBe(0);
    await submit(students[0]!, imo, '2');
    await submit(students[1]!, imo, '2');
    await submit(students[1]!, imo, '2');
    await submit(students[2]!, imo, '3');
    await submit(students[0]!, juniors, '2');
    await submit(students[1]!, pamo, '5');
    expect(await solverCount(imo)).toBe(2);
    expect(await solverCount(juniors)).toBe(1);
    expect(await solverCount(pamo)).toBe(0);
  });

  it('follows a change of the full marks and a removed answer', async () => {
    // Full marks go up: the auto-graded answers keep their marks (or are rescaled); the count
    // follows whatever the answers now hold.
    const { error } = await service.from('problems').update({ marks: 9 }).eq('id', juniors);
    expect(error).toBeNull();
    const { data: answers } = await service
      .from('answers')
      .select('marks_awarded')
      .eq('problem_id', juniors);
    const full = (answers ?? []).filter((a) => (a.marks_awarded as number) >= 9).length;
    expect(await solverCount(juniors)).toBe(full);

    await service.from('answers').delete().eq('problem_id', imo).eq('user_id', students[0]!.userId);
    expect(await solverCount(imo)).toBe(1);
  });

  it('cannot be written through the API, not even by the author, and nothing changes', async () => {
    const before = await rowOf('problems', pamo);
    const { error } = await author.client
      .from('problems')
      .update({ solver_count: 99 })
      .eq('id', pamo);
    expect(error?.code).toBe('42501');
    expect(await rowOf('problems', pamo)).toEqual(before);
  });
});

describe('the list orders', () => {
  const ids = () => [imo, juniors, pamo];

  it('most solved first, by the database', async () => {
    const { data, error } = await anonClient()
      .from('problems_with_progress')
      .select('id, solver_count')
      .in('id', ids())
      .order('solver_count', { ascending: false })
      .order('created_at', { ascending: false });
    expect(error).toBeNull();
    const counts = (data ?? []).map((row) => row.solver_count as number);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    expect(data?.at(-1)?.id).toBe(pamo);
    expect(counts[0]).toBeGreaterThan(0);
  });

  it('easiest first: Juniors, then PAMO, then IMO', async () => {
    const { data, error } = await anonClient()
      .from('problems_with_progress')
      .select('id, difficulty, difficulty_rank')
      .in('id', ids())
      .order('difficulty_rank', { ascending: true });
    expect(error).toBeNull();
    expect((data ?? []).map((row) => row.difficulty)).toEqual(['Juniors', 'PAMO', 'IMO']);
    expect((data ?? []).map((row) => row.difficulty_rank)).toEqual([1, 3, 4]);
  });

  it('a visitor never sees the count of a problem they cannot see', async () => {
    const hidden = await createProblem(author, { title: 'Sorting hidden', isPublic: false });
    const { data } = await anonClient()
      .from('problems_with_progress')
      .select('id, solver_count')
      .eq('id', hidden);
    expect(data).toEqual([]);
  });
});
