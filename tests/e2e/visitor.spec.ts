// A visitor who is not signed in browses the public pages (docs/decisions/0005-public-screens.md).
import { expect, test, type Page } from '@playwright/test';
import {
  chooseOption,
  closeNavigation,
  expectSignedOut,
  expectToast,
  main,
  openNavigation,
} from './support/ui';

const NAV_LINKS = ['Contests', 'Problems', 'Submissions', 'Team'];
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

async function navigateTo(page: Page, link: string): Promise<void> {
  const navigation = await openNavigation(page);
  await navigation.getByRole('link', { name: link, exact: true }).click();
}

/** The problem cards of /problems: articles with a 'View Problem' link. */
function problemCards(page: Page) {
  return main(page)
    .getByRole('article')
    .filter({ has: page.getByRole('link', { name: 'View Problem' }) });
}

async function cardTitles(page: Page): Promise<string[]> {
  await expect(problemCards(page).first()).toBeVisible();
  return problemCards(page).getByRole('heading').allInnerTexts();
}

test('a visitor browses the landing page and the header navigation', async ({ page }) => {
  await page.goto('/');
  const body = main(page);
  await expect(body.getByRole('heading', { level: 1 })).toHaveText('Get Into Olympiad');
  await expect(body.getByRole('heading', { name: 'Why Choose Us?' })).toBeVisible();
  await expect(body.getByRole('link', { name: 'Explore Problems' })).toHaveAttribute(
    'href',
    '/problems',
  );
  await expect(body.getByRole('link', { name: 'Get Started' })).toHaveAttribute('href', '/signup');
  await expect(body.getByRole('link', { name: 'Sign Up for Free' })).toHaveAttribute(
    'href',
    '/signup',
  );

  const footer = page.getByRole('contentinfo');
  for (const link of ['About', 'Privacy Policy', 'Terms of Service', 'Testing Guide']) {
    await expect(footer.getByRole('link', { name: link })).toBeVisible();
  }

  const navigation = await openNavigation(page);
  for (const link of NAV_LINKS) {
    await expect(navigation.getByRole('link', { name: link, exact: true })).toBeVisible();
  }
  await closeNavigation(page);
  await expectSignedOut(page);

  await navigateTo(page, 'Contests');
  await expect(page).toHaveURL(/\/contests$/);
  const active = await openNavigation(page);
  await expect(active.getByRole('link', { name: 'Contests', exact: true })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(active.getByRole('link', { name: 'Problems', exact: true })).not.toHaveAttribute(
    'aria-current',
    'page',
  );
  await closeNavigation(page);

  await page.goto('/');
  await main(page).getByRole('link', { name: 'Explore Problems' }).click();
  await expect(page).toHaveURL(/\/problems$/);
  await expect(main(page).getByRole('heading', { name: 'Problems', level: 1 })).toBeVisible();
});

test('a visitor filters and pages through /problems and reads a problem with math', async ({
  page,
}) => {
  await page.goto('/problems');
  const body = main(page);
  const firstPage = await cardTitles(page);
  expect(firstPage.length).toBeGreaterThan(1);

  // Server-side pages: the next page shows other problems.
  await body
    .getByRole('button', { name: /next/i })
    .or(body.getByRole('link', { name: /next/i }))
    .click();
  await expect.poll(() => cardTitles(page)).not.toEqual(firstPage);
  const secondPage = await cardTitles(page);
  expect(secondPage.filter((title) => firstPage.includes(title))).toEqual([]);

  // Filters: every card shown carries the chosen topic and difficulty badges.
  await chooseOption(page, body.getByLabel('Topic'), 'Geometry');
  await chooseOption(page, body.getByLabel('Difficulty'), 'Seniors');
  const cards = problemCards(page);
  await expect(cards.first()).toBeVisible();
  await expect
    .poll(async () => {
      const texts = await cards.allInnerTexts();
      return (
        texts.length > 0 && texts.every((text) => /Geometry/.test(text) && /Seniors/.test(text))
      );
    })
    .toBe(true);
  await expect(cards.first()).toContainText(/By \S+/);

  // Search finds a problem by the words of its title (decision 0061), the best match first.
  const [searched] = await cardTitles(page);
  await body.getByRole('searchbox').fill(searched as string);
  await expect(page).toHaveURL(/[?&]q=/);
  await expect.poll(async () => (await cardTitles(page))[0]).toBe(searched);

  // MATH-500 problems have LaTeX statements, e.g. the seeded 'The point (0, 3) in polar coordinates'.
  await page.goto('/problems');
  await body.getByRole('searchbox').fill('polar coordinates');
  await expect(page).toHaveURL(/[?&]q=polar/);
  await expect
    .poll(async () => (await cardTitles(page))[0])
    .toBe('The point (0, 3) in polar coordinates');
  const mathCard = problemCards(page).first();
  const title = (await mathCard.getByRole('heading').innerText()).trim();
  await mathCard.getByRole('link', { name: 'View Problem' }).click();
  await expect(page).toHaveURL(/\/problems\/[0-9a-f-]{36}$/);
  await expect(main(page).getByRole('heading', { name: title })).toBeVisible();
  await expect(main(page).locator('.katex').first()).toBeVisible();
  await expect(main(page).locator('.katex-error')).toHaveCount(0);
  await expect(main(page)).toContainText(/[A-Z][a-z]+ \d{1,2}, \d{4}/); // 'MMMM d, yyyy'
  await expect(main(page).getByText('Submit Your Answer')).toHaveCount(0);
  await expect(main(page).getByRole('heading', { name: /Discussion/ })).toBeVisible();
  await expect(main(page).getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');

  await main(page).getByRole('button', { name: /like/i }).click();
  await expectToast(page, 'Please log in to react.');
});

test('a visitor follows the contests, the leaderboard and the team', async ({ page }) => {
  await page.goto('/contests');
  const body = main(page);
  await expect(body.getByRole('heading', { name: 'Upcoming & Past Contests' })).toBeVisible();
  await expect(body).toContainText(/[A-Z][a-z]+ \d{1,2}(st|nd|rd|th), \d{4}/); // 'PPP p'
  // An ended contest: its problems are public (a running one shows them to signed-in users only).
  await body
    .getByRole('region', { name: /^Ended/ })
    .getByRole('link', { name: 'View Contest' })
    .first()
    .click();
  await expect(page).toHaveURL(/\/contests\/[0-9a-f-]{36}$/);
  await expect(body.getByRole('heading', { name: 'Problems in this Contest' })).toBeVisible();
  const problemLinks = body.getByRole('link', { name: 'View Problem' });
  await expect(problemLinks.first()).toBeVisible();
  await expect(body).toContainText(/by /i);
  await problemLinks.first().click();
  // A contest's problem link names its contest (the contest bar, issue 29 point 8).
  await expect(page).toHaveURL(/\/problems\/[0-9a-f-]{36}\?contest=[0-9a-f-]{36}$/);

  await page.goto(`/contests/${UNKNOWN_ID}`);
  await expect(body.getByText('Contest Not Found')).toBeVisible();
  await body.getByRole('link', { name: 'Back to Contests' }).click();
  await expect(page).toHaveURL(/\/contests$/);

  await page.goto(`/problems/${UNKNOWN_ID}`);
  await expect(body.getByText('Problem not found.')).toBeVisible();

  await page.goto('/leaderboard');
  await expect(body.getByRole('heading', { name: 'Leaderboard' })).toBeVisible();
  await expect(body.getByText('Top 20 performers on the platform.')).toBeVisible();
  for (const column of ['Rank', 'Student', 'Problems Solved', 'Score']) {
    await expect(body.getByRole('columnheader', { name: column })).toBeVisible();
  }
  // The seed has more than 20 students: exactly the top 20, best score first.
  const rows = body.getByRole('row').filter({ has: page.getByRole('cell') });
  await expect(rows).toHaveCount(20);
  const scores = (await rows.locator('td:last-child').allInnerTexts()).map(Number);
  expect(scores).toEqual([...scores].sort((a, b) => b - a));

  await page.goto('/team');
  await expect(body.getByRole('heading', { name: 'Our Team' })).toBeVisible();
  // The seed's team (README: demo content), not the built-in sample.
  await expect(body.getByText('Dr. Amina Yusuf')).toBeVisible();
  await expect(body.getByText('Founder and Head Coach')).toBeVisible();
});

test('a visitor meets the guards, the guest views and the 404 page', async ({ page }) => {
  await page.goto('/submissions');
  await expect(main(page).getByText('Access Denied')).toBeVisible();
  await expect(main(page).getByRole('link', { name: /log ?in/i })).toHaveAttribute(
    'href',
    '/login',
  );

  for (const guarded of [
    '/dashboard',
    '/profile',
    '/create-problem',
    '/admin',
    '/admin/approvals',
  ]) {
    await page.goto(guarded);
    await expect(page, `${guarded} sends a visitor to /login`).toHaveURL(/\/login$/);
  }

  // Notes are real now (issue 23): the seeded handouts, one per topic.
  await page.goto('/notes');
  await expect(main(page).getByRole('heading', { level: 1, name: 'Notes' })).toBeVisible();
  await expect(
    main(page).getByRole('link', { name: 'Remainders without long division' }),
  ).toBeVisible();
  for (const placeholder of ['/about', '/privacy', '/terms']) {
    await page.goto(placeholder);
    await expect(main(page), placeholder).toContainText(/under construction/i);
  }

  await page.goto('/testing-guide');
  for (const role of ['Student', 'Instructor', 'Super Admin']) {
    await expect(
      main(page)
        .getByRole('heading', { name: new RegExp(role) })
        .first(),
    ).toBeVisible();
  }

  await page.goto('/no/such/page');
  await main(page).getByRole('link', { name: 'Go Back Home' }).click();
  await expect(page).toHaveURL(/\/$/);
});
