// @ts-check
// Brotli for the built app (issue 27, decision 0078). Static hosts (Netlify, Vercel, Cloudflare
// Pages) answer browsers that accept it with brotli; `vite preview`, which the bench and the e2e
// suite serve the build with, only gzips. The build writes a `.br` beside each text file and the
// preview serves it to a browser that sends `Accept-Encoding: br`, as those hosts do.
// `PREVIEW_BROTLI=0` turns the preview's part off (the bench's gzip figure).
import { createReadStream, existsSync, statSync } from 'node:fs';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { extname, join, resolve } from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';

const TEXT = /\.(?:js|mjs|css|html|svg|json|webmanifest|txt)$/;
const TYPES = {
  '.js': 'text/javascript',
  '.mjs': 'text/javascript',
  '.css': 'text/css',
  '.html': 'text/html',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.txt': 'text/plain',
};
/** Below this a compressed answer is not worth it (the same threshold as the preview's gzip). */
const THRESHOLD = 1024;

/** @param {string} dir @returns {Promise<string[]>} */
async function filesUnder(dir) {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));
}

/** Writes `file.br` for each text file of `dir` of at least THRESHOLD bytes. @param {string} dir */
export async function precompress(dir) {
  for (const file of await filesUnder(dir)) {
    if (!TEXT.test(file)) continue;
    const body = await readFile(file);
    if (body.length < THRESHOLD) continue;
    const compressed = brotliCompressSync(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    });
    await writeFile(`${file}.br`, compressed);
  }
}

/**
 * @param {string} root the built app's folder
 * @param {string} pathname the request's path
 * @param {string} accept the request's Accept header
 * @returns {string | null} the file that answers, or null
 */
function fileFor(root, pathname, accept) {
  const path = resolve(root, `.${decodeURIComponent(pathname)}`);
  if (!path.startsWith(root)) return null;
  if (existsSync(path) && statSync(path).isFile()) return path;
  // A page of the app (no file): the preview answers with index.html, as a host's SPA rule does.
  if (!extname(pathname) && accept.includes('text/html')) return join(root, 'index.html');
  return null;
}

/** @returns {import('vite').Plugin} */
export function brotli() {
  let outDir = 'dist';
  return {
    name: 'brotli',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    closeBundle: {
      // After the service worker and its manifest have been written.
      order: 'post',
      sequential: true,
      async handler() {
        if (existsSync(outDir)) await precompress(outDir);
      },
    },
    configurePreviewServer(server) {
      if (process.env.PREVIEW_BROTLI === '0') return;
      const root = resolve(server.config.root, server.config.build.outDir);
      server.middlewares.use((req, res, next) => {
        if (req.method !== 'GET' || !/\bbr\b/.test(String(req.headers['accept-encoding']))) {
          next();
          return;
        }
        const pathname = new URL(req.url ?? '/', 'http://preview').pathname;
        const file = fileFor(root, pathname, String(req.headers.accept ?? ''));
        // A file changed after its `.br` was written (a test deploying a new sw.js) is served
        // as it is now, by the preview's own gzip.
        if (
          !file ||
          !existsSync(`${file}.br`) ||
          statSync(file).mtimeMs > statSync(`${file}.br`).mtimeMs
        ) {
          next();
          return;
        }
        const stats = statSync(`${file}.br`);
        const etag = `W/"br-${stats.size}-${stats.mtimeMs}"`;
        res.setHeader('Vary', 'Accept-Encoding');
        res.setHeader('Cache-Control', 'no-cache');
        res.setHeader('ETag', etag);
        if (req.headers['if-none-match'] === etag) {
          res.statusCode = 304;
          res.end();
          return;
        }
        res.setHeader(
          'Content-Type',
          /** @type {Record<string, string>} */ (TYPES)[extname(file)] ??
            'application/octet-stream',
        );
        res.setHeader('Content-Encoding', 'br');
        res.setHeader('Content-Length', stats.size);
        createReadStream(`${file}.br`).pipe(res);
      });
    },
  };
}
