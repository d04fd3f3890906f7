/**
 * Problem blocks in a note's Markdown (decision 0056): a fenced code block of language
 * `problem` holding one problem id. The database reads the same form
 * (private.note_problem_ids) to know which problems a note embeds.
 *
 *   ```problem
 *   0b3c…-…
 *   ```
 */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The id inside a problem block, or null when it holds something else. */
export function blockProblemId(text: string): string | null {
  const id = text.trim();
  return UUID.test(id) ? id.toLowerCase() : null;
}

/** The Markdown of a problem block for `id`, as the picker inserts it. */
export function problemBlock(id: string): string {
  return '```problem\n' + id + '\n```';
}

/** The ids of a body's problem blocks, in order, without repeats (as the database reads them). */
export function problemIdsOf(body: string): string[] {
  const ids: string[] = [];
  const pattern = /^```problem[ \t]*\n[ \t]*([0-9a-f-]{36})[ \t]*\n```[ \t]*$/gim;
  for (const match of body.matchAll(pattern)) {
    const id = blockProblemId(match[1] ?? '');
    if (id && !ids.includes(id)) ids.push(id);
  }
  return ids;
}
