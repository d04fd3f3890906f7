// Issue 27: the built app with its service worker on a connection that drops. A student views
// two problems, loses the signal, reopens both (statement and math, "offline, saved on <date>"),
// writes an answer that waits on the device, and sees it sent once when the signal returns
// (counted in the database). A new version is offered, never forced mid-answer. Signing out
// leaves nothing of the account for the next one. Both widths (desktop and mobile projects).
import { appendFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { answersTo, createProblem, pagesOfAnswer, signIn, signUp } from './support/api';
import { DEMO } from './support/env';
import { handwrittenJpeg } from './support/photos';
import { saveScreenshot } from './support/screenshots';
import { expectToast, logIn, logOut, main, settle, uniqueEmail } from './support/ui';

test.use({ serviceWorkers: 'allow' });

/**
 * Waits until the service worker controls the page (it registers after the first paint and
 * claims the page when it activates). On a loaded machine the worker can activate after the page
 * stopped listening for it: once a worker is active, the next load is controlled.
 */
async function controlled(page: Page): Promise<void> {
  const isControlled = (timeout: number) =>
    page.waitForFunction(() => Boolean(navigator.serviceWorker?.controller), undefined, {
      timeout,
    });
  try {
    await isControlled(30_000);
  } catch {
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    await page.reload();
    await isControlled(30_000);
  }
}

/** The page's service worker registration, for a failure message. */
async function workerState(page: Page): Promise<string> {
  return page
    .evaluate(async () => {
      const registration = await navigator.serviceWorker.getRegistration();
      const state = (worker: ServiceWorker | null | undefined) => worker?.state ?? 'none';
      return JSON.stringify({
        controller: state(navigator.serviceWorker.controller),
        active: state(registration?.active),
        waiting: state(registration?.waiting),
        installing: state(registration?.installing),
      });
    })
    .catch((error: unknown) => `unreadable (${String(error)})`);
}

async function expectStatement(page: Page, title: string): Promise<void> {
  await expect(main(page).getByRole('heading', { level: 1, name: title })).toBeVisible();
  // The statement's math is typeset by KaTeX (its script and fonts from the worker's cache).
  await expect(main(page).locator('.katex').first()).toBeVisible();
}

test('a student reads two problems offline, answers, and the answer is sent once when back online', async ({
  page,
  context,
}, testInfo) => {
  const tag = `${process.env.E2E_RUN_ID} ${testInfo.project.name}`;
  const author = await signIn(DEMO.instructor);
  const first = `Offline sum ${tag}`;
  const second = `Offline product ${tag}`;
  const firstId = await createProblem(author, {
    title: first,
    body: 'Compute $\\frac{1}{2} + \\frac{1}{3}$.',
    topic: 'Algebra',
    difficulty: 'Juniors',
    marks: 5,
    answerKey: ['5/6'],
  });
  const secondId = await createProblem(author, {
    title: second,
    body: 'Compute $6 \\cdot 7$.',
    topic: 'Algebra',
    difficulty: 'Juniors',
    marks: 5,
    answerKey: ['42'],
  });
  const email = uniqueEmail(testInfo, 'offline');
  await signUp(email, `Olu Offline ${testInfo.project.name}`, 'contestant');
  const student = await signIn(email);
  await logIn(page, email);

  await test.step('views two problems while online', async () => {
    await page.goto(`/problems/${firstId}`);
    await expectStatement(page, first);
    await controlled(page);
    // Read again under the worker, which keeps what the page reads.
    await page.reload();
    await expectStatement(page, first);
    await settle(page);
    await page.goto(`/problems/${secondId}`);
    await expectStatement(page, second);
    await settle(page);
  });

  await test.step('offline, both reopen with their math and the date they were saved', async () => {
    await context.setOffline(true);
    await page.goto(`/problems/${firstId}`);
    await expectStatement(page, first);
    await expect(page.getByTestId('offline-notice')).toContainText(/Offline, saved on \d/);
    await saveScreenshot(page, testInfo, 'student', 'offline-problem');
    await page.reload();
    await expectStatement(page, first);
    await page.goto(`/problems/${secondId}`);
    await expectStatement(page, second);
    await expect(page.getByTestId('offline-notice')).toContainText(/Offline, saved on \d/);
  });

  await test.step('an answer written offline waits on the device', async () => {
    const body = main(page);
    await body.getByLabel('Your Solution').fill('42');
    await body.getByRole('button', { name: 'Submit Answer' }).click();
    await expect(body.getByTestId('answers-waiting')).toContainText('Waiting to send: 42');
    await saveScreenshot(page, testInfo, 'student', 'offline-answer-waiting');
    expect(await answersTo(student, secondId)).toHaveLength(0);
  });

  await test.step('back online it is sent once, and the student is told', async () => {
    await context.setOffline(false);
    await expectToast(page, 'Answer Submitted!', 'Your waiting answer was sent. It is correct.');
    await expect(main(page).getByTestId('answers-waiting')).toHaveCount(0);
    await expect(page.getByTestId('offline-notice')).toHaveCount(0);
    // Coming back again (another online event, a reload) sends nothing more.
    await context.setOffline(true);
    await context.setOffline(false);
    await page.reload();
    await expectStatement(page, second);
    await settle(page);
    const answers = await answersTo(student, secondId);
    expect(answers).toHaveLength(1);
    expect(answers[0]?.status).toBe('correct');
  });

  await test.step('signing out leaves nothing of the account for the next one on this phone', async () => {
    const savedFor = (userId: string) =>
      page.evaluate(async (id) => {
        let entries = 0;
        for (const name of await caches.keys()) {
          const keys = await (await caches.open(name)).keys();
          entries += keys.filter((key) => key.url.includes(`__account=${id}`)).length;
        }
        return { entries, waiting: localStorage.getItem('olympiad:waiting-answers') };
      }, userId);
    expect((await savedFor(student.userId)).entries).toBeGreaterThan(0);
    await logOut(page);
    // The saved reads of the account, and its waiting answers, are gone (reads a visitor makes
    // afterwards are saved under no account).
    await expect.poll(() => savedFor(student.userId)).toEqual({ entries: 0, waiting: null });
    // The next account, offline, finds none of the first one's reads.
    await logIn(page, DEMO.student);
    await context.setOffline(true);
    await page.goto(`/problems/${secondId}`);
    // The page waits for the connection (nothing saved for this account), a while later still.
    await expect(
      main(page)
        .getByText(/^Loading\b/)
        .first(),
    ).toBeVisible();
    await page.waitForTimeout(2000);
    await expect(main(page).getByText(second)).toHaveCount(0);
    await context.setOffline(false);
  });
});

test('an answer with a page written offline waits on the device and is sent once, pages and all', async ({
  page,
  context,
}, testInfo) => {
  const tag = `${process.env.E2E_RUN_ID} ${testInfo.project.name}`;
  const title = `Offline proof ${tag}`;
  const problemId = await createProblem(await signIn(DEMO.instructor), {
    title,
    body: 'Prove that $n^2 \\ge n$ for every positive integer $n$.',
    topic: 'Algebra',
    difficulty: 'Juniors',
    marks: 7,
  });
  const email = uniqueEmail(testInfo, 'offline-pages');
  await signUp(email, `Pita Pages ${testInfo.project.name}`, 'contestant');
  const student = await signIn(email);
  await logIn(page, email);
  await page.goto(`/problems/${problemId}`);
  await expectStatement(page, title);
  const form = main(page);
  const list = form.getByRole('list', { name: 'Pages to send' });

  await test.step('a page is attached online, then the signal drops and the student sends', async () => {
    await form.getByTestId('answer-pages-input').setInputFiles([
      {
        name: 'proof.jpg',
        mimeType: 'image/jpeg',
        buffer: await handwrittenJpeg(page, 'n^2 - n = n(n - 1) >= 0', {
          width: 900,
          height: 1200,
          quality: 0.9,
        }),
      },
    ]);
    await expect(list.getByRole('listitem')).toHaveCount(1, { timeout: 60_000 });
    await context.setOffline(true);
    await form.getByLabel(/Your Solution/).fill('Since n >= 1, n^2 - n = n(n-1) >= 0.');
    await form.getByRole('button', { name: 'Submit Answer' }).click();
    const waiting = form.getByTestId('answers-waiting');
    await expect(waiting).toContainText(
      'Waiting to send: Since n >= 1, n^2 - n = n(n-1) >= 0. with 1 page.',
    );
    await expect(list).toHaveCount(0);
    // The page waits in IndexedDB, not in the form.
    const kept = await page.evaluate(
      () =>
        new Promise<number>((resolve, reject) => {
          const open = indexedDB.open('gio-waiting-pages');
          open.onerror = () => reject(open.error);
          open.onsuccess = () => {
            const count = open.result.transaction('pages').objectStore('pages').count();
            count.onsuccess = () => resolve(count.result);
          };
        }),
    );
    expect(kept).toBe(1);
    await saveScreenshot(page, testInfo, 'student', 'offline-pages-waiting');
    expect(await answersTo(student, problemId)).toHaveLength(0);
  });

  await test.step('back online it is sent once, with its page', async () => {
    await context.setOffline(false);
    await expectToast(
      page,
      'Answer Submitted!',
      'Your waiting answer was sent. It waits for a grader.',
    );
    await expect(form.getByTestId('answers-waiting')).toHaveCount(0);
    // Another online event and a reload send nothing more.
    await context.setOffline(true);
    await context.setOffline(false);
    await page.reload();
    await expectStatement(page, title);
    await settle(page);
    const answers = await answersTo(student, problemId);
    expect(answers).toHaveLength(1);
    const pages = await pagesOfAnswer(student, answers[0]!.id);
    expect(pages).toHaveLength(1);
    expect(pages[0]?.object_path).toMatch(new RegExp(`^${student.userId}/[0-9a-f-]{36}/.+\\.jpg$`));
    await saveScreenshot(page, testInfo, 'student', 'offline-pages-sent');
  });
});

test('a new version is offered, never forced while an answer is being written', async ({
  page,
}, testInfo) => {
  test.setTimeout(150_000);
  const distDir = process.env.E2E_DIST_DIR;
  expect(distDir, 'global-setup names the built app').toBeTruthy();
  const author = await signIn(DEMO.instructor);
  const title = `Update ${process.env.E2E_RUN_ID} ${testInfo.project.name}`;
  const problemId = await createProblem(author, {
    title,
    body: 'Compute $2 + 2$.',
    topic: 'Algebra',
    difficulty: 'Juniors',
    marks: 1,
    answerKey: ['4'],
  });
  await logIn(page, DEMO.student);
  await page.goto(`/problems/${problemId}`);
  await expectStatement(page, title);
  await controlled(page);
  const before = await page.evaluate(() => performance.timeOrigin);

  await test.step('a new version is deployed while the student types', async () => {
    await main(page).getByLabel('Your Solution').fill('4 (typed before the update)');
    await appendFile(
      join(distDir!, 'sw.js'),
      `\n// deployed ${Date.now()} ${testInfo.project.name}\n`,
    );
    await page.evaluate(async () => {
      await (await navigator.serviceWorker.getRegistration())?.update();
    });
    await expect(page.getByTestId('update-prompt')).toContainText(
      'A new version of Get Into Olympiad is ready.',
    );
    await saveScreenshot(page, testInfo, 'student', 'update-prompt');
    // Nothing reloaded: the answer being written is still there.
    expect(await page.evaluate(() => performance.timeOrigin)).toBe(before);
    await expect(main(page).getByLabel('Your Solution')).toHaveValue('4 (typed before the update)');
  });

  await test.step('the student takes it: the page reloads under the new worker', async () => {
    await page.getByRole('button', { name: 'Update now' }).click();
    // It reloads within 5 s whatever the worker does (src/lib/offline/service-worker.ts); on a
    // loaded machine the reload itself can take a while. If it never comes, say what the worker
    // was doing.
    try {
      await page.waitForFunction((origin) => performance.timeOrigin !== origin, before, {
        timeout: 30_000,
        polling: 250,
      });
    } catch (error) {
      throw new Error(`No reload after "Update now"; worker: ${await workerState(page)}`, {
        cause: error,
      });
    }
    await expectStatement(page, title);
    await controlled(page);
    // If the page reloaded before the new version took over, it asks again and reloads once more
    // (a busy worker finishes what it was doing first).
    await expect(page.getByTestId('update-prompt')).toHaveCount(0, { timeout: 30_000 });
    await expectStatement(page, title);
  });
});

test('the data saver: chosen on the profile page, with what the last pages cost', async ({
  page,
}, testInfo) => {
  await logIn(page, DEMO.student);
  await page.goto('/problems');
  await settle(page);
  await page.goto('/profile');
  const saver = main(page).getByRole('heading', { name: 'Data saver' });
  await expect(saver).toBeVisible();
  await expect(page.getByTestId('data-saver-state')).toHaveText(
    'The data saver is off: your browser does not ask to save data.',
  );
  await main(page).getByRole('radio', { name: 'On' }).check();
  await expect(page.getByTestId('data-saver-state')).toHaveText('The data saver is on.');
  // The pages opened before, with what they cost.
  const costs = page.getByTestId('page-costs');
  await expect(costs).toContainText('/problems');
  await expect(costs).toContainText(/\d+(\.\d)? KB/);
  await settle(page);
  await saveScreenshot(page, testInfo, 'student', 'profile-data-saver');
  // With it on, the problem list pages by 10.
  await page.goto('/problems');
  await expect(main(page).getByText(/^Showing 1–10 of [\d,]+ problems$/)).toBeVisible();
});
