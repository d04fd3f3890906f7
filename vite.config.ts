import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { loadEnv } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { defineConfig } from 'vitest/config';
import { productionEnvProblem } from './scripts/production-env.mjs';
import { brotli } from './scripts/vite/brotli.mjs';
import { chunkGroups } from './scripts/vite/chunk-groups.mjs';
import { earlyHead } from './scripts/vite/early-head.mjs';
import { inlineFavicon } from './scripts/vite/inline-favicon.mjs';
import { katexWoff2Only } from './scripts/vite/katex-woff2-only.mjs';
import { routePreloads } from './scripts/vite/route-preloads.mjs';
import { scriptsAfterFrame } from './scripts/vite/scripts-after-frame.mjs';
import { manifestAfterPaint, precacheShell, webAppManifest } from './scripts/vite/pwa.mjs';

const src = fileURLToPath(new URL('./src', import.meta.url));

export default defineConfig(({ command, mode }) => {
  if (command === 'build' && mode === 'production') {
    const problem = productionEnvProblem(loadEnv(mode, process.cwd(), 'VITE_'));
    if (problem) throw new Error(problem);
  }
  const shell = precacheShell();
  return {
    plugins: [
      shell.plugin,
      react(),
      scriptsAfterFrame(),
      // The page's first data and files, asked for from the document's head (decision 0081).
      earlyHead(),
      routePreloads({
        // Where people arrive from a link, a search or the home screen: the public pages and the
        // signed-in start page. Other pages are reached inside the app, their files on the way.
        routes: [
          '/',
          '/login',
          '/signup',
          '/leaderboard',
          '/problems',
          '/problems/:id',
          '/contests',
          '/contests/:id',
          '/notes',
          '/notes/:id',
          '/u/:id',
          '/team',
          '/about',
          '/dashboard',
        ],
      }),
      katexWoff2Only(),
      // The service worker and the manifest (issue 27, decision 0069): production builds only;
      // `npm run dev` and the unit tests run without one.
      VitePWA({
        strategies: 'injectManifest',
        srcDir: 'src/app',
        filename: 'sw.ts',
        registerType: 'prompt',
        injectRegister: false,
        manifest: webAppManifest,
        // The browser fetches the icons when the app is installed; the worker never does.
        includeManifestIcons: false,
        devOptions: { enabled: false },
        injectManifest: {
          // The precache is the first route's shell only; every other chunk and font is kept
          // when first used (src/app/sw.ts), so a first visit does not download the whole app.
          globPatterns: ['**/*.{html,js,css,svg,png,woff2,webmanifest}'],
          manifestTransforms: [shell.transform],
        },
      }),
      manifestAfterPaint(),
      inlineFavicon(),
      // A `.br` beside each text file, served by `vite preview` as hosts serve brotli (0078).
      brotli(),
    ],
    build: {
      rollupOptions: {
        // Files by what a page's first screen needs together (decision 0075).
        output: { codeSplitting: { groups: chunkGroups } },
      },
    },
    resolve: { alias: { '@': src } },
    // DEV_WEB_PORT moves the dev server (e.g. beside another checkout's); 5173 by default.
    server: { host: '127.0.0.1', port: Number(process.env.DEV_WEB_PORT) || 5173, strictPort: true },
    // No CORS on the preview: its `Vary: Origin` (module scripts send an Origin, the service
    // worker's fetches do not) made every file the worker keeps a second request; static hosts
    // serve the app's own origin without it (issue 27, decision 0078).
    preview: { host: '127.0.0.1', port: 4173, strictPort: true, cors: false },
    test: {
      // Vitest's default is one worker fewer than the cores: one at a time on this 2-core machine,
      // where two halve the unit and integration runs (CI time).
      maxWorkers: Math.max(2, availableParallelism() - 1),
      projects: [
        {
          extends: true,
          test: {
            name: 'unit',
            environment: 'jsdom',
            include: ['tests/unit/**/*.test.{ts,tsx}'],
            setupFiles: ['tests/unit/setup.ts'],
            // The first test of a file pays for jsdom and lazy chunks; on a loaded 2-core
            // machine that alone came near the 5 s default.
            testTimeout: 15_000,
          },
        },
        {
          extends: true,
          test: {
            name: 'integration',
            environment: 'node',
            include: ['tests/integration/**/*.test.ts'],
            globalSetup: ['tests/integration/global-setup.ts'],
            testTimeout: 30_000,
            hookTimeout: 120_000,
          },
        },
      ],
    },
  };
});
