// Translations seed (issue 26): a handful of problems with their statement in French (and one in
// Arabic), translated by hand from the MATH-500 originals. Found by title, so the module needs no
// ids; a title the seed no longer has adds nothing.
//
// build-seed.mjs calls translationsSeedSql(...) and appends the result to seed.sql.

/** [original title, locale, translated title, translated statement] */
export const TRANSLATIONS = [
  [
    'How many divisors does 196 have?',
    'fr',
    'Combien de diviseurs a 196 ?',
    'Combien le nombre $196$ a-t-il de diviseurs entiers positifs ?',
  ],
  [
    'Perimeter of a hexagon made of six triangles',
    'fr',
    'Périmètre d’un hexagone formé de six triangles',
    'Un hexagone régulier peut être découpé en six triangles équilatéraux. Si le périmètre de l’un de ces triangles est de $21$ pouces, quel est le périmètre, en pouces, de l’hexagone régulier ?',
  ],
  [
    'Adding three values of a rational function',
    'fr',
    'Somme de trois valeurs d’une fonction rationnelle',
    'Si $f(x) = \\frac{3x-2}{x-2}$, quelle est la valeur de $f(-2) +f(-1)+f(0)$ ? Donnez votre réponse sous forme de fraction.',
  ],
  [
    'The point (0, 3) in polar coordinates',
    'fr',
    'Le point (0, 3) en coordonnées polaires',
    'Convertissez le point $(0,3)$, donné en coordonnées cartésiennes, en coordonnées polaires. Donnez votre réponse sous la forme $(r,\\theta),$ où $r > 0$ et $0 \\le \\theta < 2 \\pi.$',
  ],
  [
    'A double sum of 1/(j+k)³ written with p and q',
    'fr',
    'Une double somme de 1/(j+k)³ exprimée avec p et q',
    'On pose\n\\[p = \\sum_{k = 1}^\\infty \\frac{1}{k^2} \\quad \\text{et} \\quad q = \\sum_{k = 1}^\\infty \\frac{1}{k^3}.\\]Exprimez\n\\[\\sum_{j = 1}^\\infty \\sum_{k = 1}^\\infty \\frac{1}{(j + k)^3}\\]en fonction de $p$ et $q.$',
  ],
  [
    'Adding three values of a rational function',
    'ar',
    'مجموع ثلاث قيم لدالة كسرية',
    'إذا كانت $f(x) = \\frac{3x-2}{x-2}$، فما قيمة $f(-2) +f(-1)+f(0)$؟ اكتب إجابتك في صورة كسر.',
  ],
];

/**
 * Hints and solutions in another language (issue 26 point 5), by the original title and the
 * translation's language: [original title, locale, hints by position, solution]. Each goes with
 * the translation of the statement above (same title and language), and only where the original
 * hint or solution exists; students earn them exactly as they earn the originals.
 */
/** @type {[string, string, string[], string][]} */
export const TRANSLATED_PRACTICE = [
  [
    'How many divisors does 196 have?',
    'fr',
    [
      'Commencez par décomposer en facteurs premiers : $196=2^2\\cdot7^2$.',
      'La décomposition en facteurs premiers d’un diviseur de 196 ne peut contenir aucun nombre premier autre que 2 et 7.',
      'Pour l’exposant de 2 dans la décomposition d’un diviseur de 196, on peut choisir 0, 1 ou 2.',
    ],
    'Décomposons d’abord en facteurs premiers : $196=2^2\\cdot7^2$. La décomposition en facteurs premiers d’un diviseur de 196 ne peut contenir aucun nombre premier autre que 2 et 7. Pour l’exposant de 2 dans la décomposition d’un diviseur de 196, on peut choisir 0, 1 ou 2. De même, on peut choisir 0, 1 ou 2 pour l’exposant de 7. Au total, il y a $3\\times 3=9$ décompositions possibles pour un diviseur de 196. Des décompositions distinctes donnent des entiers distincts, donc 196 a $\\boxed{9}$ diviseurs.',
  ],
  [
    'Perimeter of a hexagon made of six triangles',
    'fr',
    [
      'Le côté de l’hexagone est égal au côté de l’un des triangles équilatéraux.',
      'L’hexagone a six côtés et le triangle en a trois : le périmètre de l’hexagone est donc le double de celui d’un triangle.',
    ],
    'Le côté de l’hexagone est égal au côté de l’un des triangles équilatéraux. L’hexagone a six côtés et le triangle en a trois, donc le périmètre de l’hexagone est le double de celui d’un triangle. Le périmètre de l’hexagone est donc $2(21\\text{ pouces})=\\boxed{42}$ pouces.',
  ],
  [
    'Adding three values of a rational function',
    'fr',
    [],
    'On calcule chaque valeur puis on additionne : $f(-2)+f(-1)+f(0)=\\frac{3(-2)-2}{-2-2}+\\frac{3(-1)-2}{-1-2}+\\frac{3(0)-2}{0-2}=\\frac{-8}{-4}+\\frac{-5}{-3}+\\frac{-2}{-2}=2+\\frac{5}{3}+1=\\boxed{\\frac{14}{3}}$',
  ],
  [
    'Adding three values of a rational function',
    'ar',
    [],
    'نحسب كل قيمة ثم نجمع: $f(-2)+f(-1)+f(0)=\\frac{3(-2)-2}{-2-2}+\\frac{3(-1)-2}{-1-2}+\\frac{3(0)-2}{0-2}=\\frac{-8}{-4}+\\frac{-5}{-3}+\\frac{-2}{-2}=2+\\frac{5}{3}+1=\\boxed{\\frac{14}{3}}$',
  ],
];

/** SQL inserting each translation for the problem of that title. */
export function translationsSeedSql({ sql }) {
  const rows = TRANSLATIONS.map(
    ([original, locale, title, statement]) =>
      `insert into public.problem_translations (problem_id, locale, title, statement)
select p.id, ${sql(locale)}, ${sql(title)}, ${sql(statement)} from public.problems p where p.title = ${sql(original)};`,
  );
  const practice = TRANSLATED_PRACTICE.flatMap(([original, locale, hints, solution]) => [
    ...hints.map(
      (body, index) =>
        `insert into private.problem_hint_translations (problem_id, locale, position, body)
select t.problem_id, t.locale, h.position, ${sql(body)} from public.problem_translations t
join public.problems p on p.id = t.problem_id
join private.problem_hints h on h.problem_id = p.id and h.position = ${index + 1}
where p.title = ${sql(original)} and t.locale = ${sql(locale)};`,
    ),
    `insert into private.problem_solution_translations (problem_id, locale, body)
select t.problem_id, t.locale, ${sql(solution)} from public.problem_translations t
join public.problems p on p.id = t.problem_id
join private.problem_solutions s on s.problem_id = p.id
where p.title = ${sql(original)} and t.locale = ${sql(locale)};`,
  ]);
  return `-- Translations (issue 26): French statements for a handful of problems, one in Arabic; French
-- hints and solutions for some of them, one Arabic solution.
${rows.join('\n')}
${practice.join('\n')}
`;
}
