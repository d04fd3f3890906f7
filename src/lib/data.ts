import { toDataError, UserNotFoundError, type ServiceError } from '@/lib/errors';
import { getSupabase } from '@/lib/supabase';

interface ServiceResult<T> {
  data: T | null;
  error: ServiceError | null;
}

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
export function unwrap<T>(result: ServiceResult<unknown>, context: string): T {
  if (result.error) {
    const error = toDataError(context, result.error);
    logFailure(error);
    throw error;
  }
  return result.data as T;
}

/** Like unwrap, for calls whose success carries no data. */
export function check(result: { error: ServiceError | null }, context: string): void {
  unwrap<unknown>({ data: null, error: result.error }, context);
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
