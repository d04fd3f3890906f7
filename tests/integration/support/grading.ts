// Shared by the grading-*.test.ts files: fresh accounts with a role, problems made through
// save_problem, answers, and an independent computation of the score rule.
import type { SupabaseClient } from '@supabase/supabase-js';
import { TEST_PORTS } from '../../../supabase/local/keys.mjs';
import { anonKey } from './clients';
import { service, userWith as newUser, type Role, type Status } from './factories';

export { service, type Role } from './factories';

export interface GradingUser {
  client: SupabaseClient;
  userId: string;
  email: string;
  /** The client address its answers come from (see submitFrom). */
  address?: string;
}

export interface AnswerRow {
  id: string;
  problem_id: string;
  user_id: string;
  content: string;
  status: 'submitted' | 'correct' | 'incorrect' | 'partial';
  marks_awarded: number | null;
  feedback: string | null;
  auto_graded: boolean;
  graded_by: string | null;
  grade_version: number;
}

/** A fresh account with the given role and status; `address` is where submitFrom sends from. */
export async function userWith(
  role: Role,
  status: Status = 'approved',
  fullName = `Grading ${role}`,
  address?: string,
): Promise<GradingUser> {
  const user = await newUser(role, status, { fullName });
  return { ...user, address };
}

/**
 * submit_answer as it arrives from a proxy in front of PostgREST (hosted's API gateway) that
 * names the client in X-Forwarded-For. The local gateway replaces that header with the socket's
 * address, so every test would be one client; these calls go to PostgREST directly instead.
 */
export async function submitFrom(
  user: GradingUser,
  problemId: string,
  content: string,
): Promise<{ data: AnswerRow | null; error: { code: string; message: string } | null }> {
  const { data } = await user.client.auth.getSession();
  const response = await fetch(`http://127.0.0.1:${TEST_PORTS.rest}/rpc/submit_answer`, {
    method: 'POST',
    headers: {
      apikey: anonKey,
      authorization: `Bearer ${data.session?.access_token ?? anonKey}`,
      'content-type': 'application/json',
      ...(user.address ? { 'x-forwarded-for': user.address } : {}),
    },
    body: JSON.stringify({ problem_id: problemId, content }),
  });
  const body = (await response.json()) as AnswerRow & { code: string; message: string };
  return response.ok
    ? { data: body, error: null }
    : { data: null, error: { code: body.code, message: body.message } };
}

let problemCount = 0;

/** A problem created through save_problem by its author. */
export async function createProblem(
  author: GradingUser,
  options: { marks?: number; key?: string[]; isPublic?: boolean; title?: string } = {},
): Promise<string> {
  problemCount += 1;
  const { data, error } = await author.client.rpc('save_problem', {
    problem_id: null,
    payload: {
      title: options.title ?? `Grading problem ${problemCount}`,
      body: 'Prove that $n^2 \\ge n$ for every positive integer $n$.',
      topic: 'Algebra',
      difficulty: 'Seniors',
      marks: options.marks ?? 7,
      is_public: options.isPublic ?? true,
      ...(options.key ? { answer_key: options.key } : {}),
    },
  });
  if (error) throw new Error(error.message);
  return (data as { problem: { id: string } }).problem.id;
}

export async function submit(
  student: GradingUser,
  problemId: string,
  content: string,
): Promise<AnswerRow> {
  const { data, error } = await student.client.rpc('submit_answer', {
    problem_id: problemId,
    content,
  });
  if (error) throw new Error(error.message);
  return data as AnswerRow;
}

export function gradeWith(
  actor: GradingUser,
  answerId: string,
  marks: number | null,
  feedback: string | null,
  expectedVersion: number | null,
) {
  return actor.client.rpc('grade_answer', {
    answer_id: answerId,
    marks,
    feedback,
    expected_version: expectedVersion,
  }) as unknown as Promise<{
    data: AnswerRow | null;
    error: { code?: string; message: string } | null;
  }>;
}

export async function scoreOf(userId: string): Promise<{ score: number; problems_solved: number }> {
  const { data, error } = await service
    .from('profiles')
    .select('score, problems_solved')
    .eq('id', userId)
    .single();
  if (error) throw new Error(error.message);
  return data as { score: number; problems_solved: number };
}

export async function answerOf(id: string): Promise<AnswerRow> {
  const { data, error } = await service
    .from('answers')
    .select('*')
    .eq('id', id)
    .single<AnswerRow>();
  if (error) throw new Error(error.message);
  return data;
}

/** The score rule computed here, from the raw rows: sum of best marks, count of full marks. */
export async function expectedScore(
  userId: string,
): Promise<{ score: number; problems_solved: number }> {
  const { data, error } = await service
    .from('answers')
    .select('problem_id, marks_awarded, problems(marks)')
    .eq('user_id', userId);
  if (error) throw new Error(error.message);
  const best = new Map<string, { marks: number; full: number }>();
  for (const row of data as unknown as {
    problem_id: string;
    marks_awarded: number | null;
    problems: { marks: number };
  }[]) {
    if (row.marks_awarded === null) continue;
    const current = best.get(row.problem_id);
    if (!current || row.marks_awarded > current.marks) {
      best.set(row.problem_id, { marks: row.marks_awarded, full: row.problems.marks });
    }
  }
  let score = 0;
  let solved = 0;
  for (const { marks, full } of best.values()) {
    score += marks;
    if (marks >= full) solved += 1;
  }
  return { score, problems_solved: solved };
}
