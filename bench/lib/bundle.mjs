// @ts-check
// What a production build makes each route load, read from Vite's manifest: the entry chunk
// with its static imports, plus the route's lazy page chunk with its static imports. Sizes are
// gzip (zlib default level, like Vite's own report) of the files on disk.
import { readFile, readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/**
 * @typedef {object} ManifestChunk
 * @property {string} file
 * @property {string} [src]
 * @property {boolean} [isEntry]
 * @property {boolean} [isDynamicEntry]
 * @property {string[]} [imports]
 * @property {string[]} [dynamicImports]
 * @property {string[]} [css]
 * @typedef {Record<string, ManifestChunk>} Manifest
 * @typedef {{ raw: number, gzip: number }} Size
 * @typedef {{ page: string, route: string | null, files: string[], js: Size, css: Size }} RouteLoad
 */

/** @param {string} outDir */
export async function readManifest(outDir) {
  const path = join(outDir, '.vite', 'manifest.json');
  try {
    return /** @type {Manifest} */ (JSON.parse(await readFile(path, 'utf8')));
  } catch (error) {
    throw new Error(`No Vite manifest at ${path}: build with \`vite build --manifest\`.`, {
      cause: error,
    });
  }
}

/**
 * The manifest keys of `keys` and everything they import statically, transitively.
 * @param {Manifest} manifest
 * @param {string[]} keys
 * @returns {string[]}
 */
export function staticClosure(manifest, keys) {
  const seen = new Set();
  const pending = [...keys];
  while (pending.length > 0) {
    const key = /** @type {string} */ (pending.pop());
    if (seen.has(key)) continue;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`The manifest has no chunk ${key}`);
    seen.add(key);
    pending.push(...(chunk.imports ?? []));
  }
  return [...seen];
}

/** @param {Manifest} manifest */
export function entryKey(manifest) {
  const entries = Object.entries(manifest).filter(([, chunk]) => chunk.isEntry);
  if (entries.length !== 1) throw new Error(`Expected one entry chunk, found ${entries.length}`);
  return /** @type {[string, ManifestChunk]} */ (entries[0])[0];
}

/** Lazy page modules: the route-level chunks. @param {Manifest} manifest */
export function pageKeys(manifest) {
  return Object.keys(manifest)
    .filter((key) => manifest[key]?.isDynamicEntry && key.startsWith('src/pages/'))
    .sort();
}

/** @param {Buffer} bytes @returns {Size} */
export function sizeOf(bytes) {
  return { raw: bytes.length, gzip: gzipSync(bytes).length };
}

/** @param {Size[]} sizes @returns {Size} */
function total(sizes) {
  return sizes.reduce((sum, s) => ({ raw: sum.raw + s.raw, gzip: sum.gzip + s.gzip }), {
    raw: 0,
    gzip: 0,
  });
}

/**
 * @param {string} outDir a build made with `manifest: true`
 * @param {{ routes?: Map<string, string>, groups?: Record<string, string[]> }} [options] groups:
 *   named sets of modules loaded together (with the entry), e.g. what a first visit loads
 */
export async function measureBuild(outDir, { routes = new Map(), groups = {} } = {}) {
  const manifest = await readManifest(outDir);
  /** @type {Map<string, Size>} */
  const sizes = new Map();
  const assets = await readdir(join(outDir, 'assets'));
  for (const name of assets) {
    sizes.set(`assets/${name}`, sizeOf(await readFile(join(outDir, 'assets', name))));
  }
  /** @param {string} file */
  const size = (file) => {
    const found = sizes.get(file);
    if (!found) throw new Error(`${file} is in the manifest but not in ${outDir}`);
    return found;
  };

  const entry = entryKey(manifest);
  /** @param {string[]} keys @param {string} page @returns {RouteLoad} */
  const load = (keys, page) => {
    const chunks = staticClosure(manifest, keys).map(
      (key) => /** @type {ManifestChunk} */ (manifest[key]),
    );
    const files = [...new Set(chunks.map((chunk) => chunk.file))].sort();
    const cssFiles = [...new Set(chunks.flatMap((chunk) => chunk.css ?? []))].sort();
    return {
      page,
      route: routes.get(page) ?? null,
      files,
      js: total(files.map(size)),
      css: total(cssFiles.map(size)),
    };
  };

  const jsFiles = assets.filter((name) => name.endsWith('.js')).map((name) => `assets/${name}`);
  const cssFiles = assets.filter((name) => name.endsWith('.css')).map((name) => `assets/${name}`);
  const fontFiles = assets
    .filter((name) => /\.(woff2?|ttf|otf|eot)$/.test(name))
    .map((name) => `assets/${name}`);
  return {
    entry: load([entry], entry),
    pages: pageKeys(manifest).map((page) => load([entry, page], page)),
    groups: Object.fromEntries(
      Object.entries(groups).map(([name, keys]) => [name, load([entry, ...keys], name)]),
    ),
    allJs: { files: jsFiles.length, ...total(jsFiles.map(size)) },
    css: { files: cssFiles.length, ...total(cssFiles.map(size)) },
    fonts: { files: fontFiles.length, ...total(fontFiles.map(size)) },
    chunks: [...sizes.entries()]
      .filter(([file]) => file.endsWith('.js'))
      .map(([file, s]) => ({ file, ...s }))
      .sort((a, b) => b.gzip - a.gzip),
  };
}

/** @typedef {Awaited<ReturnType<typeof measureBuild>>} BuildMeasure */
