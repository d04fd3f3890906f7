// Seeded proof answers with handwritten pages and a grader's notes (issue 20 point 7), so the
// feature shows on a fresh `npm run dev`. The page images are supabase/seed/pages/*.png (made
// by handwriting.mjs); the local stack copies their bytes into storage when it seeds
// (seedStorageFiles in supabase/local/stack.mjs), the rows come from this SQL.
import { SEED_PAGE_FILES } from './handwriting.mjs';

/**
 * @typedef {object} SeedPageObject
 * @property {string} bucket
 * @property {string} name object key
 * @property {string} file under supabase/seed/pages/
 */

const KEYS = ['2b9c4c55-7f0e-4d49-9a55-1c4b0a3e2001', '2b9c4c55-7f0e-4d49-9a55-1c4b0a3e2002'];

/**
 * @param {{ studentId: string, graderId: string, problems: { id: string, marks: number }[],
 *   sql: (value: unknown) => string, sizes: Record<string, number> }} options
 * @returns {{ sql: string, objects: SeedPageObject[] }}
 */
export function proofPagesSeed({ studentId, graderId, problems, sql, sizes }) {
  /** @type {SeedPageObject[]} */
  const objects = [];
  const parts = [
    '-- Proof answers with handwritten pages (issue 20): one graded with notes, one waiting.',
  ];
  problems.slice(0, 2).forEach((problem, index) => {
    const key = KEYS[index];
    const answerId = key.replace(/2b9c4c55/, 'a9e5e5a0');
    const files = index === 0 ? SEED_PAGE_FILES.slice(0, 2) : SEED_PAGE_FILES.slice(2);
    const names = files.map((file, n) => {
      const name = `${studentId}/${key}/${n + 1}.png`;
      objects.push({ bucket: 'answer-pages', name, file });
      return name;
    });
    const graded = index === 0;
    parts.push(`insert into storage.objects (bucket_id, name, owner, owner_id, metadata)
values
${names
  .map(
    (name, n) =>
      `  ('answer-pages', ${sql(name)}, ${sql(studentId)}, ${sql(studentId)}, ` +
      `${sql(JSON.stringify({ size: sizes[files[n]], mimetype: 'image/png', cacheControl: 'max-age=3600' }))}::jsonb)`,
  )
  .join(',\n')};
insert into public.answers (id, problem_id, user_id, content, submitted_at, idempotency_key, page_count)
values (${sql(answerId)}, ${sql(problem.id)}, ${sql(studentId)}, ${sql(graded ? 'My proof is on the two pages.' : 'See the attached pages.')}, now() - interval '${graded ? 3 : 1} days', ${sql(key)}, ${names.length});
insert into public.answer_pages (answer_id, position, object_path, byte_size, content_type)
values
${names.map((name, n) => `  (${sql(answerId)}, ${n + 1}, ${sql(name)}, ${sizes[files[n]]}, 'image/png')`).join(',\n')};`);
    if (graded) {
      const marks = Math.min(5, problem.marks);
      parts.push(`insert into public.answer_notes (answer_id, number, page, x, y, body, marks)
values
  (${sql(answerId)}, 1, 1, 0.18, 0.1, 'Clear set-up: assume finitely many, $p_1, \\dots, p_n$.', 2),
  (${sql(answerId)}, 2, 1, 0.55, 0.46, '+2 for $N = p_1 p_2 \\cdots p_n + 1$', 2),
  (${sql(answerId)}, 3, 2, 0.4, 0.3, 'Why is a prime factor of $N$ new? Say it.', ${marks - 4});
update public.answers
set status = case when ${marks} >= ${problem.marks} then 'correct' else 'partial' end,
  marks_awarded = ${marks}, feedback = 'Good idea; the last step needs one more sentence.',
  graded_by = ${sql(graderId)}, graded_at = now() - interval '2 days'
where id = ${sql(answerId)};`);
    }
  });
  return { sql: parts.join('\n'), objects };
}
