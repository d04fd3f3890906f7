// Issue 26 point 5: an instructor writes the French translation of their problem (statement, a
// hint and the solution) on its edit page; a student who reads the site in French sees the
// French statement, earns the hint and reads it in French, gives up and reads the French
// solution; "Show original" turns the whole problem (statement, hint, solution) back to English.
// Both widths (desktop and mobile projects), screenshots of the editor in French and Arabic.
import { expect, test, type Page } from '@playwright/test';
import { createProblem, setSolutionAndHints, signIn, signUp } from './support/api';
import { DEMO } from './support/env';
import { saveScreenshot } from './support/screenshots';
import { expectToast, logIn, main, settle, uniqueEmail } from './support/ui';

const ENGLISH = {
  statement: 'Compute $6 \\cdot 7$ without a calculator.',
  hints: ['Start from $6 \\cdot 5 = 30$.', 'Add two more sixes.'],
  solution: 'Since $6 \\cdot 5 = 30$, we get $6 \\cdot 7 = 30 + 12 = \\boxed{42}$.',
};
const FRENCH = {
  title: 'Produit de six et sept',
  statement: 'Calculez $6 \\cdot 7$ sans calculatrice.',
  hint: 'Partez de $6 \\cdot 5 = 30$ (INDICE).',
  solution: 'Comme $6 \\cdot 5 = 30$, on obtient $6 \\cdot 7 = 30 + 12 = \\boxed{42}$ (SOLUTION).',
};

/** The practice panel (hints and solution), whatever the language of its own words. */
function practicePanel(page: Page) {
  return main(page).locator('section[aria-labelledby="practice-heading"]');
}

test('an instructor translates a problem; a student reads it, its hint and solution in French', async ({
  page,
  browser,
}, testInfo) => {
  const tag = `${process.env.E2E_RUN_ID} ${testInfo.project.name}`;
  const title = `Translated product ${tag}`;
  const author = await signIn(DEMO.instructor);
  const problemId = await createProblem(author, {
    title,
    body: ENGLISH.statement,
    topic: 'Number Theory',
    difficulty: 'Juniors',
    marks: 5,
    answerKey: ['42'],
  });
  await setSolutionAndHints(author, problemId, ENGLISH.solution, ENGLISH.hints);

  await test.step('the author writes the French statement, first hint and solution', async () => {
    await logIn(page, DEMO.instructor);
    await page.goto(`/problems/${problemId}/edit`);
    const section = main(page).getByRole('region', { name: 'Translations' });
    await expect(section.getByText('Not translated into this language yet.')).toBeVisible();
    await section.getByLabel('Translated title', { exact: true }).fill(FRENCH.title);
    await section.getByLabel('Translated statement', { exact: true }).fill(FRENCH.statement);
    await section.getByLabel('Translated hint 1', { exact: true }).fill(FRENCH.hint);
    await section.getByLabel('Translated solution', { exact: true }).fill(FRENCH.solution);
    // The live preview renders the math as students will see it.
    const preview = section.getByRole('region', { name: 'Preview: Translated statement' });
    await expect(preview.locator('.katex').first()).toBeVisible();
    await section.getByRole('button', { name: 'Save translation' }).click();
    await expectToast(page, 'Translation saved');
    await expect(
      section.getByText('This language has a translation: change it below or delete it.'),
    ).toBeVisible();
    await expect(section.getByLabel('Translated hint 1', { exact: true })).toHaveValue(FRENCH.hint);
    await settle(page);
    await saveScreenshot(page, testInfo, 'instructor', 'translations-fr');

    // Arabic is written right to left, its math left to right (not saved).
    await section.getByLabel('Translation language').selectOption('ar');
    await expect(section.getByText('Not translated into this language yet.')).toBeVisible();
    const statement = section.getByLabel('Translated statement', { exact: true });
    await expect(statement).toHaveAttribute('dir', 'rtl');
    await statement.fill('احسب $6 \\cdot 7$ دون آلة حاسبة.');
    const arabicPreview = section.getByRole('region', { name: 'Preview: Translated statement' });
    const math = arabicPreview.locator('.katex').first();
    await expect(math).toBeVisible();
    expect(await math.evaluate((element) => getComputedStyle(element).direction)).toBe('ltr');
    await settle(page);
    await saveScreenshot(page, testInfo, 'instructor', 'translations-ar');
  });

  const { baseURL, viewport, isMobile, hasTouch } = testInfo.project.use;
  const context = await browser.newContext({ baseURL, viewport, isMobile, hasTouch });
  const student = await context.newPage();
  const email = uniqueEmail(testInfo, 'translated');
  await signUp(email, `Fatou Traduction ${testInfo.project.name}`, 'contestant');

  await test.step('a student in French reads the French statement', async () => {
    await logIn(student, email);
    await student.evaluate(() => localStorage.setItem('gio-locale', 'fr'));
    await student.goto(`/problems/${problemId}`);
    await expect(student.locator('html')).toHaveAttribute('lang', 'fr');
    await expect(main(student).getByRole('heading', { level: 1 })).toHaveText(FRENCH.title);
    await expect(main(student).getByText('Calculez', { exact: false })).toBeVisible();
  });

  await test.step('earns the first hint and reads it in French', async () => {
    const panel = practicePanel(student);
    await panel.getByRole('button', { name: /1/ }).click();
    await expect(panel.getByText('(INDICE)', { exact: false })).toBeVisible();
    await expect(panel.getByText('Start from', { exact: false })).toHaveCount(0);
    await expect(panel.getByText('Add two more sixes.')).toHaveCount(0);
    await settle(student);
    await saveScreenshot(student, testInfo, 'student-fr', 'translated-hint');
  });

  await test.step('gives up and reads the French solution', async () => {
    const panel = practicePanel(student);
    await panel.getByRole('button', { name: 'Abandonner et voir la solution' }).click();
    await panel.getByRole('button', { name: 'Oui, abandonner' }).click();
    await expect(panel.getByText('(SOLUTION)', { exact: false })).toBeVisible();
    await settle(student);
    await saveScreenshot(student, testInfo, 'student-fr', 'translated-solution');
  });

  await test.step('"Show original" shows the whole problem in English, and back', async () => {
    const panel = practicePanel(student);
    await main(student).getByTestId('show-original').click();
    await expect(main(student).getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(main(student).getByText('without a calculator', { exact: false })).toBeVisible();
    await expect(panel.getByText('Start from', { exact: false })).toBeVisible();
    await expect(panel.getByText('we get', { exact: false })).toBeVisible();
    await expect(panel.getByText('(INDICE)', { exact: false })).toHaveCount(0);
    await expect(panel.getByText('(SOLUTION)', { exact: false })).toHaveCount(0);
    await settle(student);
    await saveScreenshot(student, testInfo, 'student-fr', 'translated-original');
    await main(student).getByTestId('show-original').click();
    await expect(main(student).getByRole('heading', { level: 1 })).toHaveText(FRENCH.title);
    await expect(panel.getByText('(INDICE)', { exact: false })).toBeVisible();
  });
  await context.close();
});
