import { Query, QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { LOCAL_STACK_DEFAULTS, parseEnv } from '@/config/env';
import { absoluteUrl, paths } from '@/config/paths';
import { initials, placeholderAvatar } from '@/lib/avatar';
import {
  DataError,
  ForbiddenError,
  InvalidInputError,
  NotFoundError,
  toDataError,
  UserNotFoundError,
  isPermanentError,
} from '@/lib/errors';
import { createQueryClient, PAGE_DATA_ERROR_TITLE } from '@/lib/query-client';
import { getToasts } from '@/lib/toast';

describe('env', () => {
  it('falls back to the local stack when variables are absent or blank', () => {
    expect(parseEnv({})).toEqual(LOCAL_STACK_DEFAULTS);
    expect(parseEnv({ VITE_SUPABASE_URL: '' }).VITE_SUPABASE_URL).toBe('http://127.0.0.1:54321');
  });

  it('takes given values and rejects invalid ones', () => {
    const env = parseEnv({
      VITE_SUPABASE_URL: 'https://abc.supabase.co',
      VITE_SUPABASE_ANON_KEY: 'x'.repeat(40),
    });
    expect(env.VITE_SUPABASE_URL).toBe('https://abc.supabase.co');
    expect(() => parseEnv({ VITE_SUPABASE_URL: 'not a url' })).toThrow(
      /Invalid environment configuration/,
    );
  });
});

describe('paths', () => {
  it('builds detail paths and absolute URLs', () => {
    expect(paths.problem('a b')).toBe('/problems/a%20b');
    expect(paths.contest('c1')).toBe('/contests/c1');
    expect(absoluteUrl(paths.resetPassword, 'https://olympiad.example')).toBe(
      'https://olympiad.example/reset-password',
    );
  });
});

describe('avatar', () => {
  it('makes initials from every word, uppercased, with fallback U', () => {
    expect(initials('ada king lovelace')).toBe('AKL');
    expect(initials('  Emmy   Noether ')).toBe('EN');
    expect(initials('')).toBe('U');
    expect(initials(null)).toBe('U');
  });

  it('generates a local SVG placeholder seeded by the e-mail', () => {
    const first = placeholderAvatar('ada@example.com');
    expect(first).toMatch(/^data:image\/svg\+xml;utf8,/);
    expect(placeholderAvatar('ADA@example.com ')).toBe(first);
    expect(placeholderAvatar('emmy@example.com')).not.toBe(first);
  });
});

describe('errors', () => {
  it('maps PGRST116 to NotFound, 42501 to Forbidden, anything else to DataError', () => {
    const notFound = toDataError('Error fetching problem by ID', {
      code: 'PGRST116',
      message: 'no rows',
    });
    expect(notFound).toBeInstanceOf(NotFoundError);
    expect(notFound.message).toBe('Error fetching problem by ID occurred. no rows');
    expect(toDataError('x', { code: '42501', message: 'denied' })).toBeInstanceOf(ForbiddenError);
    const other = toDataError('x', { code: '23505', message: 'dup', details: 'd', hint: 'h' });
    expect(other).toBeInstanceOf(DataError);
    expect(other).not.toBeInstanceOf(NotFoundError);
    expect([other.context, other.code, other.details, other.hint]).toEqual([
      'x',
      '23505',
      'd',
      'h',
    ]);
    expect(isPermanentError(notFound)).toBe(true);
    expect(isPermanentError(new UserNotFoundError())).toBe(true);
    const malformed = toDataError('x', {
      code: '22P02',
      message: 'invalid input syntax for type uuid: "x"',
    });
    expect(malformed).toBeInstanceOf(InvalidInputError);
    expect(malformed).not.toBeInstanceOf(NotFoundError);
    expect(isPermanentError(malformed)).toBe(true);
    expect(isPermanentError(other)).toBe(false);
  });
});

describe('query client', () => {
  const errorOf = (code: string) => toDataError('Error fetching problems', { code, message: 'm' });

  it('does not retry not-found or forbidden, retries other failures twice', () => {
    const retry = createQueryClient().getDefaultOptions().queries?.retry as (
      count: number,
      error: Error,
    ) => boolean;
    expect(retry(0, errorOf('PGRST116'))).toBe(false);
    expect(retry(0, errorOf('42501'))).toBe(false);
    // A malformed uuid (/problems/x) is as final as a missing row.
    expect(retry(0, errorOf('22P02'))).toBe(false);
    expect(retry(0, errorOf('XX000'))).toBe(true);
    expect(retry(2, errorOf('XX000'))).toBe(false);
  });

  it('toasts Failed to load page data. only when a refetch of shown data fails', async () => {
    const client: QueryClient = createQueryClient();
    client.setDefaultOptions({ queries: { retry: false } });
    const titles = () => getToasts().map((item) => item.title);

    await expect(
      client.fetchQuery({
        queryKey: ['first-load'],
        queryFn: () => Promise.reject(errorOf('XX000')),
      }),
    ).rejects.toThrow();
    expect(titles()).toEqual([]);

    let fail = false;
    await client.fetchQuery({
      queryKey: ['refetch'],
      queryFn: async () => {
        if (fail) throw errorOf('XX000');
        return 'data';
      },
    });
    fail = true;
    await client.refetchQueries({ queryKey: ['refetch'] });
    expect(titles()).toEqual([PAGE_DATA_ERROR_TITLE]);
    expect(getToasts()[0]?.variant).toBe('destructive');
    expect((client.getQueryCache().find({ queryKey: ['refetch'] }) as Query).state.data).toBe(
      'data',
    );
  });
});
