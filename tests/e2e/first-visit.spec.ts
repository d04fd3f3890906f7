// Issue 27: on a slow link the entry module takes a second to arrive. A first visit to a problem
// asks for the problem and for the page's own files from the document's head, while the entry is
// still on its way (decision 0081), and the page then shows the problem without asking again;
// the web app manifest comes after the first paint.
import { expect, test, type Request } from '@playwright/test';
import { firstProblemId } from './support/api';
import { main } from './support/ui';

/** How long the entry module is held back: a slow link's second, with room to spare. */
const ENTRY_DELAY_MS = 2_000;

test('a first visit asks for the problem and its page files before the entry module arrives', async ({
  page,
}) => {
  const id = await firstProblemId();
  let entryDeliveredAt = Number.POSITIVE_INFINITY;
  await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, ENTRY_DELAY_MS));
    entryDeliveredAt = Date.now();
    await route.continue();
  });
  const asked: Array<{ at: number; request: Request }> = [];
  page.on('request', (request) => asked.push({ at: Date.now(), request }));

  await page.goto(`/problems/${id}`);
  await expect(main(page).getByRole('heading', { level: 1 })).toBeVisible();

  const problemReads = asked.filter(
    ({ request }) =>
      request.method() === 'GET' &&
      /\/rest\/v1\/problems\?/.test(request.url()) &&
      new URL(request.url()).searchParams.get('id') === `eq.${id}`,
  );
  expect(problemReads, 'the problem is asked for once, and adopted by the page').toHaveLength(1);
  expect(problemReads[0]!.at).toBeLessThan(entryDeliveredAt);

  const pageFile = asked.find(({ request }) =>
    /\/assets\/ProblemDetailPage-[\w-]+\.js$/.test(request.url()),
  );
  expect(pageFile, "the page's own file is asked for").toBeTruthy();
  expect(pageFile!.at).toBeLessThan(entryDeliveredAt);

  // The web app manifest (and its icon) waits for the first paint, then is linked: the app can
  // still be installed.
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute(
    'href',
    '/manifest.webmanifest',
  );
  const manifest = asked.find(({ request }) => request.url().endsWith('/manifest.webmanifest'));
  if (manifest) expect(manifest.at).toBeGreaterThan(entryDeliveredAt);
  const response = await page.request.get('/manifest.webmanifest');
  expect(await response.json()).toMatchObject({ name: 'Get Into Olympiad', display: 'standalone' });
});
