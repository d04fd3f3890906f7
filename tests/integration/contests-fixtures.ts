// Shared scene for the contest suites (contests-*.test.ts): users of every role, problems,
// contests placed relative to the database's clock, and a direct connection to read that clock.
import pg from 'pg';
import { TEST_PORTS } from '../../supabase/local/keys.mjs';
import type { SignedUpUser } from './support/clients';
import { service, userWith as newUser, type Role, type Status } from './support/factories';

export { service, superadmin, type Role, type Status } from './support/factories';

/** A fresh user from the one user factory (support/factories.ts), named for the contest suites. */
export function userWith(
  role: Role,
  status: Status = 'approved',
  fullName?: string,
): Promise<SignedUpUser> {
  return newUser(role, status, { fullName: fullName ?? `Contest ${role} ${status}` });
}

export async function createProblem(
  author: SignedUpUser,
  options: {
    isPublic?: boolean;
    key?: string[];
    marks?: number;
    title?: string;
    attachmentPath?: string;
  } = {},
): Promise<string> {
  const { data, error } = await author.client
    .from('problems')
    .insert({
      title: options.title ?? 'Contest test problem',
      content: { body: 'Compute $2 + 3$.' },
      topic: 'Algebra',
      difficulty: 'Seniors',
      marks: options.marks ?? 7,
      is_public: options.isPublic ?? true,
      created_by: author.userId,
      attachment_path: options.attachmentPath ?? null,
    })
    .select('id')
    .single<{ id: string }>();
  if (error) throw new Error(error.message);
  if (options.key) {
    const keyed = await author.client.rpc('set_answer_key', {
      problem_id: data.id,
      answers: options.key,
    });
    if (keyed.error) throw new Error(keyed.error.message);
  }
  return data.id;
}

let db: pg.Client | null = null;

/** A superuser connection to the test database (for its clock and for authz helpers). */
export async function database(): Promise<pg.Client> {
  if (!db) {
    db = new pg.Client({
      host: '127.0.0.1',
      port: TEST_PORTS.db,
      user: 'postgres',
      password: 'postgres',
      database: 'postgres',
    });
    await db.connect();
  }
  return db;
}

export async function closeDatabase(): Promise<void> {
  await db?.end();
  db = null;
}

/** The database's clock, in ms since the epoch. */
export async function dbNow(): Promise<number> {
  const { rows } = await (await database()).query<{ now: Date }>('select clock_timestamp() as now');
  return (rows[0] as { now: Date }).now.getTime();
}

/** Waits until the database's clock has passed the instant (ms since the epoch). */
export async function waitForDb(instant: number): Promise<void> {
  for (;;) {
    const left = instant - (await dbNow());
    if (left < 0) return;
    await new Promise((resolve) => setTimeout(resolve, Math.min(Math.max(left + 5, 5), 250)));
  }
}

export const iso = (ms: number) => new Date(ms).toISOString();

/** A contest written by the service role (no length rules), its problems in order; instant results unless asked. */
export async function createContest(
  start: number,
  end: number,
  problemIds: string[],
  title = 'Boundary contest',
  resultsMode: 'instant' | 'after_end' = 'instant',
): Promise<string> {
  const { data, error } = await service
    .from('contests')
    .insert({
      title,
      description: 'Made by a test.',
      start_time: iso(start),
      end_time: iso(end),
      results_mode: resultsMode,
    })
    .select('id')
    .single<{ id: string }>();
  if (error) throw new Error(error.message);
  if (problemIds.length > 0) {
    const linked = await service.from('contest_problems').insert(
      problemIds.map((problem_id, index) => ({
        contest_id: data.id,
        problem_id,
        position: index + 1,
      })),
    );
    if (linked.error) throw new Error(linked.error.message);
  }
  return data.id;
}

/** Moves a contest's window (service role), e.g. to put the database's now just inside or outside it. */
export async function moveContest(contestId: string, start: number, end: number): Promise<void> {
  const { error } = await service
    .from('contests')
    .update({ start_time: iso(start), end_time: iso(end) })
    .eq('id', contestId);
  if (error) throw new Error(error.message);
}

export async function countRows(table: string, column: string, value: string): Promise<number> {
  const { count, error } = await service
    .from(table)
    .select('*', { count: 'exact', head: true })
    .eq(column, value);
  if (error) throw new Error(error.message);
  return count ?? 0;
}

/** What the client sees of a problem: 1 when it may read the row, 0 otherwise. */
export async function seesProblem(
  client: SignedUpUser['client'],
  problemId: string,
): Promise<boolean> {
  const { data, error } = await client.from('problems').select('id').eq('id', problemId);
  if (error) throw new Error(error.message);
  return (data ?? []).length === 1;
}

/** The student's answer through submit_answer; throws the refusal's message. */
export async function submit(
  student: SignedUpUser,
  problemId: string,
  content: string,
): Promise<{ id: string; contest_id: string | null; status: string }> {
  const { data, error } = await student.client.rpc('submit_answer', {
    problem_id: problemId,
    content,
  });
  if (error) throw new Error(error.message);
  return data as { id: string; contest_id: string | null; status: string };
}

/** Registers the student for the contest; throws the refusal's message. */
export async function register(student: SignedUpUser, contestId: string): Promise<void> {
  const { error } = await student.client.rpc('register_for_contest', { contest_id: contestId });
  if (error) throw new Error(error.message);
}
