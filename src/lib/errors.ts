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
export const USER_NOT_FOUND_MESSAGE = 'User not found';

/** A failed data call: message is '{context} occurred. {original message}' (docs/data-contract.md lists the contexts). */
export class DataError extends Error {
  readonly context: string;
  readonly code: string | undefined;
  readonly details: string | null | undefined;
  readonly hint: string | null | undefined;

  constructor(context: string, cause: ServiceError) {
    super(`${context} occurred. ${cause.message}`, { cause });
    this.name = 'DataError';
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
    error instanceof UserNotFoundError
  );
}

export function errorMessage(error: unknown, fallback = 'Something went wrong.'): string {
  if (error instanceof Error && error.message) return error.message;
  if (typeof error === 'object' && error !== null && 'message' in error) {
    const { message } = error as { message: unknown };
    if (typeof message === 'string' && message) return message;
  }
  return fallback;
}
