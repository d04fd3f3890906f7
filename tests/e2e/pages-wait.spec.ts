// Issue 27 / decision 0080: the signal drops while a page uploads (the browser still says it is
// online). The answer and its page wait on the device, and the app sends them once the uploads
// go through again: one answer, one set of pages, whatever was tried before.
import { expect, test } from '@playwright/test';
import { answersTo, createProblem, pagesOfAnswer, signIn, signUp } from './support/api';
import { DEMO } from './support/env';
import { handwrittenJpeg } from './support/photos';
import { saveScreenshot } from './support/screenshots';
import { expectToast, logIn, main, uniqueEmail } from './support/ui';

test('a page whose upload drops waits on the device and is sent once when uploads work again', async ({
  page,
}, testInfo) => {
  const tag = `${process.env.E2E_RUN_ID} ${testInfo.project.name}`;
  const title = `Dropped upload ${tag}`;
  const problemId = await createProblem(await signIn(DEMO.instructor), {
    title,
    body: 'Prove that $n^3 - n$ is divisible by $6$.',
    topic: 'Number Theory',
    difficulty: 'Juniors',
    marks: 7,
  });
  const email = uniqueEmail(testInfo, 'dropped-upload');
  await signUp(email, `Dara Dropped ${testInfo.project.name}`, 'contestant');
  const student = await signIn(email);
  await logIn(page, email);
  await page.goto(`/problems/${problemId}`);
  const form = main(page);
  await expect(form.getByRole('heading', { level: 1, name: title })).toBeVisible();

  // Every page upload fails as a dropped connection would, until the signal "returns".
  let uploadsTried = 0;
  const uploads = '**/storage/v1/object/answer-pages/**';
  await page.route(uploads, (route) => {
    uploadsTried += 1;
    return route.abort('internetdisconnected');
  });

  await test.step('sent with two pages while uploads drop: it waits on the device', async () => {
    const photo = (text: string) =>
      handwrittenJpeg(page, text, { width: 900, height: 1200, quality: 0.9 });
    await form.getByTestId('answer-pages-input').setInputFiles([
      { name: 'one.jpg', mimeType: 'image/jpeg', buffer: await photo('n^3 - n = (n-1)n(n+1)') },
      { name: 'two.jpg', mimeType: 'image/jpeg', buffer: await photo('three in a row: 2 and 3') },
    ]);
    const list = form.getByRole('list', { name: 'Pages to send' });
    await expect(list.getByRole('listitem')).toHaveCount(2, { timeout: 60_000 });
    await form.getByRole('button', { name: 'Submit Answer' }).click();
    await expect(form.getByTestId('answers-waiting')).toContainText(
      'Waiting to send: your answer on 2 pages. It is kept on this device',
    );
    await expect(list).toHaveCount(0);
    expect(uploadsTried).toBeGreaterThan(0);
    await saveScreenshot(page, testInfo, 'student', 'pages-wait-dropped-upload');
    expect(await answersTo(student, problemId)).toHaveLength(0);
  });

  await test.step('uploads work again: it is sent once, with both pages', async () => {
    await page.unroute(uploads);
    // The app tries again every 15 s while answers wait and the browser is online.
    await expect(form.getByTestId('answers-waiting')).toHaveCount(0, { timeout: 30_000 });
    await expectToast(
      page,
      'Answer Submitted!',
      'Your waiting answer was sent. It waits for a grader.',
    );
    const answers = await answersTo(student, problemId);
    expect(answers).toHaveLength(1);
    const pages = await pagesOfAnswer(student, answers[0]!.id);
    expect(pages.map((p) => p.position)).toEqual([1, 2]);
  });
});
