/**
 * Production build: Parcel bundles src/index.html into dist/, then public/ is copied beside it.
 * API_BASE_URL set at build time: the app calls that origin and the mock layer is not bundled.
 * Unset: the demo build, running on the in-browser mock backend.
 */
import { execFileSync } from 'node:child_process';
import { cpSync, rmSync } from 'node:fs';

const apiBase = process.env.API_BASE_URL ?? '';
rmSync('dist', { recursive: true, force: true });
execFileSync(
  'npx',
  [
    'parcel',
    'build',
    'src/index.html',
    '--dist-dir',
    'dist',
    '--no-autoinstall',
    '--no-cache',
    '--public-url',
    '/',
  ],
  { stdio: 'inherit', env: { ...process.env, API_BASE_URL: apiBase, NODE_ENV: 'production' } },
);
cpSync('public', 'dist', {
  recursive: true,
  filter: (source) => apiBase === '' || !source.endsWith('mockServiceWorker.js'),
});
console.info(
  `Built dist/ (${apiBase ? `API build against ${apiBase}` : 'demo build on the in-browser mock backend'}).`,
);
