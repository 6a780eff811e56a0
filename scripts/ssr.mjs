/**
 * Server rendering shared by the build's prerender step and the production server
 * (scripts/preview.mjs): loads the server bundle Parcel built from src/entry-server.tsx and puts
 * a rendered page into the client build's index.html.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { rendererBundles } from './bundles.mjs';

/** Where scripts/build.mjs puts the server bundle of the build in `distDir`. */
export function serverDirOf(distDir) {
  return `${distDir.replace(/\/+$/, '')}-server`;
}

/** The build's map of lazy screen → client chunks (scripts/build.mjs writes it). */
export const SCREEN_CHUNKS_FILE = 'screen-chunks.json';
/** The build's map of language → its catalogue's client chunks (scripts/build.mjs writes it). */
export const CATALOGUE_CHUNKS_FILE = 'catalogue-chunks.json';

/**
 * The server bundle's exports (src/entry-server.tsx: renderPage, shellPage, the route table and
 * the languages), or null when the build has none.
 */
export async function importServerEntry(distDir) {
  const entry = path.resolve(serverDirOf(distDir), 'entry-server.js');
  if (!existsSync(entry)) return null;
  return import(pathToFileURL(entry).href);
}

/**
 * The server bundle's renderers, or null when the build has none: `render(url)`, the page of an
 * address (null for a page the server must not render), and `shell(url)`, the client shell in
 * the address's language for those. A page names React DOM's chunk, its screens' chunks and its
 * language's catalogue as modulepreload links, so they download with the page's own script
 * instead of after it.
 */
export async function loadRenderer(distDir) {
  const entry = await importServerEntry(distDir);
  if (!entry) return null;
  const { renderPage, shellPage } = entry;
  const readChunks = (file) =>
    JSON.parse(readFileSync(path.resolve(serverDirOf(distDir), file), 'utf8'));
  const screenChunks = readChunks(SCREEN_CHUNKS_FILE);
  const catalogueChunks = readChunks(CATALOGUE_CHUNKS_FILE);
  const rendererChunks = rendererBundles(screenChunks);
  const preloadsOf = (page, screens) =>
    [
      ...new Set([
        ...rendererChunks,
        ...(catalogueChunks[page.locale] ?? []),
        ...screens.flatMap((s) => screenChunks[s] ?? []),
      ]),
    ].map((file) => `/${file}`);
  return {
    render: async (url) => {
      const page = await renderPage(url);
      if (page === null) return null;
      return { ...page, preloads: preloadsOf(page, page.screens) };
    },
    shell: (url) => {
      const page = shellPage(url);
      return { ...page, preloads: preloadsOf(page, []) };
    },
  };
}

const escapeHtml = (text) =>
  text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]);

/**
 * The template's language-dependent parts set for `page`: its <html lang>, its title and, after
 * the title, `head` (HTML) and its modulepreload links. Parcel minifies the template: no optional
 * tags (head, /head), unquoted attributes.
 */
function withPageHead(template, page, head) {
  const preloads = (page.preloads ?? [])
    .map((href) => `<link rel="modulepreload" href="${escapeHtml(href)}">`)
    .join('');
  return template
    .replace(/<html lang="?[\w-]+"?/, () => `<html lang="${escapeHtml(page.lang)}"`)
    .replace(
      /<title>[^<]*<\/title>/,
      () => `<title>${escapeHtml(page.title)}</title>${head}${preloads}`,
    );
}

/**
 * The client's index.html with the page in it: its language, its title, the addresses of its
 * other-language versions (hreflang), the script that keeps presses made before the app starts
 * (src/app/early-taps.ts), its critical CSS and the resource hints React hoisted (the largest
 * picture's preload) in the head, the app's HTML in #root, and no 'needs JavaScript'
 * notice (the page reads and its links work without it).
 */
export function assemblePage(template, page) {
  // React puts hoistable elements (image preloads) first in a string render: they go to the head.
  const hoisted = /^(?:<link [^>]*\/>)*/.exec(page.html)[0];
  const body = page.html.slice(hoisted.length);
  const alternates = (page.alternates ?? [])
    .map(
      ({ hreflang, href }) =>
        `<link rel="alternate" hreflang="${escapeHtml(hreflang)}" href="${escapeHtml(href)}">`,
    )
    .join('');
  return withPageHead(
    template,
    page,
    `${alternates}${hoisted}${page.headScript ?? ''}${page.styles}`,
  )
    .replace(/<noscript>[\s\S]*?<\/noscript>/, '')
    .replace(/<div id="?root"?><\/div>/, () => `<div id="root">${body}</div>`);
}

/**
 * The client's index.html as the shell of a page the server does not render (a guarded page),
 * in the page's language: its lang, its default title and its catalogue preloaded, so the first
 * render in the browser is in that language without a fetch after the page's script.
 */
export function assembleShell(template, shell) {
  return withPageHead(template, shell, '');
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
