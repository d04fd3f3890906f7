// Issue 29, point 1: nothing is wider than the phone. Every seeded problem page (statement, and
// the solution and hints the instructor sees on it) at 375 px, and a comment with a long word and
// a wide formula at both widths: the page never scrolls sideways. The two projects share the
// sweep (each takes half the problems, both at 375 px) and reuse one page, navigating inside the
// app; a few pages are photographed. The instructor's /grading (with an answer open), /classes
// and /notices fit the phone too.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { createProblem, signIn, signUp, submitAnswer, type Session } from './support/api';
import { ANON_KEY, DEMO, GATEWAY_URL, REPO_ROOT } from './support/env';
import { postComment } from './support/problem-page';
import { saveScreenshot } from './support/screenshots';
import { logIn, main, settle, uniqueEmail } from './support/ui';

const PHONE = { width: 375, height: 812 };

/** The problem ids of supabase/seed.sql (every `insert into public.problems` block). */
function seededProblemIds(): string[] {
  const lines = readFileSync(join(REPO_ROOT, 'supabase', 'seed.sql'), 'utf8').split('\n');
  const ids: string[] = [];
  let inProblems = false;
  for (const line of lines) {
    if (line.startsWith('insert into public.problems ')) inProblems = true;
    else if (inProblems && !/^\s*(values|\()/.test(line)) inProblems = false;
    const id = inProblems ? /^\s*\('([0-9a-f-]{36})'/.exec(line)?.[1] : undefined;
    if (id) ids.push(id);
  }
  return ids;
}

/** The API refuses a user more than a few requests at once (429): wait and ask again. */
async function rest<T>(path: string, session: Session, body?: unknown, tries = 5): Promise<T> {
  const response = await fetch(`${GATEWAY_URL}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: {
      apikey: ANON_KEY,
      authorization: `Bearer ${session.accessToken}`,
      'content-type': 'application/json',
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (response.status === 429 && tries > 1) {
    await new Promise((resolve) => setTimeout(resolve, 500 + Math.random() * 500));
    return rest<T>(path, session, body, tries - 1);
  }
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

interface SweepTarget {
  id: string;
  title: string;
  hasSolution: boolean;
  hintCount: number;
}

/** What the instructor will see on each page: its title, and whether a solution and hints show. */
async function sweepTargets(instructor: Session, ids: string[]): Promise<SweepTarget[]> {
  // In slices: 200 ids in one URL are more than the gateway reads (414).
  const titles = new Map<string, string>();
  for (let start = 0; start < ids.length; start += 50) {
    const rows = await rest<{ id: string; title: string }[]>(
      `/rest/v1/problems?select=id,title&id=in.(${ids.slice(start, start + 50).join(',')})`,
      instructor,
    );
    rows.forEach((row) => titles.set(row.id, row.title));
  }
  const targets: SweepTarget[] = [];
  for (let start = 0; start < ids.length; start += 3) {
    const batch = await Promise.all(
      ids.slice(start, start + 3).map(async (id) => {
        const practice = await rest<{ solution: unknown; hints: unknown[]; locked: boolean }>(
          '/rest/v1/rpc/problem_practice',
          instructor,
          { problem_id: id },
        );
        return {
          id,
          title: titles.get(id) ?? '',
          hasSolution: practice.solution !== null,
          // The panel lists hints only outside a running contest (the solution shows to staff).
          hintCount: practice.locked ? 0 : practice.hints.length,
        };
      }),
    );
    targets.push(...batch);
  }
  return targets;
}

/** Client-side navigation (the app's router listens to popstate): no reload per page. */
async function openInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState({ usr: null, key: to, idx: window.history.length }, '', to);
    window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
  }, path);
}

async function pageWidth(page: Page): Promise<number> {
  // Two frames after the content is there: KaTeX (loaded by then) has typeset it.
  return page.evaluate(
    () =>
      new Promise<number>((resolve) =>
        requestAnimationFrame(() =>
          requestAnimationFrame(() => resolve(document.documentElement.scrollWidth)),
        ),
      ),
  );
}

test('every seeded problem page, with its solution and hints, fits a 375 px phone', async ({
  page,
}, testInfo) => {
  test.setTimeout(300_000);
  const ids = seededProblemIds();
  expect(ids.length).toBeGreaterThanOrEqual(160);
  const instructor = await signIn(DEMO.instructor);
  const all = await sweepTargets(instructor, ids);
  expect(all.every((target) => target.title)).toBe(true);
  expect(all.some((target) => target.hasSolution && target.hintCount > 0)).toBe(true);
  // Half each: the desktop project the even places, the mobile project the odd ones.
  const share = testInfo.project.name === 'mobile' ? 1 : 0;
  const mine = all.filter((_, index) => index % 2 === share);

  await page.setViewportSize(PHONE);
  await logIn(page, DEMO.instructor);
  await page.goto(`/problems/${mine[0]!.id}`);
  // The first page waits for KaTeX itself; later pages find it loaded.
  await expect(main(page).locator('.katex').first()).toBeVisible({ timeout: 20_000 });

  const tooWide: string[] = [];
  const photographed = new Set(
    ['5ef77401-3074-5a3b-a019-4ba6e2bc20c1', 'a0bb7bc4-e2c3-5eda-ac84-18bc32b66e2b'].filter((id) =>
      mine.some((target) => target.id === id),
    ),
  );
  for (const [index, target] of mine.entries()) {
    if (index > 0) await openInApp(page, `/problems/${target.id}`);
    await expect(main(page).getByRole('heading', { level: 1, name: target.title })).toBeVisible();
    const panel = main(page).getByRole('region', { name: 'Hints and solution' });
    if (target.hasSolution)
      await expect(panel.getByRole('heading', { name: 'Solution', exact: true })).toBeVisible();
    if (target.hintCount > 0) {
      await expect(panel.getByRole('listitem')).toHaveCount(target.hintCount);
    }
    const width = await pageWidth(page);
    if (width > PHONE.width) tooWide.push(`${target.title} (${target.id}): ${width} px`);
    if (photographed.has(target.id) || index === 0) {
      await saveScreenshot(page, testInfo, 'instructor', `sweep-375-${target.id.slice(0, 8)}`);
    }
  }
  expect(tooWide, 'pages wider than 375 px').toEqual([]);
});

test('a comment with a very long word and a wide formula does not widen the page', async ({
  page,
}, testInfo) => {
  const email = uniqueEmail(testInfo, 'longword');
  const name = `Lena Longword ${testInfo.project.name}`;
  await signUp(email, name, 'contestant');
  await logIn(page, email);
  const instructor = await signIn(DEMO.instructor);
  const [problem] = await rest<{ id: string }[]>(
    '/rest/v1/problems?select=id&is_public=eq.true&order=created_at.asc&limit=1',
    instructor,
  );
  await page.goto(`/problems/${problem!.id}`);
  const word = 'Supercalifragilistic'.repeat(15);
  const formula = `$$${Array.from({ length: 30 }, (_, k) => `x_{${k}}^{2}`).join(' + ')} = 1$$`;
  await postComment(page, `${word}\n${formula}`);
  const comment = main(page).getByRole('listitem').filter({ hasText: name });
  await expect(comment.locator('.katex-display')).toBeVisible();
  await settle(page);
  const viewport = page.viewportSize()!.width;
  expect(await pageWidth(page)).toBeLessThanOrEqual(viewport);
  // The formula scrolls inside its own box instead.
  const box = comment.locator('.math-display');
  expect(await box.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(true);
  await comment.scrollIntoViewIfNeeded();
  await saveScreenshot(page, testInfo, 'student', 'long-comment');
});

test("the instructor's grading queue, classes and notices fit a 375 px phone", async ({
  page,
}, testInfo) => {
  // An answer of our own to open, so the workspace and its buttons are on the page.
  const title = `Narrow grading ${testInfo.project.name} ${process.env.E2E_RUN_ID}`;
  const studentEmail = uniqueEmail(testInfo, 'narrow-student');
  await signUp(studentEmail, `Nia Narrow ${testInfo.project.name}`, 'contestant');
  const problemId = await createProblem(await signIn(DEMO.instructor), {
    title,
    body: 'Prove that $n^2 \\ge n$ for every positive integer $n$.',
    topic: 'Algebra',
    difficulty: 'Juniors',
    marks: 7,
  });
  await submitAnswer(await signIn(studentEmail), problemId, 'Because $n \\ge 1$.');

  await page.setViewportSize(PHONE);
  await logIn(page, DEMO.instructor);
  await page.goto(`/grading?problem=${problemId}`);
  const workspace = main(page).getByRole('region', { name: title });
  const gradeAll = workspace.getByRole('button', { name: "Grade this problem's answers" });
  await expect(gradeAll).toBeVisible();
  await settle(page);
  // The button stays inside its card, and the card inside the phone.
  const [button, card] = await Promise.all([gradeAll.boundingBox(), workspace.boundingBox()]);
  expect(button!.x).toBeGreaterThanOrEqual(card!.x);
  expect(button!.x + button!.width).toBeLessThanOrEqual(card!.x + card!.width);
  expect(card!.x + card!.width).toBeLessThanOrEqual(PHONE.width);
  expect(await pageWidth(page)).toBeLessThanOrEqual(PHONE.width);
  await saveScreenshot(page, testInfo, 'instructor', 'grading-375');
  // On a laptop the button sits beside the status, on one line.
  await page.setViewportSize({ width: 1280, height: 900 });
  await expect(gradeAll).toBeVisible();
  expect(await pageWidth(page)).toBeLessThanOrEqual(1280);
  expect((await gradeAll.boundingBox())!.height).toBeLessThanOrEqual(40);
  await saveScreenshot(page, testInfo, 'instructor', 'grading-1280');
  await page.setViewportSize(PHONE);

  for (const [path, heading] of [
    ['/classes', /Classes/],
    ['/notices', /Notices/],
  ] as const) {
    await page.goto(path);
    await expect(main(page).getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await settle(page);
    expect(await pageWidth(page), `${path} at 375 px`).toBeLessThanOrEqual(PHONE.width);
    await saveScreenshot(page, testInfo, 'instructor', `${path.slice(1)}-375`);
  }
});

test('the profile lists what a long page address cost without widening a 375 px phone', async ({
  page,
}, testInfo) => {
  const email = uniqueEmail(testInfo, 'narrow-costs');
  await signUp(email, `Cora Costs ${testInfo.project.name}`, 'contestant');
  await page.setViewportSize(PHONE);
  await logIn(page, email);
  // A problem's address (46 characters) is longer than the list's row on a phone.
  const longPath = `/problems/${seededProblemIds()[0]}`;
  await page.goto(longPath);
  await expect(main(page).getByRole('heading', { level: 1 })).toBeVisible();
  // Read for a moment: what a page cost is kept by a part of the layout that comes after its paint.
  await settle(page);
  await page.goto('/profile');
  const costs = main(page).getByTestId('page-costs');
  await expect(costs.getByText(longPath)).toBeAttached();
  await settle(page);
  expect(await pageWidth(page)).toBeLessThanOrEqual(PHONE.width);
  const [list, card] = await Promise.all([
    costs.boundingBox(),
    main(page).getByRole('heading', { name: 'Data saver' }).boundingBox(),
  ]);
  expect(list!.x + list!.width).toBeLessThanOrEqual(PHONE.width);
  expect(card!.x).toBeGreaterThanOrEqual(0);
  await saveScreenshot(page, testInfo, 'student', 'profile-costs-375');
});
