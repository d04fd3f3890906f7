import { ShapeError } from '@/lib/errors';

/**
 * Narrowing at the data boundary (decision 0029). supabase-js types a result from the generated
 * Database type; where the app reads something narrower (a column a check constraint limits to a
 * list, a function's JSON payload, early data fetched before supabase-js), a parser checks the
 * value and builds the narrower type, or throws a ShapeError naming the path: never a cast.
 * Hand-written and small on purpose: profiles are parsed on the first route (bench/budgets.json).
 */
export type Parse<T> = (value: unknown, path: string) => T;

export const text: Parse<string> = (value, path) => {
  if (typeof value === 'string') return value;
  throw new ShapeError(path, 'text', value);
};

export const num: Parse<number> = (value, path) => {
  if (typeof value === 'number') return value;
  throw new ShapeError(path, 'a number', value);
};

export const bool: Parse<boolean> = (value, path) => {
  if (typeof value === 'boolean') return value;
  throw new ShapeError(path, 'true or false', value);
};

/** Any value, as it is (a nested JSON document the app reads with its own parser later). */
export const anything: Parse<unknown> = (value) => value;

export function nullable<T>(parse: Parse<T>): Parse<T | null> {
  return (value, path) => (value === null ? null : parse(value, path));
}

/** A key that may be absent (undefined) as well as the parsed value. */
export function optional<T>(parse: Parse<T>): Parse<T | undefined> {
  return (value, path) => (value === undefined ? undefined : parse(value, path));
}

export function listOf<T>(parse: Parse<T>): Parse<T[]> {
  return (value, path) => {
    if (!Array.isArray(value)) throw new ShapeError(path, 'a list', value);
    return value.map((item: unknown, index) => parse(item, `${path}[${index}]`));
  };
}

/** One of a list of texts (a column a check constraint limits, e.g. ROLES). */
export function oneOf<T extends string>(values: readonly T[]): Parse<T> {
  return (value, path) => {
    const found = values.find((candidate) => candidate === value);
    if (found !== undefined) return found;
    throw new ShapeError(path, `one of ${values.join(', ')}`, value);
  };
}

/**
 * The fields of an object, each read with its parser at `{path}.{key}`:
 * `const get = fields(value, 'scoreboard'); return { rows: get('rows', listOf(parseRow)) }`.
 */
export function fields(value: unknown, path: string): <T>(key: string, parse: Parse<T>) => T {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new ShapeError(path, 'an object', value);
  }
  const entries: Map<string, unknown> = new Map(Object.entries(value));
  return (key, parse) => parse(entries.get(key), `${path}.${key}`);
}

/** An object used as a map (e.g. problem id → result), each value read with `parse`. */
export function recordOf<T>(parse: Parse<T>): Parse<Record<string, T>> {
  return (value, path) => {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) {
      throw new ShapeError(path, 'an object', value);
    }
    return Object.fromEntries(
      Object.entries(value).map(([key, item]: [string, unknown]) => [
        key,
        parse(item, `${path}.${key}`),
      ]),
    );
  };
}
