// Ratings (issue 25, decision 0065): the seeded past contests are finalised, so a visitor finds
// the rated leaderboard beside the score board, opens a student's public profile with the rating
// chart (never the e-mail), and the student sees the same chart on their own profile. Both
// widths (projects desktop and mobile).
import { expect, test } from '@playwright/test';
import { seriousA11yFindings } from './support/a11y';
import { signIn } from './support/api';
import { ANON_KEY, DEMO, GATEWAY_URL } from './support/env';
import { saveScreenshot } from './support/screenshots';
import { escapeRegExp, logIn, main, settle } from './support/ui';

interface SeededRating {
  rating: number;
  contests: number;
  provisional: boolean;
}

/** The demo student's id and rating as the API gives them to a visitor. */
async function demoStudentRating(): Promise<{ id: string; rating: SeededRating }> {
  const session = await signIn(DEMO.student);
  const response = await fetch(
    `${GATEWAY_URL}/rest/v1/ratings?select=rating,contests,provisional&user_id=eq.${session.userId}`,
    { headers: { apikey: ANON_KEY, authorization: `Bearer ${ANON_KEY}` } },
  );
  const [rating] = (await response.json()) as SeededRating[];
  if (!rating) throw new Error('The seed has no rating for the demo student.');
  return { id: session.userId, rating };
}

test('a visitor switches to the rated leaderboard and opens a public profile with the chart', async ({
  page,
}, testInfo) => {
  const { id, rating } = await demoStudentRating();

  await page.goto('/leaderboard');
  // The spec's score board stays the default.
  await expect(main(page).getByRole('tab', { name: 'Score' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(main(page).getByRole('region', { name: 'Leaderboard' })).toBeVisible();

  await main(page).getByRole('tab', { name: 'Rating' }).click();
  await expect(page).toHaveURL(/\/leaderboard\?board=rating$/);
  const board = main(page).getByRole('region', { name: 'Rated leaderboard' });
  await expect(board.getByRole('columnheader')).toHaveText([
    'Rank',
    'Student',
    'Contests',
    'Rating',
  ]);
  const row = board.getByRole('row').filter({ hasText: 'Stella Student' });
  await expect(row).toContainText(String(rating.rating));
  await expect(row.getByRole('cell').nth(2)).toHaveText(String(rating.contests));
  // Someone with fewer than five rated contests carries the provisional label.
  await expect(board.getByText('Provisional').first()).toBeVisible();
  await settle(page);
  expect(await seriousA11yFindings(page)).toEqual([]);
  await saveScreenshot(page, testInfo, 'visitor', 'rated-leaderboard');

  await row.getByRole('link', { name: 'Stella Student' }).click();
  await expect(page).toHaveURL(new RegExp(`/u/${escapeRegExp(id)}$`));
  await expect(main(page).getByRole('heading', { level: 1, name: 'Stella Student' })).toBeVisible();
  const chart = main(page).getByRole('img', { name: /^Rating history: 1500 before the first/ });
  await expect(chart).toBeVisible();
  await expect(chart).toHaveAttribute(
    'aria-label',
    new RegExp(`${rating.rating} after ${rating.contests} contests\\.$`),
  );
  const history = main(page).getByRole('region', { name: 'Rating history' });
  await expect(history.getByRole('row')).toHaveCount(rating.contests + 1);
  await expect(main(page)).not.toContainText('@olympiad.test');
  await settle(page);
  expect(await seriousA11yFindings(page)).toEqual([]);
  await saveScreenshot(page, testInfo, 'visitor', 'public-profile');

  await page.goto('/u/00000000-0000-4000-8000-000000000000');
  await expect(main(page).getByRole('heading', { name: 'Profile not found' })).toBeVisible();
});

test('a student sees their rating chart on their profile', async ({ page }, testInfo) => {
  const { rating } = await demoStudentRating();
  await logIn(page, DEMO.student);
  await page.goto('/profile');
  const chart = main(page).getByRole('img', { name: /^Rating history:/ });
  await expect(chart).toBeVisible();
  await expect(chart).toHaveAttribute(
    'aria-label',
    new RegExp(`${rating.rating} after ${rating.contests} contests\\.$`),
  );
  await expect(main(page).getByRole('link', { name: 'See your public profile' })).toBeVisible();
  await settle(page);
  await saveScreenshot(page, testInfo, 'student', 'profile-rating');
});

test('an admin sees that a past contest’s ratings are final', async ({ page }, testInfo) => {
  const response = await fetch(
    `${GATEWAY_URL}/rest/v1/contests?select=id,contest_finalisations(participants)&title=eq.September%20Sprint`,
    { headers: { apikey: ANON_KEY, authorization: `Bearer ${ANON_KEY}` } },
  );
  const [contest] = (await response.json()) as {
    id: string;
    contest_finalisations: { participants: number };
  }[];
  if (!contest) throw new Error('The seed has no September Sprint.');
  await logIn(page, DEMO.admin);
  await page.goto(`/contests/${contest.id}`);
  const ratings = main(page).getByTestId('contest-ratings');
  await expect(ratings.getByRole('heading', { name: 'Ratings' })).toBeVisible();
  await expect(ratings).toContainText(
    `Ratings are final: updated for ${contest.contest_finalisations.participants} participants on`,
  );
  await expect(ratings.getByRole('button', { name: 'Finalise ratings' })).toHaveCount(0);
  await settle(page);
  await saveScreenshot(page, testInfo, 'admin', 'contest-ratings-final');
});
