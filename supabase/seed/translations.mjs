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

/** SQL inserting each translation for the problem of that title. */
export function translationsSeedSql({ sql }) {
  const rows = TRANSLATIONS.map(
    ([original, locale, title, statement]) =>
      `insert into public.problem_translations (problem_id, locale, title, statement)
select p.id, ${sql(locale)}, ${sql(title)}, ${sql(statement)} from public.problems p where p.title = ${sql(original)};`,
  );
  return `-- Translations (issue 26): French statements for a handful of problems, one in Arabic.
${rows.join('\n')}
`;
}
