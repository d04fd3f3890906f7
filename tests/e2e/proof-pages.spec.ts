// Issue 20: at 375 px a student attaches two photos and a PDF page to a proof and sends; a
// grader at 1280 px places three notes on the pages and gives 5/7; the student sees the notes on
// the page (problem page and /submissions, at 375 and 1280 px).
import { expect, test, type Browser, type Page } from '@playwright/test';
import { createProblem, mailbox, signIn, signUp } from './support/api';
import { DEMO } from './support/env';
import { tinyPdf } from './support/pdf';
import { handwrittenJpeg } from './support/photos';
import { saveScreenshot } from './support/screenshots';
import { expectToast, logIn, main, uniqueEmail } from './support/ui';

const PHONE = { width: 375, height: 812 };
const DESKTOP = { width: 1280, height: 800 };

async function pageAt(browser: Browser, viewport: { width: number; height: number }) {
  const { baseURL } = test.info().project.use;
  const phone = viewport.width < 640;
  const context = await browser.newContext({
    baseURL,
    viewport,
    isMobile: phone,
    hasTouch: phone,
  });
  return await context.newPage();
}

/**
 * A "phone photo" of handwriting, drawn by the browser, as a large JPEG carrying an EXIF block
 * with a GPS position (which must not survive the upload).
 */
async function photoOf(page: Page, text: string): Promise<Buffer> {
  const jpeg = await handwrittenJpeg(page, text, { width: 3000, height: 4000, quality: 0.95 });
  // APP1 "Exif" with a GPS marker, right after the JPEG's start-of-image.
  const payload = Buffer.concat([
    Buffer.from('Exif\0\0', 'latin1'),
    Buffer.from('MM\0*GPSLatitude-33.9249', 'latin1'),
  ]);
  const header = Buffer.from([0xff, 0xe1, (payload.length + 2) >> 8, (payload.length + 2) & 0xff]);
  return Buffer.concat([jpeg.subarray(0, 2), header, payload, jpeg.subarray(2)]);
}

test('pages on paper: sent from a phone, marked by a grader, seen by the student', async ({
  browser,
}, testInfo) => {
  test.setTimeout(180_000);
  const tag = `${process.env.E2E_RUN_ID} ${testInfo.project.name}`;
  const title = `Triangle inequality on paper ${tag}`;
  const email = uniqueEmail(testInfo, 'paper-student');
  await signUp(email, `Paula Paper ${testInfo.project.name}`, 'contestant');
  const problemId = await createProblem(await signIn(DEMO.instructor), {
    title,
    body: 'Prove that $|a+b| \\le |a| + |b|$ for all real $a, b$.',
    topic: 'Algebra',
    difficulty: 'Seniors',
    marks: 7,
  });

  const phone = await pageAt(browser, PHONE);
  const photos = [await photoOf(phone, 'Case a,b >= 0'), await photoOf(phone, 'Case a < 0 <= b')];
  expect(photos[0]!.length).toBeGreaterThan(400_000);

  await test.step('at 375 px the student attaches two photos and a PDF and sends', async () => {
    await logIn(phone, email);
    await phone.goto(`/problems/${problemId}`);
    const form = main(phone);
    const input = form.getByTestId('answer-pages-input');
    await input.setInputFiles([
      { name: 'page-1.jpg', mimeType: 'image/jpeg', buffer: photos[0]! },
      { name: 'page-2.jpg', mimeType: 'image/jpeg', buffer: photos[1]! },
      { name: 'end.pdf', mimeType: 'application/pdf', buffer: tinyPdf('Hence |a+b| <= |a|+|b|.') },
    ]);
    const list = form.getByRole('list', { name: 'Pages to send' });
    await expect(list.getByRole('listitem')).toHaveCount(3, { timeout: 60_000 });
    await expect(list.getByText('end.pdf, page 1')).toBeVisible();
    // Reorder: the PDF page goes first, then back last.
    await form.getByRole('button', { name: 'Move page 3 earlier' }).click();
    await expect(list.getByRole('listitem').nth(1)).toContainText('end.pdf');
    await form.getByRole('button', { name: 'Move page 2 later' }).click();
    await expect(list.getByRole('listitem').nth(2)).toContainText('end.pdf');
    await saveScreenshot(phone, testInfo, 'student', 'proof-pages-before-send-375');
    await form
      .locator('form')
      .filter({ has: phone.getByRole('button', { name: 'Submit Answer' }) })
      .getByRole('textbox')
      .fill('Two cases, on the pages.');
    await form.getByRole('button', { name: 'Submit Answer' }).click();
    // A proof waits for a grader: its verdict is inline, never a toast (issue 29, point 15).
    await expect(main(phone).getByTestId('answer-verdict')).toBeVisible();
    await expect(list).toHaveCount(0);
  });

  const uploaded: { bytes: number; exif: boolean }[] = [];
  const grader = await pageAt(browser, DESKTOP);
  await test.step('at 1280 px a grader places three notes and gives 5/7', async () => {
    await logIn(grader, DEMO.instructor);
    await grader.goto(`/grading?problem=${problemId}`);
    const body = main(grader);
    const viewer = body.getByRole('region', { name: /Answer pages/ });
    await expect(viewer.getByText('Page 1 of 3')).toBeVisible();
    const image = viewer.getByRole('img', { name: 'Page 1 of the answer' });
    await expect(image).toBeVisible();
    // What reached storage: small, and without the EXIF block.
    for (const src of [await image.getAttribute('src')]) {
      const bytes = Buffer.from(await (await fetch(src ?? '')).arrayBuffer());
      uploaded.push({ bytes: bytes.length, exif: bytes.includes(Buffer.from('Exif')) });
    }
    expect(uploaded[0]!.exif).toBe(false);
    expect(uploaded[0]!.bytes).toBeLessThan(1_000_000);

    const notes = [
      { at: { x: 0.2, y: 0.1 }, text: 'Good: the case $a, b \\ge 0$', marks: '3' },
      { at: { x: 0.6, y: 0.5 }, text: '+2 uses $|a| = -a$', marks: '2' },
    ];
    for (const [n, note] of notes.entries()) {
      const box = (await image.boundingBox())!;
      await image.click({ position: { x: box.width * note.at.x, y: box.height * note.at.y } });
      await body.getByLabel(`Note ${n + 1} (LaTeX allowed)`).fill(note.text);
      await body.getByLabel(`Marks for note ${n + 1}`).fill(note.marks);
    }
    // The third note goes on the last page, reached by keyboard.
    await viewer.focus();
    await grader.keyboard.press('ArrowRight');
    await grader.keyboard.press('ArrowRight');
    await expect(viewer.getByText('Page 3 of 3')).toBeVisible();
    const last = viewer.getByRole('img', { name: 'Page 3 of the answer' });
    const box = (await last.boundingBox())!;
    await last.click({ position: { x: box.width * 0.5, y: box.height * 0.5 } });
    await body.getByLabel('Note 3 (LaTeX allowed)').fill('Missing: the case $a, b < 0$');
    await expect(viewer.getByTestId('note-marker')).toHaveCount(1);
    await expect(body.getByTestId('notes-sum')).toHaveText('5');
    await body.getByRole('button', { name: 'Sum of notes (5)' }).click();
    await body.getByLabel(/Feedback for the student/).fill('Complete the last case.');
    await saveScreenshot(grader, testInfo, 'grader', 'proof-pages-notes-1280');
    await body.getByRole('button', { name: 'Save and next' }).click();
    await expectToast(grader, 'Grade saved');
  });

  for (const [size, page] of [
    ['375', phone],
    ['1280', await pageAt(browser, DESKTOP)],
  ] as const) {
    await test.step(`at ${size} px the student sees the notes on the page`, async () => {
      if (size === '1280') await logIn(page, email);
      await page.goto(`/problems/${problemId}`);
      const attempts = main(page).getByRole('region', { name: 'Your earlier attempts' });
      await expect(attempts.getByText('5 / 7')).toBeVisible();
      const viewer = attempts.getByRole('region', { name: 'Your pages' });
      await expect(viewer.getByRole('img', { name: 'Page 1 of the answer' })).toBeVisible();
      await expect(viewer.getByTestId('note-marker')).toHaveCount(2);
      const notes = attempts.getByRole('list', { name: 'Notes on your pages' });
      await expect(notes.getByRole('listitem')).toHaveCount(3);
      await expect(notes.getByText('+3')).toBeVisible();
      // The note stays on its spot at any width: 20% across, 10% down the page.
      const marker = viewer.getByTestId('note-marker').first();
      const image = await viewer.getByRole('img', { name: 'Page 1 of the answer' }).boundingBox();
      const spot = await marker.boundingBox();
      expect(Math.abs(spot!.x + spot!.width / 2 - (image!.x + image!.width * 0.2))).toBeLessThan(4);
      await saveScreenshot(page, testInfo, 'student', `proof-pages-notes-problem-${size}`);

      await page.goto('/submissions');
      const row = main(page)
        .locator(size === '375' ? 'li' : 'tr')
        .filter({ hasText: title });
      await row.getByText('Your 3 pages with the grader’s notes').click();
      await expect(
        row.getByRole('region', { name: 'Your pages' }).getByTestId('note-marker'),
      ).toHaveCount(2);
      await saveScreenshot(page, testInfo, 'student', `proof-pages-submissions-${size}`);

      if (size === '375') {
        // The notice: in the bell, on /notices, and as a mail in the local mailbox.
        await expect(page.getByRole('link', { name: 'Notices, 1 unread' })).toBeVisible();
        await page.getByRole('link', { name: 'Notices, 1 unread' }).click();
        const notice = main(page).getByRole('list', { name: 'Your notices' }).getByRole('listitem');
        await expect(notice).toHaveCount(1);
        await expect(notice).toContainText(`Your answer to "${title}" got 5/7.`);
        await saveScreenshot(page, testInfo, 'student', 'notices-375');
        await notice.getByRole('button', { name: 'Mark as read' }).click();
        await expect(page.getByRole('link', { name: 'Notices', exact: true })).toBeVisible();
        await expect.poll(async () => (await mailbox(email)).length).toBe(1);
        const [mail] = await mailbox(email);
        expect(mail?.subject).toBe('Your answer was graded');
        expect(mail?.text).toContain('got 5/7');
        expect(mail?.text).not.toContain('Complete the last case');
        expect(mail?.text).toMatch(/Stop these e-mails with one click: \S+\/notices\/stop\?token=/);
      }
    });
  }
  testInfo.annotations.push({ type: 'page bytes', description: JSON.stringify(uploaded) });
});
