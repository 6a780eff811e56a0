import { createReadStream, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

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
/** Compressed bodies by file, encoding and mtime: each file is compressed once, like a CDN does. */
const compressed = new Map();

function compressedBody(file, encoding) {
  const key = `${file}\0${encoding}\0${statSync(file).mtimeMs}`;
  let body = compressed.get(key);
  if (!body) {
    const raw = readFileSync(file);
    body =
      encoding === 'br'
        ? brotliCompressSync(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } })
        : gzipSync(raw, { level: 9 });
    compressed.set(key, body);
  }
  return body;
}

/** Sends the file, brotli- or gzip-compressed when it is text and the client accepts it. */
function encodingFor(type, acceptEncoding) {
  if (!COMPRESSIBLE.test(type)) return undefined;
  if (/\bbr\b/.test(acceptEncoding)) return 'br';
  return /\bgzip\b/.test(acceptEncoding) ? 'gzip' : undefined;
}

/** Sends a body made in memory (a server-rendered page), compressed like a file. */
export function sendBody(res, body, type, headers = {}, acceptEncoding = '') {
  const encoding = encodingFor(type, acceptEncoding);
  const raw = Buffer.from(body);
  const sent =
    encoding === 'br'
      ? brotliCompressSync(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } })
      : encoding === 'gzip'
        ? gzipSync(raw, { level: 6 })
        : raw;
  res.writeHead(200, {
    'Content-Type': type,
    'Content-Length': String(sent.length),
    ...(encoding ? { 'Content-Encoding': encoding, Vary: 'Accept-Encoding' } : {}),
    ...headers,
  });
  res.end(sent);
}

export function sendFile(res, file, headers = {}, acceptEncoding = '') {
  const type = MIME_TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream';
  const encoding = encodingFor(type, acceptEncoding);
  if (!encoding) {
    res.writeHead(200, { 'Content-Type': type, ...headers });
    createReadStream(file).pipe(res);
    return;
  }
  const body = compressedBody(file, encoding);
  res.writeHead(200, {
    'Content-Type': type,
    'Content-Encoding': encoding,
    'Content-Length': String(body.length),
    Vary: 'Accept-Encoding',
    ...headers,
  });
  res.end(body);
}
