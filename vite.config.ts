import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { loadEnv } from 'vite';
import { defineConfig } from 'vitest/config';
import { productionEnvProblem } from './scripts/production-env.mjs';
import { scriptsAfterFrame } from './scripts/vite/scripts-after-frame.mjs';

const src = fileURLToPath(new URL('./src', import.meta.url));

export default defineConfig(({ command, mode }) => {
  if (command === 'build' && mode === 'production') {
    const problem = productionEnvProblem(loadEnv(mode, process.cwd(), 'VITE_'));
    if (problem) throw new Error(problem);
  }
  return {
    plugins: [react(), scriptsAfterFrame()],
    build: {
      rollupOptions: {
        // date-fns as one chunk, not four small ones: a page's chunks are fetched in rounds of six
        // over HTTP/1.1, and the contest page's first content came a round later (decision 0031).
        output: {
          codeSplitting: {
            groups: [{ name: 'date', test: /node_modules[\\/]date-fns[\\/](?!locale[\\/])/ }],
          },
        },
      },
    },
    resolve: { alias: { '@': src } },
    // DEV_WEB_PORT moves the dev server (e.g. beside another checkout's); 5173 by default.
    server: { host: '127.0.0.1', port: Number(process.env.DEV_WEB_PORT) || 5173, strictPort: true },
    preview: { host: '127.0.0.1', port: 4173, strictPort: true },
    test: {
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
