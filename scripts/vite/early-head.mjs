// @ts-check
import { fileURLToPath } from 'node:url';
import { build } from 'rolldown';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
/** The head script: src/app/early-head.ts, run on the document's URL. */
const HEAD_INPUT = '\0early-head';

/**
 * Inlines src/app/early-head.ts in index.html's head, built as a small script of its own: the
 * page's first data is asked for while the entry module is still on its way (issue 27, decision
 * 0081). The same modules decide what to ask for in the head and in the entry, so they cannot
 * disagree; the entry adopts what the head started.
 * @returns {import('vite').Plugin}
 */
export function earlyHead() {
  /** @type {Record<string, unknown>} */
  let env = {};
  return {
    name: 'early-head',
    apply: 'build',
    configResolved(config) {
      env = config.env;
    },
    transformIndexHtml: {
      order: 'post',
      handler: async () => [{ tag: 'script', children: await headScript(env), injectTo: 'head' }],
    },
  };
}

/**
 * src/app/early-head.ts and what it imports, as one minified classic script, with
 * `import.meta.env` as the app's own build resolved it (so src/config/env.ts reads the same values).
 * @param {Record<string, unknown>} env the build's `import.meta.env`
 */
export async function headScript(env) {
  // The whole object, so a variable the build left unset reads as undefined, as in the app.
  const define = { 'import.meta.env': JSON.stringify(env) };
  const output = await build({
    input: HEAD_INPUT,
    cwd: ROOT,
    write: false,
    logLevel: 'warn',
    resolve: { alias: { '@': `${ROOT}src` } },
    plugins: [
      {
        name: 'early-head-input',
        resolveId: (id) => (id === HEAD_INPUT ? id : null),
        load: (id) =>
          id === HEAD_INPUT
            ? `import { startHeadRequests } from '@/app/early-head';\nstartHeadRequests(window.location);`
            : null,
      },
    ],
    transform: { define },
    output: { format: 'iife', minify: true },
  });
  const [chunk, ...others] = output.output;
  if (!chunk || chunk.type !== 'chunk' || others.length > 0) {
    throw new Error('early-head: src/app/early-head.ts must build to one script');
  }
  // Inline in HTML: a `</script>` in a string would end the element.
  return chunk.code.replace(/<\/script/gi, '<\\/script').trim();
}
