/**
 * The build's offline parts (scripts/build.mjs calls them): the web app manifest linked from the
 * client's index.html, which every page is assembled from, and the facts the service worker
 * needs written into it: a version (a hash of the precached files), the precache list, the API's
 * origin and, in the demo build, MSW's worker to import.
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { Parcel } from '@parcel/core';

export const SERVICE_WORKER = 'service-worker.js';
const MOCK_WORKER = 'mockServiceWorker.js';

/**
 * Adds the manifest link to the client's index.html. Not in src/index.html: Parcel would take
 * the manifest as an asset, and the transformer for it is not installed.
 */
export function linkManifest(distDir) {
  const file = path.join(distDir, 'index.html');
  const html = readFileSync(file, 'utf8');
  if (!html.includes('<title>'))
    throw new Error(`${file} has no <title> to put the manifest before`);
  writeFileSync(
    file,
    html.replace('<title>', '<link rel="manifest" href="/manifest.webmanifest"><title>'),
  );
}

/**
 * What the worker precaches: the client's shell page, the offline page, the manifest and its
 * icons, the favicon, and every script and style of the build (the entry and every screen's
 * chunks). Pages and pictures are cached as they are seen.
 */
export function precacheList(distDir) {
  const root = readdirSync(distDir).filter(
    (name) =>
      /\.(js|css|svg|webmanifest)$/.test(name) && name !== SERVICE_WORKER && name !== MOCK_WORKER,
  );
  const shell = existsSync(path.join(distDir, 'shell.html')) ? 'shell.html' : 'index.html';
  const icons = readdirSync(path.join(distDir, 'icons')).map((name) => `icons/${name}`);
  return [shell, 'offline.html', ...root, ...icons].sort().map((name) => `/${name}`);
}

/**
 * Bundles src/sw/service-worker.ts into one classic script at the build's root (a service
 * worker's address must not change between builds, and importScripts needs a classic script).
 * Parcel's API, not a register(new URL()) in main.tsx: Parcel refuses imports in a classic
 * service worker found that way, and the target needs no entry in package.json.
 */
export async function bundleServiceWorker(distDir) {
  const bundler = new Parcel({
    entries: 'src/sw/service-worker.ts',
    defaultConfig: '@parcel/config-default',
    mode: 'production',
    shouldDisableCache: true,
    shouldAutoInstall: false,
    defaultTargetOptions: { shouldOptimize: true, sourceMaps: true },
    targets: {
      worker: { distDir, context: 'service-worker', outputFormat: 'global' },
    },
  });
  await bundler.run();
}

/**
 * Writes the build's facts on the first line of dist/service-worker.js (bundleServiceWorker
 * built it), and shifts its source map down that line.
 */
export function writeWorkerBuild(distDir, apiBase) {
  const file = path.join(distDir, SERVICE_WORKER);
  const precache = precacheList(distDir);
  const hash = createHash('sha256');
  for (const url of precache) hash.update(url).update(readFileSync(path.join(distDir, url)));
  const facts = {
    version: hash.digest('hex').slice(0, 16),
    precache,
    apiOrigin: apiBase === '' ? null : new URL(apiBase).origin,
    mockWorker: apiBase === '' ? `/${MOCK_WORKER}` : null,
  };
  writeFileSync(file, `self.bazaarBuild=${JSON.stringify(facts)};\n${readFileSync(file, 'utf8')}`);
  const map = JSON.parse(readFileSync(`${file}.map`, 'utf8'));
  writeFileSync(`${file}.map`, JSON.stringify({ ...map, mappings: `;${map.mappings}` }));
  return facts;
}
