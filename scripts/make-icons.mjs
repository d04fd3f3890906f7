// @ts-check
// Draws the installed app's icons (public/icons/*.png) from the favicon's design with the system
// Chromium: `node scripts/make-icons.mjs`. The PNGs are committed; run it again only when the
// design changes. A maskable icon keeps its mark inside the central 80% safe zone.
import { writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const OUT = fileURLToPath(new URL('../public/icons/', import.meta.url));

/** @param {number} size @param {boolean} maskable */
function svg(size, maskable) {
  const radius = maskable ? 0 : size * 0.1875;
  const font = maskable ? size * 0.45 : size * 0.5625;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">
<rect width="${size}" height="${size}" rx="${radius}" fill="#1d4ed8"/>
<text x="${size / 2}" y="${size / 2 + font * 0.35}" font-family="Georgia,serif" font-size="${font}" text-anchor="middle" fill="#fff">&#8721;</text></svg>`;
}

const ICONS = [
  { name: 'icon-192.png', size: 192, maskable: false },
  { name: 'icon-512.png', size: 512, maskable: false },
  { name: 'maskable-512.png', size: 512, maskable: true },
  { name: 'apple-touch-icon-180.png', size: 180, maskable: true },
];

const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu'],
});
try {
  const page = await browser.newPage();
  for (const icon of ICONS) {
    await page.setViewportSize({ width: icon.size, height: icon.size });
    await page.setContent(
      `<html><body style="margin:0;background:transparent">${svg(icon.size, icon.maskable)}</body></html>`,
    );
    const png = await page.screenshot({ omitBackground: true, type: 'png' });
    await writeFile(OUT + icon.name, png);
    console.log(`${icon.name}: ${png.length} bytes`);
  }
} finally {
  await browser.close();
}
