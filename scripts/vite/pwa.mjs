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
