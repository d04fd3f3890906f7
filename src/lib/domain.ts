import type { Tables } from '@/lib/database.types';

/** Enumerations and the rows several domains share (docs/data-contract.md). */
export const ROLES = ['superadmin', 'admin', 'instructor', 'contestant'] as const;
export type Role = (typeof ROLES)[number];

export const STATUSES = ['pending', 'approved', 'rejected'] as const;
export type AccountStatus = (typeof STATUSES)[number];

export const DIFFICULTIES = ['Juniors', 'Seniors', 'PAMO', 'IMO'] as const;
export type Difficulty = (typeof DIFFICULTIES)[number];

export const TOPICS = ['Combinatorics', 'Geometry', 'Number Theory', 'Algebra'] as const;
export type Topic = (typeof TOPICS)[number];

export const REACTION_TYPES = ['like', 'love', 'funny'] as const;
export type ReactionType = (typeof REACTION_TYPES)[number];

/** partial: marks strictly between 0 and the problem's marks (a grader's grade). */
export const ANSWER_STATUSES = ['submitted', 'correct', 'incorrect', 'partial'] as const;
export type AnswerStatus = (typeof ANSWER_STATUSES)[number];

/** Roles a visitor may pick at sign-up, as sent in the user metadata. */
export const SIGNUP_ROLES = ['Student', 'Instructor', 'Admin'] as const;
export type SignupRole = (typeof SIGNUP_ROLES)[number];

export const STAFF_ROLES: readonly Role[] = ['instructor', 'admin', 'superadmin'];
export const ADMIN_ROLES: readonly Role[] = ['admin', 'superadmin'];

export const ROLE_LABELS: Record<Role, string> = {
  superadmin: 'Super Admin',
  admin: 'Admin',
  instructor: 'Instructor',
  contestant: 'Student',
};

/**
 * A profile as the app reads it: the generated row, with role and status narrowed to their
 * lists and email read as text (null only for an account without one: shown as '').
 */
export type Profile = Narrowed<
  Tables<'profiles'>,
  { role: Role; status: AccountStatus; email: string }
>;

/** The public face of a profile, readable by everyone (view public_profiles). */
export type PublicProfileSummary = Pick<Tables<'public_profiles'>, 'full_name' | 'avatar_url'>;

/** A signed-in user's progress on one problem (null for visitors): full marks, tried, or not. */
export const SOLVE_STATUSES = ['solved', 'attempted', 'gave_up', 'not_tried'] as const;
export type SolveStatus = (typeof SOLVE_STATUSES)[number];

/**
 * A generated row (src/lib/database.types.ts) with the text columns that a check constraint
 * limits to a list given their literal types: the database says `text`, the rule says which.
 */
export type Narrowed<Row, Columns extends Partial<Record<keyof Row, unknown>>> = Omit<
  Row,
  keyof Columns
> &
  Columns;
