#!/usr/bin/env node
// Deterministic "handwritten page" PNGs for the seeded proof answers (issue 20 point 7): lines of
// pen-like scribble words on ruled paper, grayscale, small. Same input, same bytes.
//
//   node supabase/seed/handwriting.mjs      (rewrites supabase/seed/pages/*.png)
import { writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { crc32, deflateSync } from 'node:zlib';

const WIDTH = 600;
const HEIGHT = 800;

/** mulberry32, as in build-seed.mjs. @param {number} seed */
function random(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** @param {number} seed @returns {Buffer} the page as grayscale pixels */
function drawPage(seed) {
  const next = random(seed);
  const pixels = Buffer.alloc(WIDTH * HEIGHT, 250);
  const ink = (/** @type {number} */ x, /** @type {number} */ y, /** @type {number} */ radius) => {
    for (let dy = -radius; dy <= radius; dy += 1)
      for (let dx = -radius; dx <= radius; dx += 1) {
        const px = Math.round(x + dx);
        const py = Math.round(y + dy);
        if (px < 0 || py < 0 || px >= WIDTH || py >= HEIGHT || dx * dx + dy * dy > radius * radius)
          continue;
        pixels[py * WIDTH + px] = 40;
      }
  };
  // Ruled lines.
  for (let y = 70; y < HEIGHT - 30; y += 44)
    for (let x = 30; x < WIDTH - 30; x += 1) pixels[y * WIDTH + x] = 205;
  // Words: runs of loops along each line, like cursive.
  for (let line = 0; line < 15; line += 1) {
    const base = 62 + line * 44;
    let x = 40 + next() * 20;
    const end = line === 14 ? 300 : WIDTH - 50;
    while (x < end) {
      const letters = 2 + Math.floor(next() * 6);
      for (let l = 0; l < letters && x < end; l += 1) {
        const tall = next() < 0.25 ? 2 : 1;
        const height = (9 + next() * 6) * tall;
        const width = 7 + next() * 5;
        for (let t = 0; t <= 1; t += 0.01) {
          const angle = t * Math.PI * 2;
          ink(
            x + t * width + Math.sin(angle) * 2.5,
            base - (1 - Math.cos(angle)) * height * 0.5,
            1,
          );
        }
        x += width;
      }
      x += 12 + next() * 14;
    }
  }
  return pixels;
}

/** @param {string} type @param {Buffer} data */
function chunk(type, data) {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A grayscale PNG of a handwriting-like page. @param {number} seed */
export function handwritingPng(seed) {
  const pixels = drawPage(seed);
  const rows = Buffer.alloc((WIDTH + 1) * HEIGHT);
  for (let y = 0; y < HEIGHT; y += 1)
    pixels.copy(rows, y * (WIDTH + 1) + 1, y * WIDTH, (y + 1) * WIDTH);
  const header = Buffer.alloc(13);
  header.writeUInt32BE(WIDTH, 0);
  header.writeUInt32BE(HEIGHT, 4);
  header.set([8, 0, 0, 0, 0], 8); // 8-bit grayscale
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

export const SEED_PAGE_FILES = ['page-1.png', 'page-2.png', 'page-3.png'];

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const dir = resolve(dirname(fileURLToPath(import.meta.url)), 'pages');
  SEED_PAGE_FILES.forEach((file, index) => {
    const png = handwritingPng(2026 + index);
    writeFileSync(resolve(dir, file), png);
    console.log(`${file}: ${png.length} bytes`);
  });
}
