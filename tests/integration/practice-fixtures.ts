// Shared scene for the practice suites (practice-*.test.ts): users of every role, problems with
// a solution and hints, contests in any phase, and service reads that prove nothing changed.
// Every file builds its own scene: nothing here is shared between files at run time.
import { expect } from 'vitest';
import type { SignedUpUser } from './support/clients';
import { service, userWith as newUser, type Role, type Status } from './support/factories';

export { service, type Role, type Status } from './support/factories';

export const SOLUTION = 'Official solution: $1 + 1 = 2$ because SOLUTION-SECRET.';
export const HINTS = [
  'HINT-ONE: count the ones.',
  'HINT-TWO: add them.',
  'HINT-THREE: the sum is small.',
];

/** A fresh user from the one user factory (support/factories.ts), named for the practice suites. */
export function userWith(role: Role, status: Status = 'approved'): Promise<SignedUpUser> {
  return newUser(role, status, { fullName: `Practice ${role} ${status}` });
}

export interface ProblemOptions {
  isPublic?: boolean;
  key?: string[];
  marks?: number;
  topic?: string;
  difficulty?: string;
  solution?: string | null;
  hints?: string[];
  publicAfterContest?: boolean;
  solutionAttachment?: string | null;
}

/** A problem by `author` with (by default) a key '2', the secret solution and three hints. */
export async function createPracticeProblem(
  author: SignedUpUser,
  options: ProblemOptions = {},
): Promise<string> {
  const { data, error } = await author.client
    .from('problems')
    .insert({
      title: 'Practice problem',
      content: { body: 'Compute $1 + 1$.' },
      topic: options.topic ?? 'Algebra',
      difficulty: options.difficulty ?? 'Juniors',
      marks: options.marks ?? 7,
      is_public: options.isPublic ?? true,
      created_by: author.userId,
    })
    .select('id')
    .single<{ id: string }>();
  if (error) throw new Error(error.message);
  const key = options.key ?? ['2'];
  if (key.length > 0) {
    const keyed = await author.client.rpc('set_answer_key', { problem_id: data.id, answers: key });
    if (keyed.error) throw new Error(keyed.error.message);
  }
  const solution = options.solution === undefined ? SOLUTION : options.solution;
  const saved = await author.client.rpc('set_problem_solution', {
    problem_id: data.id,
    payload: {
      solution: solution
        ? {
            body: solution,
            attachment_path: options.solutionAttachment ?? null,
            public_after_contest: options.publicAfterContest ?? true,
          }
        : null,
      hints: options.hints ?? HINTS,
    },
  });
  if (saved.error) throw new Error(saved.error.message);
  return data.id;
}

/** A contest holding the problem, `phase` relative to the database clock. */
export async function contestWith(
  problemId: string,
  phase: 'running' | 'ended' | 'upcoming',
): Promise<string> {
  const hour = 60 * 60 * 1000;
  const now = Date.now();
  const [start, end] =
    phase === 'running'
      ? [now - hour, now + hour]
      : phase === 'ended'
        ? [now - 3 * hour, now - 2 * hour]
        : [now + 2 * hour, now + 3 * hour];
  const { data, error } = await service
    .from('contests')
    .insert({
      title: `Practice ${phase} contest`,
      start_time: new Date(start).toISOString(),
      end_time: new Date(end).toISOString(),
    })
    .select('id')
    .single<{ id: string }>();
  if (error) throw new Error(error.message);
  // Three more public problems: the seed test reads every contest with visible problems and
  // expects 4 to 6 of them (integration files share one database).
  const fillers = await service
    .from('problems')
    .insert(
      [1, 2, 3].map((n) => ({
        title: `Practice contest filler ${n}`,
        content: { body: 'Filler.' },
        topic: 'Algebra',
        difficulty: 'Juniors',
        created_by: null,
      })),
    )
    .select('id');
  if (fillers.error) throw new Error(fillers.error.message);
  const linked = await service.from('contest_problems').insert([
    { contest_id: data.id, problem_id: problemId, position: 1 },
    ...(fillers.data ?? []).map((filler, index) => ({
      contest_id: data.id,
      problem_id: filler.id,
      position: index + 2,
    })),
  ]);
  if (linked.error) throw new Error(linked.error.message);
  return data.id;
}

export async function endContest(contestId: string): Promise<void> {
  const hour = 60 * 60 * 1000;
  const { error } = await service
    .from('contests')
    .update({
      start_time: new Date(Date.now() - 3 * hour).toISOString(),
      end_time: new Date(Date.now() - hour).toISOString(),
    })
    .eq('id', contestId);
  if (error) throw new Error(error.message);
}

export interface Practice {
  status: string | null;
  gave_up_at: string | null;
  locked: boolean;
  hint_count: number;
  hints: { position: number; body: string; revealed_at: string | null }[];
  can_reveal_hint: boolean;
  has_solution: boolean;
  solution: { body: string; attachment_path: string | null } | null;
  can_give_up: boolean;
  next_problem: { id: string; title: string; topic: string; difficulty: string } | null;
}

export async function practiceOf(
  client: SignedUpUser['client'],
  problemId: string,
): Promise<Practice> {
  const { data, error } = await client.rpc('problem_practice', { problem_id: problemId });
  if (error) throw new Error(error.message);
  return data as Practice;
}

export async function submit(student: SignedUpUser, problemId: string, content: string) {
  return student.client.rpc('submit_answer', { problem_id: problemId, content });
}

/** No secret text anywhere in a response body. */
export function expectNoSecret(value: unknown): void {
  const text = JSON.stringify(value ?? null);
  expect(text).not.toContain('SOLUTION-SECRET');
  expect(text).not.toContain('HINT-');
  expect(text).not.toContain('SPOILER-SECRET');
}
