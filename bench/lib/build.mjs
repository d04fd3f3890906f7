// @ts-check
// A production build of the SPA with Vite's manifest, plus what each chunk is made of (by npm
// package or by source folder) so a budget failure can say what grew.
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import { ANON_KEY, DEV_PORTS } from '../../supabase/local/keys.mjs';

export const ROOT = fileURLToPath(new URL('../..', import.meta.url));

/** `node_modules/@scope/name/...` → `@scope/name`; `src/features/x/...` → `src/features/x`. @param {string} id */
export function originOf(id) {
  const clean = id.replace(/\?.*$/, '').replaceAll('\\', '/');
  const pkg = /.*node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(clean);
  if (pkg?.[1]) return pkg[1];
  const rel = clean.startsWith(ROOT) ? clean.slice(ROOT.length) : clean;
  const parts = rel.split('/');
  return parts[0] === 'src' && parts.length > 2
    ? parts.slice(0, parts.length > 3 ? 3 : 2).join('/')
    : rel;
}

/**
 * @typedef {Record<string, Record<string, number>>} Composition chunk file → origin → rendered bytes
 */

/**
 * The origins that weigh most in the given chunk files, heaviest first.
 * @param {Composition} composition @param {string[]} files @param {number} count
 * @returns {{ origin: string, bytes: number }[]}
 */
export function largestOrigins(composition, files, count) {
  /** @type {Record<string, number>} */
  const sum = {};
  for (const file of files) {
    for (const [origin, bytes] of Object.entries(composition[file] ?? {})) {
      sum[origin] = (sum[origin] ?? 0) + bytes;
    }
  }
  return Object.entries(sum)
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([origin, bytes]) => ({ origin, bytes }));
}

/**
 * Builds into `outDir` with a manifest. VITE_* variables in `env` override the .env files.
 * @param {{ outDir: string, env?: Record<string, string> }} options
 * @returns {Promise<Composition>}
 */
export async function buildApp({ outDir, env = {} }) {
  // A measurement build, never deployed: the local stack's public values stand in for a
  // project's (a production build without them stops, see scripts/production-env.mjs).
  Object.assign(
    process.env,
    {
      VITE_SUPABASE_URL: process.env.VITE_SUPABASE_URL || `http://127.0.0.1:${DEV_PORTS.gateway}`,
      VITE_SUPABASE_ANON_KEY: process.env.VITE_SUPABASE_ANON_KEY || ANON_KEY,
    },
    env,
  );
  /** @type {Composition} */
  const composition = {};
  await build({
    root: ROOT,
    logLevel: 'warn',
    // The budgets replace Vite's chunk size warning.
    build: {
      outDir,
      emptyOutDir: true,
      manifest: true,
      reportCompressedSize: false,
      chunkSizeWarningLimit: 100_000,
      // Build timings are noise in a budget check.
      rolldownOptions: { checks: { bundlerTimings: false } },
    },
    plugins: [
      {
        name: 'bench:composition',
        generateBundle(_options, bundle) {
          for (const output of Object.values(bundle)) {
            if (output.type !== 'chunk') continue;
            /** @type {Record<string, number>} */
            const byOrigin = {};
            for (const [id, info] of Object.entries(output.modules)) {
              const origin = originOf(id);
              byOrigin[origin] = (byOrigin[origin] ?? 0) + info.renderedLength;
            }
            composition[output.fileName] = byOrigin;
          }
        },
      },
    ],
  });
  return composition;
}
