/**
 * Serves dist/ like a production host: SPA fallback to index.html, correct MIME types, brotli or
 * gzip for text, long-lived caching for hashed assets, and the security headers the README
 * documents.
 */
import { createServer } from 'node:http';
import path from 'node:path';
import { resolveFile, sendFile } from './static-files.mjs';
import { securityHeaders } from './security-headers.mjs';

const root = path.resolve(process.env.DIST_DIR ?? 'dist');
const port = Number(process.env.PORT ?? 4173);
const host = process.env.HOST ?? '127.0.0.1';
const apiOrigin = process.env.API_BASE_URL ?? 'http://127.0.0.1:8000';
const headers = securityHeaders({ connectSrc: [apiOrigin] });

export function createPreviewServer() {
  return createServer((req, res) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { Allow: 'GET, HEAD', ...headers }).end();
      return;
    }
    const urlPath = (req.url ?? '/').split('?')[0];
    const file = resolveFile(root, urlPath);
    if (file) {
      const hashed = /\.[0-9a-f]{8}\.\w+$/.test(file);
      sendFile(
        res,
        file,
        {
          ...headers,
          'Cache-Control': hashed ? 'public, max-age=31536000, immutable' : 'no-cache',
        },
        req.headers['accept-encoding'],
      );
      return;
    }
    if (path.extname(urlPath) !== '' && !urlPath.endsWith('.html')) {
      res
        .writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8', ...headers })
        .end('Not found');
      return;
    }
    const index = resolveFile(root, '/index.html');
    if (!index) {
      res
        .writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8', ...headers })
        .end('dist/ is empty: run npm run build first');
      return;
    }
    sendFile(
      res,
      index,
      { ...headers, 'Cache-Control': 'no-cache' },
      req.headers['accept-encoding'],
    );
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  createPreviewServer().listen(port, host, () => {
    console.info(`Preview of ${root} on http://${host}:${port}`);
  });
}
