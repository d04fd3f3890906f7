import type { Database, Json } from '@/lib/database.types';
import { toDataError, UserNotFoundError, type ServiceError } from '@/lib/errors';
import { getSupabase } from '@/lib/supabase';

/** What supabase-js returns: the data, or a failure with no data. */
export type Result<T> = { data: T; error: null } | { data: null; error: ServiceError };

/** Logs failed calls outside tests (the test harness treats console output as signal). */
function logFailure(error: Error): void {
  if (import.meta.env.MODE !== 'test') console.warn(error);
}

/**
 * Returns the data of a supabase-js result or throws a typed DataError whose message is
 * '{context} occurred. {original message}' (docs/data-contract.md). The client is typed by the
 * generated schema (src/lib/database.types.ts); `T` names the shape the select string produces,
 * built from the generated rows (e.g. `Tables<'answers'>` with its embeds).
 */
export function unwrap<T>(result: Result<T>, context: string): T {
  if (result.error !== null) {
    const error = toDataError(context, result.error);
    logFailure(error);
    throw error;
  }
  return result.data;
}

/** Like unwrap, for calls whose success carries no data. */
export function check(result: { error: ServiceError | null }, context: string): void {
  if (result.error) {
    const error = toDataError(context, result.error);
    logFailure(error);
    throw error;
  }
}

/** The signed-in user's id, read from the stored session (no network round trip). */
export async function requireUserId(): Promise<string> {
  const supabase = await getSupabase();
  const { data } = await supabase.auth.getSession();
  const id = data.session?.user.id;
  if (!id) {
    const error = new UserNotFoundError();
    logFailure(error);
    throw error;
  }
  return id;
}

/**
 * The generated arguments of a public database function. `supabase gen types` writes every
 * argument as non-null, so a call that passes null (a create, a cleared field) or a payload
 * object builds its arguments with `callArgs` below.
 */
export type Args<Name extends keyof Database['public']['Functions']> =
  Database['public']['Functions'][Name]['Args'];

type FunctionName = keyof Database['public']['Functions'];

/** The generated return type of a public database function. */
export type Returns<Name extends FunctionName> = Database['public']['Functions'][Name]['Returns'];

/**
 * What a call may pass for each argument of a database function: the generated type or null
 * (SQL arguments take null; the generator writes them non-null), and for a json argument any
 * object (payload interfaces have no index signature, so TypeScript does not see them as `Json`).
 * The argument names stay checked against the generated ones (per overload).
 */
export type CallArgs<Name extends FunctionName> = EachNullable<Args<Name>>;

/** Per overload (a function with two signatures has a union of Args). */
type EachNullable<Arguments> = Arguments extends unknown
  ? {
      [Key in keyof Arguments]:
        (Json extends Arguments[Key] ? object | Arguments[Key] : Arguments[Key]) | null;
    }
  : never;

/**
 * The one place the data layer hands CallArgs to supabase-js as the generated Args: arguments
 * go out (the database checks them; a null it refuses is a DataError), so this widening, an
 * overload over a plain identity, is not a claim about data read back.
 */
export function callArgs<Name extends FunctionName>(name: Name, args: CallArgs<Name>): Args<Name>;
export function callArgs(_name: FunctionName, args: object): object {
  return args;
}

/**
 * The problems of an embedded ordered link list (contest_problems, assignment_problems) in
 * their position order, without the links whose problem the reader may not see (null).
 */
export function problemsInOrder<P>(
  links: readonly { position: number; problems: P | null }[],
): P[] {
  return [...links]
    .sort((a, b) => a.position - b.position)
    .flatMap((link) => (link.problems ? [link.problems] : []));
}
