/**
 * Production build: Parcel bundles src/index.html into dist/ (public/ copied beside it) and
 * src/entry-server.tsx, the server renderer, into dist-server/ (Node, React and the libraries
 * left to node_modules).
 * API_BASE_URL set at build time: the app calls that origin and the mock layer is not bundled;
 * pages are rendered per request by the production server (scripts/preview.mjs).
 * Unset: the demo build, running on the in-browser mock backend; its public pages are
 * prerendered here from the seed (scripts/prerender.mjs), whose category tree is checked first
 * (scripts/check-taxonomy.ts).
 * DIST_DIR (default dist) lets both builds sit side by side, e.g. for `npm run size` and `perf`.
 */
import { execFileSync } from 'node:child_process';
import { cpSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { catalogueBundles, rendererBundles, screenBundles } from './bundles.mjs';
import { addCompileHints } from './compile-hints.mjs';
import { bundleServiceWorker, linkManifest, writeWorkerBuild } from './offline-build.mjs';
import { precompressDir } from './precompress.mjs';
import { CATALOGUE_CHUNKS_FILE, SCREEN_CHUNKS_FILE, serverDirOf } from './ssr.mjs';

const apiBase = process.env.API_BASE_URL ?? '';
const distDir = process.env.DIST_DIR ?? 'dist';
const serverDir = serverDirOf(distDir);
// BUILD_NODE_ENV=development: React's development build, whose hydration reports every
// attribute that differs from the server's HTML (scripts/hydration-check.mjs).
const nodeEnv = process.env.BUILD_NODE_ENV === 'development' ? 'development' : 'production';
const env = { ...process.env, API_BASE_URL: apiBase, NODE_ENV: nodeEnv };
/** Builds one target of package.json; Parcel writes it to a folder named after the target. */
function parcel(target, outDir) {
  const staging = `${outDir}.parcel`;
  rmSync(staging, { recursive: true, force: true });
  execFileSync(
    'npx',
    [
      'parcel',
      'build',
      '--target',
      target,
      '--dist-dir',
      staging,
      '--no-autoinstall',
      '--no-cache',
      '--public-url',
      '/',
    ],
    { stdio: 'inherit', env },
  );
  renameSync(`${staging}/${target}`, outDir);
  rmSync(staging, { recursive: true, force: true });
}

rmSync(distDir, { recursive: true, force: true });
rmSync(serverDir, { recursive: true, force: true });
if (apiBase === '') {
  // The demo build carries the seed's category tree without checking it at every page load
  // (mocks/seed/taxonomy.ts): it is checked here, and a mistake stops the build.
  execFileSync('node', ['--import', 'tsx', 'scripts/check-taxonomy.ts'], { stdio: 'inherit' });
}
parcel('app', distDir);
// Before anything reads or hashes the scripts (the worker's precache list, the compressed copies).
console.info(`Compile hints added to ${addCompileHints(distDir)} scripts.`);
linkManifest(distDir);
parcel('ssr', serverDir);
// Which client chunks each lazy screen and each language's catalogue load, for the
// modulepreload links of rendered pages.
const lazyBundles = screenBundles(distDir);
// Every page preloads React DOM's chunk: a build whose entry's import of it is not found fails.
rendererBundles(lazyBundles);
writeFileSync(`${serverDir}/${SCREEN_CHUNKS_FILE}`, JSON.stringify(lazyBundles));
writeFileSync(
  `${serverDir}/${CATALOGUE_CHUNKS_FILE}`,
  JSON.stringify(catalogueBundles(lazyBundles)),
);
cpSync('public', distDir, {
  recursive: true,
  filter: (source) => apiBase === '' || !source.endsWith('mockServiceWorker.js'),
});
if (apiBase === '') {
  execFileSync('node', ['scripts/prerender.mjs'], {
    stdio: 'inherit',
    env: { ...process.env, DIST_DIR: distDir },
  });
}
await bundleServiceWorker(distDir);
const worker = writeWorkerBuild(distDir, apiBase);
console.info(`Service worker ${worker.version}: ${worker.precache.length} files precached.`);
// Last, so every file the build wrote (prerendered pages, the worker) has its copies.
console.info(`Compressed ${precompressDir(distDir)} text files (brotli and gzip).`);
console.info(
  `Built ${distDir}/ and ${serverDir}/ (${apiBase ? `API build against ${apiBase}, rendered per request` : 'demo build on the in-browser mock backend, public pages prerendered'}).`,
);
