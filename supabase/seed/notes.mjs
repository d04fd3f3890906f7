// Notes of the demo seed (issue 23): three handouts written for this project, one per topic,
// each embedding MATH-500 problems of the seed by their problem blocks (```problem / id / ```).
// The instructor writes them, so the notes trigger records their first revision as theirs.

/** A problem block for the seeded MATH-500 problem with this title. */
function blockFor(datasetProblems, title) {
  const problem = datasetProblems.find((candidate) => candidate.title === title);
  if (!problem) throw new Error(`supabase/seed/notes.mjs: no seeded problem titled "${title}"`);
  return '```problem\n' + problem.id + '\n```';
}

const notes = [
  {
    key: 'remainders-mod-9',
    title: 'Remainders without long division',
    summary:
      'Work modulo n: replace every number by its remainder, and let the digit sum do the work modulo 9.',
    topic: 'Number Theory',
    level: 'Juniors',
    body: (p) => `## Why remainders behave

If $a \\equiv a' \\pmod n$ and $b \\equiv b' \\pmod n$, then

$$
a + b \\equiv a' + b' \\pmod n \\qquad\\text{and}\\qquad ab \\equiv a'b' \\pmod n.
$$

So in a sum or a product we may **replace every number by its remainder** before we compute.
Nothing large ever needs to be written down.

## The digit sum modulo 9

Since $10 \\equiv 1 \\pmod 9$, every power $10^k \\equiv 1 \\pmod 9$, and therefore

$$
\\overline{d_k \\dots d_1 d_0} = \\sum_{i} d_i\\,10^i \\equiv \\sum_i d_i \\pmod 9.
$$

A number and the sum of its digits leave the same remainder when divided by $9$.

| number | digit sum | remainder mod 9 |
| ------ | --------- | --------------- |
| 1234   | 10        | 1               |
| 55     | 10        | 1               |
| 999    | 27        | 0               |

## Try it

Warm up with a sum you could do by hand, then do it the short way.

${p('The sum 1 to 10 modulo 9')}

Eight numbers with up to eight digits: never add them. Reduce each one first.

${p('1 + 12 + 123 + … + 12345678 modulo 9')}

The same idea works for products and for any modulus: replace $n$ by its remainder $2$.

${p('A product of remainders modulo 7')}

## Takeaways

- Reduce early, reduce often: sums and products respect remainders.
- Modulo $9$ (and $3$), a number is congruent to its digit sum.
- Check an answer's remainder: it catches most arithmetic slips.
`,
    problems: [
      'The sum 1 to 10 modulo 9',
      '1 + 12 + 123 + … + 12345678 modulo 9',
      'A product of remainders modulo 7',
    ],
  },
  {
    key: 'round-tables',
    title: 'Round tables and people who sit together',
    summary:
      'Fix one seat to count circular arrangements; glue a group into one block; count the complement when people must stay apart.',
    topic: 'Combinatorics',
    level: 'Seniors',
    body: (p) => `## Glue the group

When some people insist on sitting **next to each other**, tie them into one block, arrange the
blocks, then arrange the people inside the block. In a row of $n$ seats with a block of $k$:

$$
(n - k + 1)! \\cdot k!
$$

${p('Two boys sitting together in a row')}

## Around a table, fix one seat

Two seatings around a round table are the same when one is a rotation of the other. Seat one
person anywhere: that removes the rotations, and the others fill the remaining seats in order.

$$
\\#\\{\\text{seatings of } n \\text{ people around a table}\\} = (n-1)!
$$

Gluing works here too: each block is one "person" at the table, and each block is then arranged
inside.

${p('A Senate committee at a round table, parties together')}

## Apart is harder: count what you do not want, or place the others first

When certain people must **never** sit side by side, either subtract the bad seatings
(inclusion and exclusion) or seat everybody else first and put the separated people into the
gaps. Around a table, $m$ seated people leave exactly $m$ gaps.

${p('Round table: three people never side by side')}

## Takeaways

1. Circular: fix one person, then count in a row: $(n-1)!$.
2. Together: glue into a block, multiply by the arrangements inside it.
3. Apart: place the others first and choose gaps, or count the complement.
`,
    problems: [
      'Two boys sitting together in a row',
      'A Senate committee at a round table, parties together',
      'Round table: three people never side by side',
    ],
  },
  {
    key: 'isosceles-altitude',
    title: 'Drop the altitude: isosceles triangles and the circle',
    summary:
      'In an isosceles triangle the altitude to the base is also the median; with Pythagoras it gives lengths and areas. An angle on a diameter is a right angle.',
    topic: 'Geometry',
    level: 'Juniors',
    body: (p) => `## The altitude of an isosceles triangle

In a triangle with $AB = AC$, the altitude from $A$ meets $BC$ at its midpoint $M$: the
triangles $ABM$ and $ACM$ are congruent. So one segment is the **altitude, the median and the
angle bisector** at once, and Pythagoras gives its length:

$$
AM = \\sqrt{AB^2 - \\left(\\tfrac{BC}{2}\\right)^2}.
$$

Then the area is $\\tfrac12 \\cdot BC \\cdot AM$.

${p('Area of a 5-5-6 triangle')}

The median from the apex is the same segment: no median formula needed.

${p('A median of an isosceles triangle')}

## An angle on a diameter

If $AB$ is a diameter of a circle and $C$ is another point of the circle, then
$\\angle ACB = 90^\\circ$ (Thales). Proof: the centre $O$ is the midpoint of $AB$ and
$OA = OB = OC$, so the triangles $OAC$ and $OBC$ are **isosceles**; their base angles add up to
half of $180^\\circ$.

${p('A triangle inscribed on a diameter')}

## Takeaways

- Isosceles? Draw the altitude to the base: two right triangles appear.
- A diameter in the picture? Look for the right angle it makes.
`,
    problems: [
      'Area of a 5-5-6 triangle',
      'A median of an isosceles triangle',
      'A triangle inscribed on a diameter',
    ],
  },
];

/**
 * @param {{
 *   sql: (value: unknown) => string,
 *   stableUuid: (name: string) => string,
 *   datasetProblems: { id: string, title: string }[],
 *   instructor: { id: string },
 * }} context
 */
export function notesSeedSql({ sql, stableUuid, datasetProblems, instructor }) {
  const rows = notes.map((note, index) => {
    const body = note.body((title) => blockFor(datasetProblems, title));
    for (const title of note.problems) blockFor(datasetProblems, title);
    return (
      `  (${sql(stableUuid(`note:${note.key}`))}::uuid, ${sql(note.title)}, ${sql(note.summary)}, ` +
      `${sql(body)}, ${sql(note.topic)}, ${sql(note.level)}, 'published', ${sql(instructor.id)}::uuid, ` +
      `now() - interval '${10 - index} days')`
    );
  });
  return `
-- Notes (supabase/seed/notes.mjs): three published handouts, one per topic, with problem blocks.
-- Written as the instructor, so the notes trigger checks the blocks and records revision 1.
select set_config('request.jwt.claims', json_build_object('sub', ${sql(instructor.id)}, 'role', 'authenticated')::text, false);
insert into public.notes (id, title, summary, body, topic, level, status, author_id, created_at)
values
${rows.join(',\n')};
select set_config('request.jwt.claims', '', false);
`;
}
