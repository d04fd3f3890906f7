import { translateSentence } from '@/lib/i18n/translate-sentence';
import { constraintMessage } from '@/lib/text-limits';

/** The shape supabase-js returns for PostgREST, Storage and Auth failures. */
export interface ServiceError {
  message: string;
  code?: string;
  details?: string | null;
  hint?: string | null;
  status?: number;
}

export const NOT_FOUND_CODE = 'PGRST116';
export const FORBIDDEN_CODE = '42501';
/** Postgres invalid_text_representation, e.g. a malformed uuid in `id=eq.x`. */
export const INVALID_INPUT_CODE = '22P02';
/** Not a database code: the answer did not have the expected shape (ShapeError). */
export const SHAPE_CODE = 'SHAPE';
export const USER_NOT_FOUND_MESSAGE = 'User not found';

/** A failed data call: message is '{context} occurred. {original message}' (docs/data-contract.md lists the contexts). */
export class DataError extends Error {
  /** What a person reads: the database's own sentence, or a raw message put into words. */
  readonly sentence: string;
  readonly context: string;
  readonly code: string | undefined;
  readonly details: string | null | undefined;
  readonly hint: string | null | undefined;

  constructor(context: string, cause: ServiceError) {
    super(`${context} occurred. ${cause.message}`, { cause });
    this.name = 'DataError';
    this.sentence = readableFailure(cause);
    this.context = context;
    this.code = cause.code;
    this.details = cause.details;
    this.hint = cause.hint;
  }
}

/** PostgREST found no row where exactly one was asked for. */
export class NotFoundError extends DataError {
  constructor(context: string, cause: ServiceError) {
    super(context, cause);
    this.name = 'NotFoundError';
  }
}

/** The database refused the operation (row-level security or a missing grant). */
export class ForbiddenError extends DataError {
  constructor(context: string, cause: ServiceError) {
    super(context, cause);
    this.name = 'ForbiddenError';
  }
}

/** The database could not read a value (a malformed id): asking again gives the same answer. */
export class InvalidInputError extends DataError {
  constructor(context: string, cause: ServiceError) {
    super(context, cause);
    this.name = 'InvalidInputError';
  }
}

/**
 * The database answered with a shape the app does not read: a select string, a function's JSON
 * or early data drifted from the type the code expects (src/lib/parse.ts checks at the boundary).
 * The message names the path and what was expected: 'Unexpected data at contests[0].title:
 * expected text, got number'.
 */
export class ShapeError extends DataError {
  constructor(path: string, expected: string, value: unknown) {
    const got = value === null ? 'null' : Array.isArray(value) ? 'a list' : typeof value;
    super('Error reading the answer', {
      message: `Unexpected data at ${path}: expected ${expected}, got ${got}`,
      code: SHAPE_CODE,
    });
    this.name = 'ShapeError';
  }
}

/** An operation needs a signed-in user and there is none. */
export class UserNotFoundError extends Error {
  constructor() {
    super(USER_NOT_FOUND_MESSAGE);
    this.name = 'UserNotFoundError';
  }
}

export function toDataError(context: string, failure: ServiceError): DataError {
  // A length or content rule of the database, in words a form can show (decision 0034).
  const readable = constraintMessage(failure);
  const cause = readable ? { ...failure, message: readable } : failure;
  if (cause.code === NOT_FOUND_CODE) return new NotFoundError(context, cause);
  if (cause.code === FORBIDDEN_CODE) return new ForbiddenError(context, cause);
  if (cause.code === INVALID_INPUT_CODE) return new InvalidInputError(context, cause);
  return new DataError(context, cause);
}

/** Errors that will not go away by asking again. */
export function isPermanentError(error: unknown): boolean {
  return (
    error instanceof NotFoundError ||
    error instanceof ForbiddenError ||
    error instanceof InvalidInputError ||
    error instanceof ShapeError ||
    error instanceof UserNotFoundError
  );
}

// Messages of PostgreSQL, PostgREST or the network that are not our functions' sentences
// (issue 29 point 9: a refused write reads as a sentence, never as a database message).
// Each is English; errorMessage shows it in the reader's language (src/lib/i18n/sentences).
export const RAW_MESSAGES: readonly [RegExp, string][] = [
  [
    /row-level security|permission denied/i,
    'You are not allowed to do this. If you think you should be, log in again.',
  ],
  [/duplicate key/i, 'This already exists, so it was not saved again.'],
  [/violates foreign key/i, 'Something this refers to no longer exists. Reload the page.'],
  [/null value in column/i, 'A required field is missing.'],
  [/violates check constraint/i, 'One of the values is not allowed.'],
  [/value too long/i, 'One of the values is too long.'],
  [/invalid input syntax|invalid input value/i, 'One of the values is not in the expected form.'],
  [
    /JSON object requested|Cannot coerce the result/i,
    'Nothing was found to change: it may have been removed, or you may not change it.',
  ],
  [
    /^Unexpected data at /,
    'The server sent an answer this page cannot read. Reload the page; if it happens again, tell us.',
  ],
  [/JWT|token is expired/i, 'Your session has expired. Please log in again.'],
  [/canceling statement|statement timeout/i, 'The server took too long. Please try again.'],
  [
    /failed to fetch|networkerror|load failed|network request failed/i,
    'The server could not be reached. Check your connection and try again.',
  ],
  [
    /schema cache|relation "|(function|column) \S+ does not exist|violates \w+ constraint/i,
    'The server could not do this. Please try again later.',
  ],
];

export const FALLBACK_MESSAGE = 'Something went wrong.';

/** The failure as an English sentence a person can read (our functions' sentences pass unchanged). */
export function readableFailure(failure: { message?: string }): string {
  const message = (failure.message ?? '').trim();
  if (!message) return FALLBACK_MESSAGE;
  for (const [pattern, sentence] of RAW_MESSAGES) if (pattern.test(message)) return sentence;
  return message;
}

/**
 * What to show for an error, in the reader's language (read at render time): a data error's
 * sentence, else the error's own message; a sentence of the database, Auth or ours is looked up
 * in the language's table (src/lib/i18n/sentences.ts), anything else shows as it is.
 */
export function errorMessage(error: unknown, fallback = FALLBACK_MESSAGE): string {
  return translateSentence(englishMessage(error, fallback));
}

function englishMessage(error: unknown, fallback: string): string {
  if (error instanceof DataError) return error.sentence;
  if (error instanceof Error && error.message) return error.message;
  if (typeof error === 'object' && error !== null && 'message' in error) {
    const { message } = error as { message: unknown };
    if (typeof message === 'string' && message) return message;
  }
  return fallback;
}
