// @ts-check
// The installed app's manifest and the precache list for the service worker (issue 27).
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

/** @type {Partial<import('vite-plugin-pwa').ManifestOptions>} */
export const webAppManifest = {
  name: 'Get Into Olympiad',
  short_name: 'Olympiad',
  description: 'Math olympiad problems, contests, discussion and a leaderboard.',
  start_url: '/',
  scope: '/',
  display: 'standalone',
  background_color: '#ffffff',
  theme_color: '#1d4ed8',
  icons: [
    { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
    { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
    { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
  ],
};

/**
 * Keeps in the precache what the first page load fetches anyway (index.html and the scripts and
 * stylesheet it links): everything else is cached when first used. The plugin
 * learns where the build goes; the transform reads the built index.html there.
 */
export function precacheShell() {
  let outDir = 'dist';
  /** @type {import('vite').Plugin} */
  const plugin = {
    name: 'precache-shell',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
  };
  /** @type {import('workbox-build').ManifestTransform} */
  const transform = async (entries) => {
    const html = readFileSync(join(outDir, 'index.html'), 'utf8');
    const linked = new Set([...html.matchAll(/(?:src|href)="\/([^"]+)"/g)].map((m) => m[1]));
    // Icons (the apple-touch-icon is linked, the manifest's are added by the plugin), the
    // favicon and the web app manifest are fetched by the browser when it needs them (a tab, an
    // install, both online): never by the worker on every first visit (issue 27).
    const manifest = entries.filter(
      (entry) =>
        entry.url === 'index.html' || (linked.has(entry.url) && entry.url.startsWith('assets/')),
    );
    return { manifest, warnings: [] };
  };
  return { plugin, transform };
}

/**
 * The manifest link waits in a `<template>` (inert: nothing is fetched) until the app adds it
 * once the first page has painted (src/lib/offline/service-worker.ts): linked from the start,
 * the browser fetched the manifest and its 192 px icon beside the page's first files, two of
 * the six requests HTTP/1.1 runs at once on a slow link (issue 27). The app can be installed
 * either way; a browser reads a manifest link added later.
 * @returns {import('vite').Plugin}
 */
export function manifestAfterPaint() {
  return {
    name: 'manifest-after-paint',
    apply: 'build',
    // After vite-plugin-pwa's own (post) step, which writes the link.
    enforce: 'post',
    transformIndexHtml: {
      order: 'post',
      handler: (html) => {
        const link = /<link rel="manifest"[^>]*>/.exec(html);
        if (!link) throw new Error('manifest-after-paint: the build linked no web app manifest');
        return html.replace(
          link[0],
          `<template id="${MANIFEST_TEMPLATE_ID}">${link[0]}</template>`,
        );
      },
    },
  };
}

/** The `<template>` holding the manifest link (read by src/lib/offline/service-worker.ts). */
export const MANIFEST_TEMPLATE_ID = 'manifest-link';
