// @ts-check
// Issue 20 point 6: three 4 MB phone photos attached to a proof answer on a throttled mobile
// profile (1.6 Mbps down, 750 kbps up, 150 ms latency, Chromium's network emulation), from
// picking the files to "Answer Submitted!": compression in the page, uploads and the submission.
// Target: 30 s or less in total. Reports the bytes sent and received.
import { chromium } from 'playwright-core';
import pg from 'pg';

const PROFILE = { latency: 150, downloadThroughput: 1_600_000 / 8, uploadThroughput: 750_000 / 8 };
const TARGET_SECONDS = 30;
const PHOTO_BYTES = 4 * 1024 * 1024;
const FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/**
 * A phone-like photo of about `PHOTO_BYTES`: 4000 x 3000 px of paper, writing and sensor noise,
 * encoded by the browser at the quality that reaches the size.
 * @param {import('playwright-core').Page} page
 * @param {number} seed
 */
async function photo(page, seed) {
  const dataUrl = await page.evaluate(
    async ({ seed: s, target }) => {
      // Runs in the page: its globals, untyped here.
      const canvas = /** @type {any} */ (globalThis).document.createElement('canvas');
      canvas.width = 4000;
      canvas.height = 3000;
      const context = canvas.getContext('2d');
      const image = context.createImageData(4000, 3000);
      let state = s;
      for (let i = 0; i < image.data.length; i += 4) {
        state = (state * 1103515245 + 12345) >>> 0;
        const noise = (state >>> 24) % 80;
        image.data[i] = 170 + noise;
        image.data[i + 1] = 160 + noise;
        image.data[i + 2] = 140 + noise;
        image.data[i + 3] = 255;
      }
      context.putImageData(image, 0, 0);
      context.fillStyle = '#1d2a6b';
      context.font = 'italic 110px serif';
      for (let row = 0; row < 11; row += 1)
        context.fillText(`Line ${row + 1}: since a + b >= 2 sqrt(ab) ...`, 120, 260 + row * 250);
      let quality = 0.95;
      let url = canvas.toDataURL('image/jpeg', quality);
      while (url.length * 0.75 > target * 1.05 && quality > 0.5) {
        quality -= 0.05;
        url = canvas.toDataURL('image/jpeg', quality);
      }
      return url;
    },
    { seed, target: PHOTO_BYTES },
  );
  return Buffer.from(dataUrl.split(',')[1] ?? '', 'base64');
}

/**
 * The bytes of the pages the answer just sent carries, as Storage measured them.
 * @param {string} dbUrl
 * @param {string} email
 */
async function bytesOfLatestPages(dbUrl, email) {
  const client = new pg.Client({ connectionString: dbUrl });
  await client.connect();
  try {
    const { rows } = await client.query(
      `select coalesce(sum(ap.byte_size), 0)::int as bytes, count(*)::int as pages
         from public.answer_pages ap
        where ap.answer_id = (select a.id from public.answers a join public.profiles p on p.id = a.user_id
                               where p.email = $1 order by a.submitted_at desc limit 1)`,
      [email],
    );
    return /** @type {{ bytes: number, pages: number }} */ (rows[0]);
  } finally {
    await client.end();
  }
}

/**
 * @param {{ baseUrl: string, problemPath: string, dbUrl: string, email: string,
 *   session: { storageKey: string, value: unknown }, log: (line: string) => void }} options
 */
export async function measureThrottledUpload({ baseUrl, problemPath, dbUrl, email, session, log }) {
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: FLAGS });
  try {
    const context = await browser.newContext({
      viewport: { width: 375, height: 812 },
      isMobile: true,
      hasTouch: true,
    });
    await context.addInitScript(
      ({ key, value }) =>
        /** @type {any} */ (globalThis).localStorage.setItem(key, JSON.stringify(value)),
      { key: session.storageKey, value: session.value },
    );
    const page = await context.newPage();
    const photos = [await photo(page, 1), await photo(page, 2), await photo(page, 3)];
    await page.goto(`${baseUrl}${problemPath}`);
    const input = page.getByTestId('answer-pages-input');
    await input.waitFor({ state: 'attached', timeout: 60_000 });

    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', { offline: false, ...PROFILE });
    let sent = 0;
    let received = 0;
    cdp.on('Network.requestWillBeSent', (event) => {
      sent += Number(event.request.postData?.length ?? 0);
    });
    cdp.on('Network.loadingFinished', (event) => (received += event.encodedDataLength));

    const started = Date.now();
    await input.setInputFiles(
      photos.map((buffer, i) => ({ name: `IMG_000${i + 1}.jpg`, mimeType: 'image/jpeg', buffer })),
    );
    await page
      .getByRole('list', { name: 'Pages to send' })
      .getByRole('listitem')
      .nth(2)
      .waitFor({ timeout: 120_000 });
    const compressedAt = Date.now();
    await page.getByRole('button', { name: 'Submit Answer' }).click();
    await page.getByText('Answer Submitted!').first().waitFor({ timeout: 180_000 });
    const done = Date.now();
    const stored = await bytesOfLatestPages(dbUrl, email);
    if (stored.pages !== 3) throw new Error(`upload: the answer has ${stored.pages} pages, not 3`);
    const pagesBytes = stored.bytes;
    const result = {
      measuredAt: new Date().toISOString(),
      profile: { downKbps: 1600, upKbps: 750, latencyMs: 150 },
      photoBytes: photos.map((p) => p.length),
      compressSeconds: (compressedAt - started) / 1000,
      uploadSeconds: (done - compressedAt) / 1000,
      totalSeconds: (done - started) / 1000,
      pageBytesSent: pagesBytes,
      bytesSent: sent + pagesBytes,
      bytesReceived: received,
      targetSeconds: TARGET_SECONDS,
      met: (done - started) / 1000 <= TARGET_SECONDS,
    };
    log(
      `upload: ${result.totalSeconds.toFixed(1)} s (compress ${result.compressSeconds.toFixed(1)} s, ` +
        `send ${result.uploadSeconds.toFixed(1)} s), ${pagesBytes} page bytes sent of ` +
        `${photos.reduce((a, b) => a + b.length, 0)} picked`,
    );
    return result;
  } finally {
    await browser.close();
  }
}

/** @param {any} upload */
export function uploadSection(upload) {
  const kb = (/** @type {number} */ n) => `${Math.round(n / 1024).toLocaleString('en-US')} KB`;
  return [
    '### Proof pages on a throttled phone (issue 20)',
    '',
    `Three photos of ${upload.photoBytes.map(kb).join(', ')} attached at 375 px, ${upload.profile.downKbps} kbps down, ` +
      `${upload.profile.upKbps} kbps up, ${upload.profile.latencyMs} ms latency: compressed in ` +
      `${upload.compressSeconds.toFixed(1)} s, uploaded and submitted in ${upload.uploadSeconds.toFixed(1)} s, ` +
      `**${upload.totalSeconds.toFixed(1)} s** in total (target ${upload.targetSeconds} s: **${upload.met ? 'met' : 'missed'}**). ` +
      `Page bytes sent: ${kb(upload.pageBytesSent)}; bytes received: ${kb(upload.bytesReceived)}.`,
  ].join('\n');
}
