/**
 * Server rendering shared by the build's prerender step and the production server
 * (scripts/preview.mjs): loads the server bundle Parcel built from src/entry-server.tsx and puts
 * a rendered page into the client build's index.html.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

/** Where scripts/build.mjs puts the server bundle of the build in `distDir`. */
export function serverDirOf(distDir) {
  return `${distDir.replace(/\/+$/, '')}-server`;
}

/** The build's map of lazy screen → client chunks (scripts/build.mjs writes it). */
export const SCREEN_CHUNKS_FILE = 'screen-chunks.json';

/**
 * The server bundle's exports (src/entry-server.tsx: renderPage and the route table), or null
 * when the build has none.
 */
export async function importServerEntry(distDir) {
  const entry = path.resolve(serverDirOf(distDir), 'entry-server.js');
  if (!existsSync(entry)) return null;
  return import(pathToFileURL(entry).href);
}

/**
 * The server bundle's renderPage, or null when the build has none. The page it renders names
 * its screens' chunks as modulepreload links, so they download with the page's own script
 * instead of after it.
 */
export async function loadRenderer(distDir) {
  const entry = await importServerEntry(distDir);
  if (!entry) return null;
  const { renderPage } = entry;
  const chunks = JSON.parse(
    readFileSync(path.resolve(serverDirOf(distDir), SCREEN_CHUNKS_FILE), 'utf8'),
  );
  return async (url) => {
    const page = await renderPage(url);
    if (page === null) return null;
    const files = [...new Set(page.screens.flatMap((screen) => chunks[screen] ?? []))];
    return { ...page, preloads: files.map((file) => `/${file}`) };
  };
}

const escapeHtml = (text) =>
  text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]);

/**
 * The client's index.html with the page in it: its title, its critical CSS and the resource
 * hints React hoisted (the largest picture's preload) in the head, the app's HTML in #root, and
 * no 'needs JavaScript' notice (the page reads and its links work without it).
 */
export function assemblePage(template, page) {
  // React puts hoistable elements (image preloads) first in a string render: they go to the head.
  const hoisted = /^(?:<link [^>]*\/>)*/.exec(page.html)[0];
  const body = page.html.slice(hoisted.length);
  // Parcel minifies the template: no optional tags (head, /head), unquoted attributes.
  return template
    .replace(
      /<title>[^<]*<\/title>/,
      () =>
        `<title>${escapeHtml(page.title)}</title>${hoisted}${(page.preloads ?? [])
          .map((href) => `<link rel="modulepreload" href="${href}">`)
          .join('')}${page.styles}`,
    )
    .replace(/<noscript>[\s\S]*?<\/noscript>/, '')
    .replace(/<div id="?root"?><\/div>/, () => `<div id="root">${body}</div>`);
}

/**
 * CSP hashes of the page's inline scripts (the router's dehydrated data), so the policy keeps
 * `script-src 'self'` plus exactly these scripts, never 'unsafe-inline'.
 */
export function inlineScriptHashes(html) {
  return [...html.matchAll(/<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g)].map(
    ([, source]) => `'sha256-${createHash('sha256').update(source, 'utf8').digest('base64')}'`,
  );
}
