// Issue 24: the seeded problems' Asymptote figures, shown in their statements as images (light
// and dark colour schemes), and search over statements on /problems.
import { expect, test, type Page } from '@playwright/test';
import { ANON_KEY, GATEWAY_URL } from './support/env';
import { saveScreenshot } from './support/screenshots';
import { main, settle } from './support/ui';

interface FigureProblem {
  id: string;
  title: string;
}

/** The seeded problems whose statement holds an [asy] figure, as a visitor reads them. */
async function figureProblems(): Promise<FigureProblem[]> {
  const response = await fetch(
    `${GATEWAY_URL}/rest/v1/problems?select=id,title&content->>body=like.*%5Basy%5D*&order=title`,
    { headers: { apikey: ANON_KEY, authorization: `Bearer ${ANON_KEY}` } },
  );
  expect(response.ok).toBe(true);
  return (await response.json()) as FigureProblem[];
}

/** The statement's figures have loaded as images (an SVG that failed has no natural width). */
async function expectFiguresLoaded(page: Page): Promise<void> {
  const images = main(page).locator('.statement-figure img');
  await expect(images).not.toHaveCount(0);
  await expect
    .poll(() =>
      images.evaluateAll((nodes) =>
        nodes.every(
          (node) =>
            (node as HTMLImageElement).complete && (node as HTMLImageElement).naturalWidth > 0,
        ),
      ),
    )
    .toBe(true);
}

test('every seeded figure shows in its statement, as an image with its labels as alt text', async ({
  page,
}, testInfo) => {
  test.setTimeout(300_000);
  const problems = await figureProblems();
  expect(problems).toHaveLength(42);
  for (const [index, problem] of problems.entries()) {
    await page.goto(`/problems/${problem.id}`);
    await expect(main(page).getByRole('heading', { name: problem.title })).toBeVisible();
    const statement = main(page).getByRole('region', { name: 'Problem statement' });
    await expectFiguresLoaded(page);
    await expect(statement).not.toContainText('[asy]');
    const alt = await statement.locator('.statement-figure img').first().getAttribute('alt');
    expect(alt).toMatch(/^Figure of the problem/);
    // The figure fits the screen: no sideways scrolling at 375 px.
    const fits = await page.evaluate(
      () => document.documentElement.scrollWidth <= document.documentElement.clientWidth,
    );
    expect(fits, problem.title).toBe(true);
    await statement.screenshot({
      path: `test-results/screenshots/${testInfo.project.name}/figures/${String(index + 1).padStart(2, '0')}.png`,
      animations: 'disabled',
    });
  }
});

test('a figure reads the same in a dark colour scheme (its own white background)', async ({
  page,
}, testInfo) => {
  const [problem] = (await figureProblems()).filter((row) => /hexagon inscribed/.test(row.title));
  expect(problem).toBeDefined();
  await page.goto(`/problems/${problem!.id}`);
  await expectFiguresLoaded(page);
  await settle(page);
  await saveScreenshot(page, testInfo, 'visitor', 'figure-light');
  await page.emulateMedia({ colorScheme: 'dark' });
  await expectFiguresLoaded(page);
  const background = await main(page)
    .locator('.statement-figure img')
    .first()
    .evaluate((node) => getComputedStyle(node).backgroundColor);
  expect(background).toBe('rgb(255, 255, 255)');
  await saveScreenshot(page, testInfo, 'visitor', 'figure-dark');
});

test('a visitor finds a problem by the words of its statement, best match first', async ({
  page,
}, testInfo) => {
  await page.goto('/problems');
  const body = main(page);
  await body.getByRole('searchbox').fill('hexagon circle');
  await expect(page).toHaveURL(/[?&]q=hexagon(\+|%20)circle/);
  const first = body.getByRole('article').first();
  await expect(first.getByRole('heading')).toHaveText(
    'An angle of a hexagon inscribed in a circle',
  );
  await expect(body.getByLabel('Sort by')).toHaveValue('relevance');
  // Words only the statement holds, not the title.
  await body.getByRole('searchbox').fill('cross-country training');
  await expect(body.getByRole('article').first().getByRole('heading')).toHaveText(
    'Whose average speed is greatest? (graph)',
  );
  await settle(page);
  await saveScreenshot(page, testInfo, 'visitor', 'problems-search');
});
