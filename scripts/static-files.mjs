import { createHash } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { PRECOMPRESSED } from './precompress.mjs';

/** Content types for what public/ and dist/ hold. */
export const MIME_TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.woff2': 'font/woff2',
};

/** Resolves a URL path to a file inside root, or null (never escapes root). */
export function resolveFile(root, urlPath) {
  let decoded;
  try {
    decoded = decodeURIComponent(urlPath.split('?')[0] ?? '/');
  } catch {
    return null;
  }
  const file = path.join(root, path.normalize(decoded));
  if (!file.startsWith(path.resolve(root) + path.sep)) return null;
  try {
    return statSync(file).isFile() ? file : null;
  } catch {
    return null;
  }
}

const COMPRESSIBLE = /^(text\/|application\/(json|manifest\+json)|image\/svg\+xml)/;
/** The encoding a text type is sent with, as the client accepts: brotli, else gzip. */
function encodingFor(type, acceptEncoding) {
  if (!COMPRESSIBLE.test(type)) return undefined;
  if (/\bbr\b/.test(acceptEncoding)) return 'br';
  return /\bgzip\b/.test(acceptEncoding) ? 'gzip' : undefined;
}

/**
 * A strong validator of one representation: the content's hash, and the encoding, since the
 * br, gzip and identity bodies of a file differ byte for byte.
 */
function etagOf(raw, encoding) {
  const hash = createHash('sha256').update(raw).digest('base64url').slice(0, 27);
  return `"${hash}${encoding ? `-${encoding}` : ''}"`;
}

/** Answers 304 Not Modified when the client's copy is this one (RFC 9110 §13.1.2). */
function answeredNotModified(res, request, etag, headers) {
  const tags = request?.headers?.['if-none-match'];
  if (typeof tags !== 'string' || !tags.split(/\s*,\s*/).some((tag) => tag === etag || tag === '*'))
    return false;
  res.writeHead(304, { ETag: etag, Vary: 'Accept-Encoding', ...headers }).end();
  return true;
}

/**
 * Sends a body made in memory (a server-rendered page), compressed like a file, with an ETag:
 * a client revalidating an unchanged page gets a 304 of a few hundred bytes.
 * `request` gives the Accept-Encoding and If-None-Match headers.
 */
export function sendBody(res, body, type, headers = {}, request = undefined) {
  const encoding = encodingFor(type, request?.headers?.['accept-encoding'] ?? '');
  const raw = Buffer.from(body);
  const etag = etagOf(raw, encoding);
  if (answeredNotModified(res, request, etag, headers)) return;
  const sent =
    encoding === 'br'
      ? brotliCompressSync(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } })
      : encoding === 'gzip'
        ? gzipSync(raw, { level: 6 })
        : raw;
  res.writeHead(200, {
    'Content-Type': type,
    'Content-Length': String(sent.length),
    ETag: etag,
    ...(encoding ? { 'Content-Encoding': encoding } : {}),
    Vary: 'Accept-Encoding',
    ...headers,
  });
  res.end(sent);
}

/** A file's body as sent with `encoding`, and its ETag, computed once per version of the file. */
const representations = new Map();

/**
 * The build's own compressed copy of a file (scripts/precompress.mjs), when there is one made
 * from this version of the file: not older than it.
 */
function precompressed(file, encoding, mtimeMs) {
  const copy = `${file}${PRECOMPRESSED[encoding].suffix}`;
  try {
    return statSync(copy).mtimeMs >= mtimeMs ? readFileSync(copy) : undefined;
  } catch {
    return undefined;
  }
}

function representation(file, encoding) {
  const { mtimeMs } = statSync(file);
  const key = `${file}\0${encoding ?? 'identity'}\0${mtimeMs}`;
  let found = representations.get(key);
  if (!found) {
    const raw = readFileSync(file);
    // Compressed here only where the build left no current copy (a folder built otherwise, a
    // file changed after the build).
    const body = encoding
      ? (precompressed(file, encoding, mtimeMs) ?? PRECOMPRESSED[encoding].compress(raw, file))
      : raw;
    found = { body, etag: etagOf(raw, encoding) };
    representations.set(key, found);
  }
  return found;
}

/** Sends a file, compressed when it is text and the client accepts it, with an ETag (304s). */
export function sendFile(res, file, headers = {}, request = undefined) {
  const type = MIME_TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream';
  const encoding = encodingFor(type, request?.headers?.['accept-encoding'] ?? '');
  const { body, etag } = representation(file, encoding);
  if (answeredNotModified(res, request, etag, headers)) return;
  res.writeHead(200, {
    'Content-Type': type,
    'Content-Length': String(body.length),
    ETag: etag,
    ...(encoding ? { 'Content-Encoding': encoding, Vary: 'Accept-Encoding' } : {}),
    ...headers,
  });
  res.end(body);
}
