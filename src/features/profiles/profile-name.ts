import { TEXT_LIMITS } from '@/lib/text-limits';

// The database's rules for a name (migration 20261125130000_profile_names.sql), said before
// the form sends: trimmed, at most TEXT_LIMITS.fullName characters, something visible, and no
// control or text-direction characters.
// eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
const CONTROLS = /[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/u;
// Invisible code points (spaces are found by \s): ranges [from, to], combining marks included.
const INVISIBLE: readonly (readonly [number, number])[] = [
  [0x00ad, 0x00ad],
  [0x034f, 0x034f],
  [0x061c, 0x061c],
  [0x115f, 0x1160],
  [0x17b4, 0x17b5],
  [0x180b, 0x180f],
  [0x200b, 0x200f],
  [0x2028, 0x202f],
  [0x205f, 0x206f],
  [0x3164, 0x3164],
  [0xfe00, 0xfe0f],
  [0xfeff, 0xfeff],
  [0xffa0, 0xffa0],
];

function isVisible(char: string): boolean {
  if (/\s/u.test(char)) return false;
  const code = char.codePointAt(0) ?? 0;
  return !INVISIBLE.some(([from, to]) => code >= from && code <= to);
}

/** Why a name cannot be saved (English; the form shows them in the reader's language). */
export const NAME_PROBLEMS = {
  required: 'Full name is required.',
  tooLong: `Use at most ${TEXT_LIMITS.fullName} characters for the name.`,
  controls: 'A name cannot contain line breaks or text-direction control characters.',
  invisible: 'A name needs at least one visible character.',
} as const;

/** Why `name` cannot be saved (after trimming), or null when it can. */
export function nameProblem(name: string): string | null {
  const trimmed = name.trim();
  if (!trimmed) return NAME_PROBLEMS.required;
  if (trimmed.length > TEXT_LIMITS.fullName) return NAME_PROBLEMS.tooLong;
  if (CONTROLS.test(trimmed)) return NAME_PROBLEMS.controls;
  if (![...trimmed].some(isVisible)) return NAME_PROBLEMS.invisible;
  return null;
}
