// Test fixtures made through the same public HTTP API the app uses (auth, PostgREST, the local
// mailbox): accounts, problems with or without an answer key, answers. Journeys use them to set
// the scene for the one thing they try through the screens.
import { SERVICE_ROLE_KEY } from '../../../supabase/local/keys.mjs';
import { ANON_KEY, DEFAULT_PASSWORD, GATEWAY_URL, OWN_PASSWORD, passwordOf } from './env';

export type SignupRole = 'contestant' | 'instructor' | 'admin';

export interface Session {
  accessToken: string;
  userId: string;
}

export interface MailboxMessage {
  to: string;
  subject: string;
  text: string;
  link: string | null;
  sent_at: string;
}

async function call<T>(path: string, init: RequestInit & { token?: string } = {}): Promise<T> {
  const { token, headers, ...rest } = init;
  const response = await fetch(`${GATEWAY_URL}${path}`, {
    ...rest,
    headers: {
      apikey: ANON_KEY,
      authorization: `Bearer ${token ?? ANON_KEY}`,
      'content-type': 'application/json',
      ...headers,
    },
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${init.method ?? 'GET'} ${path}: ${response.status} ${text}`);
  return (text ? JSON.parse(text) : undefined) as T;
}

/**
 * An account as the sign-up form makes it (default password, name and role as metadata), whose
 * owner has confirmed the address and chosen `OWN_PASSWORD` (decision 0012). Made through the
 * auth admin API with the service key, as hosted allows; the e-mailed journey itself is
 * tests/e2e/accounts.spec.ts.
 */
export async function signUp(email: string, fullName: string, role: SignupRole): Promise<void> {
  const admin = { apikey: SERVICE_ROLE_KEY, authorization: `Bearer ${SERVICE_ROLE_KEY}` };
  const user = await call<{ id: string }>('/auth/v1/admin/users', {
    method: 'POST',
    headers: admin,
    body: JSON.stringify({
      email,
      password: DEFAULT_PASSWORD,
      email_confirm: true,
      user_metadata: { fullName, role },
    }),
  });
  await call(`/auth/v1/admin/users/${user.id}`, {
    method: 'PUT',
    headers: admin,
    body: JSON.stringify({ password: OWN_PASSWORD }),
  });
}

export async function signIn(email: string, password = passwordOf(email)): Promise<Session> {
  const body = await call<{ access_token: string; user: { id: string } }>(
    '/auth/v1/token?grant_type=password',
    { method: 'POST', body: JSON.stringify({ email, password }) },
  );
  return { accessToken: body.access_token, userId: body.user.id };
}

export interface NewProblem {
  title: string;
  body: string;
  topic: 'Combinatorics' | 'Geometry' | 'Number Theory' | 'Algebra';
  difficulty: 'Juniors' | 'Seniors' | 'PAMO' | 'IMO';
  marks: number;
  answerKey?: string[];
}

/** The solution and hints of `author`'s problem (public.set_problem_solution). */
export async function setSolutionAndHints(
  author: Session,
  problemId: string,
  solution: string,
  hints: string[],
): Promise<void> {
  await call('/rest/v1/rpc/set_problem_solution', {
    method: 'POST',
    token: author.accessToken,
    body: JSON.stringify({
      problem_id: problemId,
      payload: { solution: { body: solution }, hints },
    }),
  });
}
/** Creates a public problem as `author` (approved staff) and returns its id. */
export async function createProblem(author: Session, problem: NewProblem): Promise<string> {
  const [row] = await call<{ id: string }[]>('/rest/v1/problems?select=id', {
    method: 'POST',
    token: author.accessToken,
    headers: { prefer: 'return=representation' },
    body: JSON.stringify({
      title: problem.title,
      content: { body: problem.body },
      topic: problem.topic,
      difficulty: problem.difficulty,
      marks: problem.marks,
      is_public: true,
    }),
  });
  if (!row) throw new Error('problem insert returned no row');
  if (problem.answerKey) {
    await call('/rest/v1/rpc/set_answer_key', {
      method: 'POST',
      token: author.accessToken,
      body: JSON.stringify({ problem_id: row.id, answers: problem.answerKey }),
    });
  }
  return row.id;
}

export async function submitAnswer(
  student: Session,
  problemId: string,
  content: string,
): Promise<{ id: string; status: string }> {
  return call('/rest/v1/rpc/submit_answer', {
    method: 'POST',
    token: student.accessToken,
    body: JSON.stringify({ problem_id: problemId, content }),
  });
}

/** The caller's own answers to one problem, oldest first. */
export async function answersTo(
  student: Session,
  problemId: string,
): Promise<{ id: string; status: string }[]> {
  return call(
    `/rest/v1/answers?select=id,status&problem_id=eq.${problemId}&user_id=eq.${student.userId}&order=submitted_at.asc`,
    { token: student.accessToken },
  );
}

/** The pages recorded with one answer, in order (as the student reads them). */
export async function pagesOfAnswer(
  student: Session,
  answerId: string,
): Promise<{ position: number; object_path: string }[]> {
  return call(
    `/rest/v1/answer_pages?select=position,object_path&answer_id=eq.${answerId}&order=position.asc`,
    { token: student.accessToken },
  );
}

export async function ownProfile(
  session: Session,
): Promise<{ role: string; status: string; score: number; problems_solved: number }> {
  const [row] = await call<
    { role: string; status: string; score: number; problems_solved: number }[]
  >(`/rest/v1/profiles?select=role,status,score,problems_solved&id=eq.${session.userId}`, {
    token: session.accessToken,
  });
  if (!row) throw new Error(`no profile for ${session.userId}`);
  return row;
}

/** Any public problem whose statement has math, and any contest: targets for route checks. */
export async function firstProblemId(): Promise<string> {
  const [row] = await call<{ id: string }[]>(
    '/rest/v1/problems?select=id&order=created_at.asc&limit=1',
  );
  if (!row) throw new Error('the seed has no problems');
  return row.id;
}

export async function firstContestId(): Promise<string> {
  const [row] = await call<{ id: string }[]>(
    '/rest/v1/contests?select=id&order=start_time.asc&limit=1',
  );
  if (!row) throw new Error('the seed has no contests');
  return row.id;
}

/** A seeded contest by its title (the seed has several ended ones: rated rounds and others). */
export async function contestIdByTitle(title: string): Promise<string> {
  const [row] = await call<{ id: string }[]>(
    `/rest/v1/contests?select=id&title=eq.${encodeURIComponent(title)}&limit=1`,
  );
  if (!row) throw new Error(`the seed has no contest "${title}"`);
  return row.id;
}

/** Mail the local stack "sent" to one address, newest first (read with the service key). */
export async function mailbox(email: string): Promise<MailboxMessage[]> {
  return call(`/_local/mailbox?email=${encodeURIComponent(email)}`, {
    headers: { apikey: SERVICE_ROLE_KEY, authorization: `Bearer ${SERVICE_ROLE_KEY}` },
  });
}
