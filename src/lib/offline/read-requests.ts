// Which Data API requests the service worker (src/app/sw.ts) saves for offline reading.

/**
 * Database functions that only read: their POST answers are saved like GET reads. Writes
 * (submit_answer, toggle_reaction, …) are never saved: offline they fail and the app says so.
 * A function named my_…, …_scoreboard, …_position or …_notes (a reader of notes) counts as a read.
 */
const READ_RPCS = new Set([
  'problem_practice',
  'problem_takes_pages',
  'hint_reveals_for_answers',
  'check_contest_problems',
  'assignment_matrix',
  'grading_queue_problems',
]);
const READ_RPC_PATTERNS = [/^my_/, /_scoreboard$/, /_position$/, /^notes?_|_notes?$/];

export function isReadRpc(pathname: string): boolean {
  const match = /\/rest\/v1\/rpc\/([a-z0-9_]+)$/.exec(pathname);
  if (!match) return false;
  const name = match[1]!;
  return READ_RPCS.has(name) || READ_RPC_PATTERNS.some((pattern) => pattern.test(name));
}

/** FNV-1a, 32 bits, as hex: a short, stable name for a request body. */
function fnv1a(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(16).padStart(8, '0');
}

/** The cache key of one read for one account: its URL plus the account and the body's hash. */
export function savedDataKey(url: string, account: string, shape: string): string {
  const separator = url.includes('?') ? '&' : '?';
  return `${url}${separator}__account=${encodeURIComponent(account)}&__shape=${fnv1a(shape)}`;
}
