// @ts-check
// A Storage-compatible subset (/storage/v1) in the Storage API's wire format: upload, download
// (authenticated, public, signed), remove, sign and list. Object rows live in storage.objects and
// every query on them runs as the caller's role with its claims, so the migrations' RLS decides.
// File bytes live on disk under the data directory.
import { createReadStream } from 'node:fs';
import { copyFile, mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { createHash, randomUUID } from 'node:crypto';
import { dirname, resolve, sep } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { inTransactionAs } from './db.mjs';
import { bearerToken, failureStatus, HttpError, readBody, readJson, sendJson } from './http.mjs';
import { API_ROLES, signJwt, verifyJwt } from './jwt.mjs';

/** The largest upload any bucket takes (hosted's default global limit). */
const GLOBAL_FILE_SIZE_LIMIT = 50 * 1024 * 1024;
/** Room for the multipart envelope around the file. */
const MULTIPART_OVERHEAD = 64 * 1024;

/**
 * The Storage API's error: `statusCode` in the body is the meaningful code; the HTTP status is
 * 400 for every client error, as hosted Storage sends it (500 stays 500).
 */
class StorageError extends HttpError {
  /**
   * @param {number} statusCode
   * @param {string} code
   * @param {string} error
   * @param {string} message
   */
  constructor(statusCode, code, error, message) {
    super(statusCode >= 500 ? statusCode : 400, {
      statusCode: String(statusCode),
      code,
      error,
      message,
    });
  }
}

const errors = {
  bucketNotFound: () =>
    new StorageError(404, 'NoSuchBucket', 'Bucket not found', 'Bucket not found'),
  objectNotFound: () => new StorageError(404, 'NoSuchKey', 'not_found', 'Object not found'),
  tooLarge: () =>
    new StorageError(
      413,
      'EntityTooLarge',
      'Payload too large',
      'The object exceeded the maximum allowed size',
    ),
  mimeType: (/** @type {string} */ type) =>
    new StorageError(
      415,
      'InvalidMimeType',
      'invalid_mime_type',
      `mime type ${type} is not supported`,
    ),
  rls: () =>
    new StorageError(
      403,
      'AccessDenied',
      'Unauthorized',
      'new row violates row-level security policy',
    ),
  duplicate: () => new StorageError(409, 'Duplicate', 'Duplicate', 'The resource already exists'),
  invalidJwt: (/** @type {string} */ message) =>
    new StorageError(400, 'InvalidJWT', 'InvalidJWT', message),
  invalidKey: (/** @type {string} */ key) =>
    new StorageError(400, 'InvalidKey', 'InvalidKey', `Invalid key: ${key}`),
  badRequest: (/** @type {string} */ message) =>
    new StorageError(400, 'InvalidRequest', 'Bad Request', message),
  notFound: () => new StorageError(404, 'not_found', 'Not Found', 'Route not found'),
};

/**
 * @typedef {object} StorageContext
 * @property {import('pg').Pool} pool superuser pool
 * @property {string} filesDir where object bytes are kept, one folder per bucket
 * @property {(line: string) => void} log
 */

/**
 * @typedef {object} Caller
 * @property {string} role anon | authenticated | service_role
 * @property {Record<string, any>} claims
 */

/**
 * The caller's role and claims, from the bearer token or else the apikey.
 * @param {import('node:http').IncomingMessage} req
 * @returns {Promise<Caller>}
 */
async function caller(req) {
  const apikey = req.headers.apikey;
  const token = bearerToken(req) ?? (typeof apikey === 'string' ? apikey : null);
  if (!token) return { role: 'anon', claims: { role: 'anon' } };
  try {
    const claims = await verifyJwt(token);
    const role = typeof claims.role === 'string' ? claims.role : 'anon';
    if (!API_ROLES.has(role)) throw new Error(`role "${role}" is not allowed`);
    return { role, claims };
  } catch (error) {
    throw errors.invalidJwt(/** @type {Error} */ (error).message);
  }
}

/**
 * Runs `work` as the caller, translating database refusals into Storage errors.
 * @template T
 * @param {StorageContext} ctx
 * @param {Caller} who
 * @param {(client: import('pg').PoolClient) => Promise<T>} work
 */
async function asCaller(ctx, who, work) {
  try {
    return await inTransactionAs(ctx.pool, who.role, who.claims, work);
  } catch (error) {
    const e = /** @type {{ code?: string, message?: string }} */ (error);
    if (e.code === '42501') throw errors.rls();
    if (e.code === '23505') throw errors.duplicate();
    throw error;
  }
}

/** @param {StorageContext} ctx @param {string} bucketId */
async function findBucket(ctx, bucketId) {
  const { rows } = await ctx.pool.query('select * from storage.buckets where id = $1', [bucketId]);
  if (!rows[0]) throw errors.bucketNotFound();
  return rows[0];
}

/**
 * Hosted Storage's object key rule (supabase/storage src/storage/limits.ts): S3-safe ASCII
 * characters only. On top of it, as hosted's file backend and S3 do: no `.`/`..` or empty
 * segments, no leading slash, at most 255 bytes a segment and 1024 bytes in all.
 */
const VALID_OBJECT_KEY = /^[A-Za-z0-9_/!.*'() &$=@;:+,?-]*$/;
const MAX_KEY_BYTES = 1024;
const MAX_SEGMENT_BYTES = 255;

/**
 * @param {string} name
 */
function checkKey(name) {
  const parts = name.split('/');
  if (
    !name ||
    !VALID_OBJECT_KEY.test(name) ||
    Buffer.byteLength(name) > MAX_KEY_BYTES ||
    name.startsWith('/') ||
    parts.some((p) => p === '..' || p === '.' || p === '' || p.length > MAX_SEGMENT_BYTES)
  ) {
    throw errors.invalidKey(name.length > 300 ? `${name.slice(0, 300)}...` : name);
  }
  return name;
}

/** @param {StorageContext} ctx @param {string} bucketId */
function bucketDir(ctx, bucketId) {
  if (!/^[A-Za-z0-9_-]{1,100}$/.test(bucketId)) throw errors.bucketNotFound();
  return resolve(ctx.filesDir, bucketId);
}

/**
 * Where an object's bytes live: one flat file per object, named by the hash of its key, so no
 * key (however long, whatever its folders) ever becomes a path or a folder on disk.
 * @param {StorageContext} ctx @param {string} bucketId @param {string} name
 */
function filePath(ctx, bucketId, name) {
  return resolve(bucketDir(ctx, bucketId), createHash('sha256').update(name).digest('hex'));
}

/**
 * Puts the seed's object files (supabase/seed/pages/objects.json: bucket, key, file) where the
 * gateway reads objects from; their rows come from seed.sql.
 * @param {string} filesDir
 * @param {string} seedDir the folder with objects.json and the files
 */
export async function seedStorageFiles(filesDir, seedDir) {
  const manifest = JSON.parse(
    await readFile(resolve(seedDir, 'objects.json'), 'utf8').catch(() => '[]'),
  );
  for (const {
    bucket,
    name,
    file,
  } of /** @type {{ bucket: string, name: string, file: string }[]} */ (manifest)) {
    const ctx = /** @type {StorageContext} */ ({ filesDir });
    const target = filePath(ctx, bucket, name);
    await mkdir(dirname(target), { recursive: true });
    await copyFile(resolve(seedDir, file), target);
  }
  return manifest.length;
}

/**
 * Where stacks before the flat layout kept an object (its key as a path), if that is inside the
 * bucket's folder; read and removed as a fallback so older local data keeps working.
 * @param {StorageContext} ctx @param {string} bucketId @param {string} name
 */
function legacyFilePath(ctx, bucketId, name) {
  const root = bucketDir(ctx, bucketId);
  const path = resolve(root, name);
  return path.startsWith(root + sep) ? path : null;
}

/** The object's file: the flat one, else a legacy one, else null. */
async function existingFile(
  /** @type {StorageContext} */ ctx,
  /** @type {string} */ bucketId,
  /** @type {string} */ name,
) {
  for (const path of [filePath(ctx, bucketId, name), legacyFilePath(ctx, bucketId, name)]) {
    if (!path) continue;
    const info = await stat(path).catch(() => null);
    if (info?.isFile()) return { path, info };
  }
  return null;
}

/**
 * `image/*` in allowed_mime_types allows every image type.
 * @param {string[] | null} allowed
 * @param {string} type
 */
function mimeTypeAllowed(allowed, type) {
  if (!allowed || allowed.length === 0) return true;
  const [group] = type.split('/');
  return allowed.some((a) => a === type || a === `${group}/*` || a === '*/*');
}

/**
 * The leading bytes of each type the buckets allow. Hosted Storage checks only the declared
 * type against allowed_mime_types; the local stack is stricter (decision 0047): bytes that are
 * not what their declared type says are refused, so no test or demo relies on mislabelled files.
 * @type {Record<string, (bytes: Buffer) => boolean>}
 */
const SIGNATURES = {
  'image/jpeg': (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff,
  'image/png': (b) =>
    b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
  'image/gif': (b) => b.subarray(0, 4).toString('latin1') === 'GIF8',
  'image/webp': (b) =>
    b.subarray(0, 4).toString('latin1') === 'RIFF' &&
    b.subarray(8, 12).toString('latin1') === 'WEBP',
  'application/pdf': (b) => b.subarray(0, 5).toString('latin1') === '%PDF-',
};

/**
 * Buckets whose uploads must match their declared type byte for byte. Staff attachments keep
 * hosted Storage's behaviour (declared type only; served with nosniff), which their tests pin.
 */
const BYTE_CHECKED_BUCKETS = new Set(['answer-pages']);

/**
 * False when the declared type has a known signature and the bytes do not start with it.
 * @param {Buffer} bytes
 * @param {string} type
 */
export function bytesMatchType(bytes, type) {
  const check = SIGNATURES[type];
  return !check || check(bytes);
}

/**
 * The uploaded file: the multipart part (as storage-js sends a Blob) or the raw body.
 * @param {import('node:http').IncomingMessage} req
 * @param {number} limit
 */
async function readUpload(req, limit) {
  const contentType = String(req.headers['content-type'] ?? 'application/octet-stream');
  const multipart = contentType.startsWith('multipart/form-data');
  const body = await readBody(req, limit + (multipart ? MULTIPART_OVERHEAD : 0), errors.tooLarge);
  if (!multipart) {
    const cacheControl = String(req.headers['cache-control'] ?? '');
    return {
      bytes: body,
      mimetype: contentType.split(';')[0]?.trim().toLowerCase() || 'application/octet-stream',
      cacheControl: /^[\w=, -]{1,200}$/.test(cacheControl) ? cacheControl : 'no-cache',
    };
  }
  /** @type {FormData} */
  let form;
  try {
    form = await new Response(new Uint8Array(body), {
      headers: { 'content-type': contentType },
    }).formData();
  } catch {
    throw errors.badRequest('The multipart body could not be read');
  }
  const file = [...form.values()].find((v) => typeof v !== 'string');
  if (!file || typeof file === 'string') throw errors.badRequest('No content provided');
  const bytes = Buffer.from(await file.arrayBuffer());
  if (bytes.length > limit) throw errors.tooLarge();
  const cacheControl = form.get('cacheControl');
  return {
    bytes,
    mimetype: file.type || 'application/octet-stream',
    // Served back as a header later: only a number of seconds may go in.
    cacheControl:
      typeof cacheControl === 'string' && /^\d{1,10}$/.test(cacheControl)
        ? `max-age=${cacheControl}`
        : 'no-cache',
  };
}

/**
 * POST (create; `x-upsert: true` overwrites) and PUT (update) /object/{bucket}/{name}.
 * @param {StorageContext} ctx
 * @param {import('node:http').IncomingMessage} req
 * @param {string} bucketId
 * @param {string} name
 */
async function upload(ctx, req, bucketId, name) {
  checkKey(name);
  const who = await caller(req);
  const bucket = await findBucket(ctx, bucketId);
  const limit = Math.min(
    Number(bucket.file_size_limit ?? GLOBAL_FILE_SIZE_LIMIT),
    GLOBAL_FILE_SIZE_LIMIT,
  );
  const file = await readUpload(req, limit);
  if (!mimeTypeAllowed(bucket.allowed_mime_types, file.mimetype))
    throw errors.mimeType(file.mimetype);
  if (BYTE_CHECKED_BUCKETS.has(bucketId) && !bytesMatchType(file.bytes, file.mimetype))
    throw errors.mimeType(file.mimetype);

  const id = randomUUID();
  const metadata = {
    eTag: `"${createHash('md5').update(file.bytes).digest('hex')}"`,
    size: file.bytes.length,
    mimetype: file.mimetype,
    cacheControl: file.cacheControl,
    lastModified: new Date().toISOString(),
    contentLength: file.bytes.length,
    httpStatusCode: 200,
  };
  const owner = typeof who.claims.sub === 'string' ? who.claims.sub : null;
  const target = filePath(ctx, bucketId, name);
  const staging = `${target}.${id}.upload`;
  try {
    const upsert = req.method === 'PUT' || req.headers['x-upsert'] === 'true';
    await asCaller(ctx, who, async (db) => {
      if (req.method === 'PUT') {
        // Update: the row must exist and the update policy must allow it.
        const { rowCount } = await db.query(
          `update storage.objects set metadata = $3, owner = $4, owner_id = $5, updated_at = now(), version = $6
           where bucket_id = $1 and name = $2`,
          [bucketId, name, metadata, owner, owner, id],
        );
        if (!rowCount) throw errors.objectNotFound();
      } else {
        // No `returning`: an insert must need only the insert policy, as on hosted.
        await db.query(
          `insert into storage.objects (id, bucket_id, name, owner, owner_id, metadata, version)
           values ($1, $2, $3, $4, $5, $6, $7)
           ${upsert ? 'on conflict (bucket_id, name) do update set metadata = excluded.metadata, owner = excluded.owner, owner_id = excluded.owner_id, version = excluded.version, updated_at = now()' : ''}`,
          [id, bucketId, name, owner, owner, metadata, id],
        );
      }
      // Only now, with the row accepted, does anything touch the disk; the transaction commits
      // only once the bytes are written.
      await mkdir(dirname(target), { recursive: true });
      await writeFile(staging, file.bytes);
    });
    await rename(staging, target);
    const legacy = legacyFilePath(ctx, bucketId, name);
    if (legacy) await rm(legacy, { force: true });
  } finally {
    await rm(staging, { force: true });
  }
  return { Id: id, Key: `${bucketId}/${name}` };
}

/**
 * Sends an object whose access was already settled outside row-level security (a public bucket
 * or a valid signed URL), reading its metadata as the gateway itself.
 * @param {StorageContext} ctx
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 * @param {Record<string, string>} headers
 * @param {string} bucketId
 * @param {string} name
 */
async function sendObjectWithoutRls(ctx, req, res, headers, bucketId, name) {
  const { rows } = await ctx.pool.query(
    'select metadata from storage.objects where bucket_id = $1 and name = $2',
    [bucketId, name],
  );
  if (!rows[0]) throw errors.objectNotFound();
  return await sendObject(ctx, req, res, headers, { bucketId, name, metadata: rows[0].metadata });
}

/**
 * Sends a stored object.
 * @param {StorageContext} ctx
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 * @param {Record<string, string>} headers
 * @param {{ bucketId: string, name: string, metadata: Record<string, any> | null }} object
 */
async function sendObject(ctx, req, res, headers, { bucketId, name, metadata }) {
  const file = await existingFile(ctx, bucketId, name);
  if (!file) throw errors.objectNotFound();
  const { path, info } = file;
  res.writeHead(200, {
    ...headers,
    'content-type': metadata?.mimetype ?? 'application/octet-stream',
    // The type is the one declared at upload (the bucket allows only PDF and images); the
    // browser must never sniff an HTML page out of the bytes.
    'x-content-type-options': 'nosniff',
    'content-length': String(info.size),
    'cache-control': metadata?.cacheControl ?? 'no-cache',
    etag: metadata?.eTag ?? '',
    'last-modified': info.mtime.toUTCString(),
  });
  if (req.method === 'HEAD') {
    res.end();
    return;
  }
  await pipeline(createReadStream(path), res);
}

/**
 * The object's row as the caller sees it (RLS select policy), or not found.
 * @param {StorageContext} ctx
 * @param {Caller} who
 * @param {string} bucketId
 * @param {string} name
 */
async function visibleObject(ctx, who, bucketId, name) {
  const { rows } = await asCaller(ctx, who, (db) =>
    db.query('select id, metadata from storage.objects where bucket_id = $1 and name = $2', [
      bucketId,
      name,
    ]),
  );
  if (!rows[0]) throw errors.objectNotFound();
  return rows[0];
}

/**
 * @param {string} bucketId
 * @param {string} name
 * @param {number} expiresIn seconds
 */
async function signedPath(bucketId, name, expiresIn) {
  const iat = Math.floor(Date.now() / 1000);
  const token = await signJwt({ url: `${bucketId}/${name}`, iat, exp: iat + expiresIn });
  return `/object/sign/${bucketId}/${name}?token=${token}`;
}

/** @param {unknown} value */
function expiresInSeconds(value) {
  const seconds = Number(value);
  if (!Number.isFinite(seconds) || seconds < 1)
    throw errors.badRequest('expiresIn must be a positive number');
  return Math.floor(seconds);
}

/**
 * The direct children of `prefix`: files, and folders (entries with a null id) as hosted lists them.
 * @param {Record<string, any>[]} rows objects whose names start with the prefix
 * @param {string} prefix
 */
function listChildren(rows, prefix) {
  const base = prefix && !prefix.endsWith('/') ? `${prefix}/` : prefix;
  /** @type {Map<string, Record<string, any>>} */
  const entries = new Map();
  for (const row of rows) {
    if (!row.name.startsWith(base)) continue;
    const rest = row.name.slice(base.length);
    const slash = rest.indexOf('/');
    if (slash === -1) {
      entries.set(rest, {
        name: rest,
        id: row.id,
        updated_at: row.updated_at,
        created_at: row.created_at,
        last_accessed_at: row.last_accessed_at,
        metadata: row.metadata,
      });
    } else if (!entries.has(rest.slice(0, slash))) {
      const folder = rest.slice(0, slash);
      entries.set(folder, {
        name: folder,
        id: null,
        updated_at: null,
        created_at: null,
        last_accessed_at: null,
        metadata: null,
      });
    }
  }
  return [...entries.values()];
}

/** @param {string} segment */
function decodePathSegment(segment) {
  try {
    return decodeURIComponent(segment);
  } catch {
    throw errors.invalidKey(segment);
  }
}

/**
 * Handles a request under /storage/v1 (`path` is the rest of the path).
 * @param {StorageContext} ctx
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 * @param {string} path
 * @param {URL} url
 * @param {Record<string, string>} headers headers every response carries (CORS)
 */
export async function handleStorage(ctx, req, res, path, url, headers) {
  const method = req.method ?? 'GET';
  const reply = (/** @type {unknown} */ body) => sendJson(res, 200, body, headers);
  try {
    const segments = path.split('/').filter(Boolean).map(decodePathSegment);
    if (segments[0] !== 'object') throw errors.notFound();
    const [, first = '', ...rest] = segments;

    if (first === 'public' && (method === 'GET' || method === 'HEAD')) {
      const [bucketId = '', ...nameParts] = rest;
      const name = checkKey(nameParts.join('/'));
      const bucket = await findBucket(ctx, bucketId);
      if (!bucket.public) throw errors.bucketNotFound();
      return await sendObjectWithoutRls(ctx, req, res, headers, bucketId, name);
    }

    if (first === 'sign' && (method === 'GET' || method === 'HEAD')) {
      const [bucketId = '', ...nameParts] = rest;
      const name = nameParts.join('/');
      /** @type {Record<string, any>} */
      let payload;
      try {
        payload = await verifyJwt(url.searchParams.get('token') ?? '');
      } catch (error) {
        throw errors.invalidJwt(/** @type {Error} */ (error).message);
      }
      if (payload.url !== `${bucketId}/${name}`) throw errors.invalidJwt('Invalid signature');
      return await sendObjectWithoutRls(ctx, req, res, headers, bucketId, name);
    }

    if (first === 'sign' && method === 'POST') {
      const who = await caller(req);
      const [bucketId = '', ...nameParts] = rest;
      const body = await readJson(req, errors.badRequest);
      const expiresIn = expiresInSeconds(body.expiresIn);
      if (nameParts.length === 0) {
        // Many paths at once: one entry per path, an error for those the caller cannot see.
        const paths = Array.isArray(body.paths) ? body.paths.map(String) : [];
        const { rows } = await asCaller(ctx, who, (db) =>
          db.query('select name from storage.objects where bucket_id = $1 and name = any($2)', [
            bucketId,
            paths,
          ]),
        );
        const visible = new Set(rows.map((r) => r.name));
        return reply(
          await Promise.all(
            paths.map(async (p) =>
              visible.has(p)
                ? { error: null, path: p, signedURL: await signedPath(bucketId, p, expiresIn) }
                : {
                    error: 'Either the object does not exist or you do not have access to it',
                    path: p,
                    signedURL: null,
                  },
            ),
          ),
        );
      }
      const name = checkKey(nameParts.join('/'));
      await visibleObject(ctx, who, bucketId, name);
      return reply({ signedURL: await signedPath(bucketId, name, expiresIn) });
    }

    if (first === 'list' && method === 'POST') {
      const who = await caller(req);
      const [bucketId = ''] = rest;
      await findBucket(ctx, bucketId);
      const body = await readJson(req, errors.badRequest);
      const prefix = typeof body.prefix === 'string' ? body.prefix : '';
      const likePrefix = `${prefix.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      const { rows } = await asCaller(ctx, who, (db) =>
        db.query(
          `select id, name, updated_at, created_at, last_accessed_at, metadata from storage.objects
           where bucket_id = $1 and name like $2 order by name`,
          [bucketId, likePrefix],
        ),
      );
      const search = typeof body.search === 'string' ? body.search : '';
      const children = listChildren(rows, prefix).filter((e) => e.name.includes(search));
      const column = ['name', 'created_at', 'updated_at', 'last_accessed_at'].includes(
        body.sortBy?.column,
      )
        ? body.sortBy.column
        : 'name';
      const direction = body.sortBy?.order === 'desc' ? -1 : 1;
      children.sort((a, b) =>
        String(a[column] ?? '') < String(b[column] ?? '') ? -direction : direction,
      );
      const offset = Number(body.offset ?? 0) || 0;
      const limit = Number(body.limit ?? 100) || 100;
      return reply(children.slice(offset, offset + limit));
    }

    if (method === 'DELETE' && rest.length === 0) {
      const who = await caller(req);
      const bucketId = first;
      await findBucket(ctx, bucketId);
      const body = await readJson(req, errors.badRequest);
      const prefixes = Array.isArray(body.prefixes) ? body.prefixes.map(String) : [];
      // The caller's delete policy decides; `returning` also needs the select policy, as on hosted.
      const { rows } = await asCaller(ctx, who, (db) =>
        db.query(
          `delete from storage.objects where bucket_id = $1 and name = any($2)
           returning id, bucket_id, name, owner, owner_id, metadata, created_at, updated_at, last_accessed_at, version`,
          [bucketId, prefixes],
        ),
      );
      await Promise.all(
        rows.flatMap((r) =>
          [filePath(ctx, bucketId, r.name), legacyFilePath(ctx, bucketId, r.name)]
            .filter((path) => path !== null)
            .map((path) => rm(path, { force: true })),
        ),
      );
      return reply(rows);
    }

    const authenticated = first === 'authenticated';
    const [bucketId = '', ...nameParts] = authenticated ? rest : [first, ...rest];
    const name = nameParts.join('/');
    if (method === 'POST' || method === 'PUT') return reply(await upload(ctx, req, bucketId, name));
    if (method === 'GET' || method === 'HEAD') {
      checkKey(name);
      const who = await caller(req);
      await findBucket(ctx, bucketId);
      const object = await visibleObject(ctx, who, bucketId, name);
      return await sendObject(ctx, req, res, headers, {
        bucketId,
        name,
        metadata: object.metadata,
      });
    }
    throw errors.notFound();
  } catch (error) {
    if (error instanceof HttpError) {
      req.resume();
      return sendJson(res, error.status, error.body, headers);
    }
    // A client that went away mid-upload: nothing to answer, nothing was stored.
    if (
      req.destroyed ||
      res.destroyed ||
      /** @type {{ code?: string }} */ (error).code === 'ECONNRESET'
    ) {
      res.destroy();
      return;
    }
    ctx.log(
      `storage: ${method} ${path.slice(0, 200)} failed: ${/** @type {Error} */ (error)?.stack ?? error}`,
    );
    req.resume();
    const { status, message } = failureStatus(error);
    return sendJson(
      res,
      status,
      status === 400
        ? { statusCode: '400', code: 'InvalidRequest', error: 'Bad Request', message }
        : { statusCode: '503', code: 'DatabaseError', error: 'Service Unavailable', message },
      headers,
    );
  }
}
