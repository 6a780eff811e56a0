/**
 * Serves a production build like a production host: correct MIME types, brotli or gzip for
 * text, long-lived caching for hashed assets, the security headers the README documents, and
 * the pages themselves:
 * - the demo build's prerendered pages (scripts/prerender.mjs) for addresses without a query;
 * - in the API build, pages rendered per request by the server bundle (src/entry-server.tsx),
 *   reading the API at API_BASE_URL, kept and refreshed in the background (see RENDER_FRESH_MS)
 *   so a shopper rarely waits for a render; a catalog of any size costs nothing at build time;
 * - everything else (guarded pages, or a render that failed) gets the client's shell, which
 *   renders in the browser, in the address's language: the demo build's `hi/shell.html` for an
 *   address under /hi, the API build's shell assembled in that language.
 * Each HTML answer's CSP names the hashes of its inline scripts (the router's dehydrated data).
 * Every answer carries an ETag, and a conditional request for an unchanged one gets a 304. The
 * service worker (/service-worker.js, unhashed) goes with `Cache-Control: no-cache`, so a new
 * build's worker is found at the next visit; its scope is its folder, the root, so it needs no
 * Service-Worker-Allowed header.
 */
import { existsSync, readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';
import { securityHeaders } from './security-headers.mjs';
import { assemblePage, assembleShell, inlineScriptHashes, loadRenderer } from './ssr.mjs';
import { resolveFile, sendBody, sendFile } from './static-files.mjs';

const distDir = process.env.DIST_DIR ?? 'dist';
const root = path.resolve(distDir);
const port = Number(process.env.PORT ?? 4173);
const host = process.env.HOST ?? '127.0.0.1';
const apiOrigin = process.env.API_BASE_URL ?? 'http://127.0.0.1:8000';
const headers = securityHeaders({ connectSrc: [apiOrigin] });
const HTML = 'text/html; charset=utf-8';
/**
 * A page rendered per request is served as it is for 10 s; for 5 minutes after that it is still
 * sent at once while a new render replaces it in the background (stale-while-revalidate), so a
 * shopper never waits for a render of a page someone visited recently.
 */
const RENDER_FRESH_MS = 10_000;
const RENDER_STALE_MS = 5 * 60_000;
const RENDER_CACHE_MAX = 500;
/** Pages that are files of the build, sent as they are: the service worker's offline page. */
const STATIC_PAGES = new Set(['/offline.html']);

function htmlHeaders(html) {
  return {
    ...securityHeaders({ connectSrc: [apiOrigin], scriptHashes: inlineScriptHashes(html) }),
    'Cache-Control': 'no-cache',
  };
}

/**
 * The API build's per-request renderer, or null (demo build, or a build without one):
 * `render(url)`, the page of an address (null where the client shell is sent), and `shell(url)`,
 * the client shell in the address's language.
 */
async function perRequestRenderer() {
  if (existsSync(path.join(root, 'shell.html'))) return null;
  process.env.API_BASE_URL ??= apiOrigin;
  // React's production build, unless the environment names one (a test runs it in its own).
  process.env.NODE_ENV ??= 'production';
  const renderer = await loadRenderer(distDir);
  if (!renderer) return null;
  const template = readFileSync(path.join(root, 'index.html'), 'utf8');
  const cache = new Map();
  const renderNow = async (url) => {
    const rendered = await renderer.render(url);
    // Pages of the shopper's session (guarded, /logout) are never rendered: the shell.
    const result =
      rendered === null
        ? null
        : rendered.redirect
          ? { redirect: rendered.redirect, status: rendered.status }
          : rendered.status === 200
            ? { html: assemblePage(template, rendered) }
            : null;
    cache.delete(url);
    if (cache.size >= RENDER_CACHE_MAX) cache.delete(cache.keys().next().value);
    cache.set(url, {
      result,
      fresh: Date.now() + RENDER_FRESH_MS,
      stale: Date.now() + RENDER_STALE_MS,
    });
    return result;
  };
  const refreshing = new Map();
  /** Stale-while-revalidate: a page past its fresh period is sent at once and rendered anew. */
  const render = async (url) => {
    const hit = cache.get(url);
    const now = Date.now();
    if (hit && now < hit.stale) {
      if (now >= hit.fresh && !refreshing.has(url)) {
        refreshing.set(
          url,
          renderNow(url)
            .catch((error) => console.error(`Re-rendering ${url} failed`, error))
            .finally(() => refreshing.delete(url)),
        );
      }
      return hit.result;
    }
    return refreshing.get(url) ?? renderNow(url);
  };
  return { render, shell: (url) => assembleShell(template, renderer.shell(url)) };
}

/** The demo build's prerendered page for this address, if there is one. */
function prerenderedFile(url) {
  const [urlPath, query] = url.split('?');
  return query === undefined ? resolveFile(root, path.posix.join(urlPath, 'index.html')) : null;
}

/**
 * The demo build's client shell for an address: the shell of the language its first folder
 * names (`/hi/account` → `hi/shell.html`) where the build has one, else the English one.
 */
function shellFile(urlPath) {
  const folder = /^\/([^/]+)(?:\/|$)/.exec(urlPath)?.[1];
  return (
    (folder && resolveFile(root, `/${folder}/shell.html`)) ??
    resolveFile(root, '/shell.html') ??
    resolveFile(root, '/index.html')
  );
}

export async function createPreviewServer() {
  const renderer = await perRequestRenderer();

  return createServer(async (req, res) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { Allow: 'GET, HEAD', ...headers }).end();
      return;
    }
    const url = req.url ?? '/';
    const urlPath = url.split('?')[0];
    const file = urlPath.endsWith('/') ? null : resolveFile(root, urlPath);
    if (file && STATIC_PAGES.has(urlPath)) {
      const html = readFileSync(file, 'utf8');
      sendBody(res, html, HTML, htmlHeaders(html), req);
      return;
    }
    if (file && !file.endsWith('.html')) {
      const hashed = /\.[0-9a-f]{8}\.\w+$/.test(file);
      sendFile(
        res,
        file,
        {
          ...headers,
          'Cache-Control': hashed ? 'public, max-age=31536000, immutable' : 'no-cache',
        },
        req,
      );
      return;
    }
    if (path.extname(urlPath) !== '' && !urlPath.endsWith('.html')) {
      res
        .writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8', ...headers })
        .end('Not found');
      return;
    }
    if (renderer) {
      let html;
      try {
        const page = await renderer.render(url);
        if (page?.redirect) {
          res.writeHead(page.status, { Location: page.redirect, ...headers }).end();
          return;
        }
        html = page?.html;
      } catch (error) {
        console.error(`Rendering ${url} failed; sending the client shell`, error);
      }
      html ??= renderer.shell(url);
      sendBody(res, html, HTML, htmlHeaders(html), req);
      return;
    }
    const page = prerenderedFile(url) ?? shellFile(urlPath);
    if (!page) {
      res
        .writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8', ...headers })
        .end(`${distDir}/ is empty: run npm run build first`);
      return;
    }
    const html = readFileSync(page, 'utf8');
    sendBody(res, html, HTML, htmlHeaders(html), req);
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const server = await createPreviewServer();
  server.listen(port, host, () => {
    console.info(`Preview of ${root} on http://${host}:${port}`);
  });
}
