/**
 * Production build: Parcel bundles src/index.html into dist/, then public/ is copied beside it.
 * API_BASE_URL set at build time: the app calls that origin and the mock layer is not bundled.
 * Unset: the demo build, running on the in-browser mock backend.
 * DIST_DIR (default dist) lets both builds sit side by side, e.g. for `npm run size` and `perf`.
 */
import { execFileSync } from 'node:child_process';
import { cpSync, rmSync } from 'node:fs';

const apiBase = process.env.API_BASE_URL ?? '';
const distDir = process.env.DIST_DIR ?? 'dist';
rmSync(distDir, { recursive: true, force: true });
execFileSync(
  'npx',
  [
    'parcel',
    'build',
    'src/index.html',
    '--dist-dir',
    distDir,
    '--no-autoinstall',
    '--no-cache',
    '--public-url',
    '/',
  ],
  { stdio: 'inherit', env: { ...process.env, API_BASE_URL: apiBase, NODE_ENV: 'production' } },
);
cpSync('public', distDir, {
  recursive: true,
  filter: (source) => apiBase === '' || !source.endsWith('mockServiceWorker.js'),
});
console.info(
  `Built ${distDir}/ (${apiBase ? `API build against ${apiBase}` : 'demo build on the in-browser mock backend'}).`,
);
