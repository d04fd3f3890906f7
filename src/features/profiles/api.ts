import { queryOptions } from '@tanstack/react-query';
import { check, requireUserId, unwrap } from '@/lib/data';
import { mapEarly, takeEarly, type EarlyRows } from '@/lib/early-data';
import type { Tables } from '@/lib/database.types';
import { ROLES, STATUSES, type AccountStatus, type Profile, type Role } from '@/lib/domain';
import { ShapeError } from '@/lib/errors';
import { getSupabase } from '@/lib/supabase';
import { queryRoots } from '@/lib/query-keys';
import { PROFILE_EARLY_KEYS } from './request';

/** Narrows a profiles row read through supabase-js (throws a ShapeError on a role or status off the lists). */
export function toProfile(row: Tables<'profiles'>): Profile {
  return {
    ...row,
    email: row.email ?? '',
    role: listed(ROLES, row.role, 'profiles.role'),
    status: listed(STATUSES, row.status, 'profiles.status'),
  };
}

/**
 * src/lib/parse.ts's oneOf, written out: this module is on the first route, which would
 * otherwise load the parsers' chunk (bench/budgets.json).
 */
function listed<T extends string>(values: readonly T[], value: string, path: string): T {
  const found = values.find((candidate) => candidate === value);
  if (found === undefined) throw new ShapeError(path, `one of ${values.join(', ')}`, value);
  return found;
}

export type ProfileChanges = Partial<Pick<Profile, 'full_name' | 'avatar_url'>>;

export interface NewProfile {
  id: string;
  email: string;
  full_name: string;
  role: Role;
  status: AccountStatus;
}

/**
 * A profiles row as the entry's early request gives it, checked field by field (written out, as
 * `listed` is: this module is on the first route).
 */
function profileRowOf(value: unknown): Tables<'profiles'> {
  const read = (key: string, kind: 'string' | 'number', nullable = false) => {
    const found: unknown = typeof value === 'object' && value ? Reflect.get(value, key) : undefined;
    if (found === null && nullable) return null;
    if (typeof found !== kind) throw new ShapeError(`profiles.${key}`, kind, found);
    return found;
  };
  const text = (key: string) => String(read(key, 'string'));
  const maybeText = (key: string) => {
    const found = read(key, 'string', true);
    return found === null ? null : String(found);
  };
  const count = (key: string) => Number(read(key, 'number'));
  return {
    id: text('id'),
    email: maybeText('email'),
    full_name: maybeText('full_name'),
    avatar_url: maybeText('avatar_url'),
    language: maybeText('language'),
    role: text('role'),
    status: text('status'),
    score: count('score'),
    problems_solved: count('problems_solved'),
    created_at: text('created_at'),
  };
}

/** The signed-in user's own profile, if the entry asked for it early (the dashboard). */
function profileOfEarly(early: EarlyRows | undefined): Profile | undefined {
  return early?.rows.length === 1 ? toProfile(profileRowOf(early.rows[0])) : undefined;
}

/** The profile of `userId`, or of the signed-in user when omitted. */
export async function fetchProfile(userId?: string): Promise<Profile> {
  const early = userId
    ? profileOfEarly(await takeEarly(PROFILE_EARLY_KEYS.detail(userId)))
    : undefined;
  if (early) return early;
  const supabase = await getSupabase();
  const id = userId ?? (await requireUserId());
  const result = await supabase.from('profiles').select('*').eq('id', id).single();
  return toProfile(unwrap(result, 'Error fetching profile'));
}

export async function updateProfile(changes: ProfileChanges): Promise<Profile> {
  const supabase = await getSupabase();
  const id = await requireUserId();
  const result = await supabase.from('profiles').update(changes).eq('id', id).select().single();
  return toProfile(unwrap(result, 'Error updating profile'));
}

/** The interface language on the signed-in user's profile (follows them to other devices). */
export async function saveLanguage(language: string): Promise<void> {
  const supabase = await getSupabase();
  const id = await requireUserId();
  const result = await supabase.from('profiles').update({ language }).eq('id', id);
  check(result, 'Error saving the language');
}

/** Normally the database creates the profile on sign-up; kept for the operation list of docs/decisions/0002. */
export async function createProfile(profile: NewProfile): Promise<Profile> {
  const supabase = await getSupabase();
  const result = await supabase
    .from('profiles')
    .insert({ ...profile, score: 0, problems_solved: 0 })
    .select()
    .single();
  return toProfile(unwrap(result, 'Error creating profile'));
}

export const profileKeys = {
  all: queryRoots.profiles,
  detail: (userId: string) => [...queryRoots.profiles, 'detail', userId] as const,
};

export const profileQueries = {
  detail: (userId: string) =>
    queryOptions({
      queryKey: profileKeys.detail(userId),
      queryFn: () => fetchProfile(userId),
      // The profile the entry asked for early (the dashboard), if it is here: no loading line.
      initialData: () =>
        userId ? mapEarly(PROFILE_EARLY_KEYS.detail(userId), profileOfEarly) : undefined,
    }),
};
