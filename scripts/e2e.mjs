/**
 * `npm run test:e2e`: builds the demo bundle, then runs the browser journeys (vitest,
 * tests/e2e) against it in Debian's headless Chromium, served the way `npm run preview` does.
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!existsSync(chromium)) {
  console.error(
    `Chromium not found at ${chromium}: apt-get install -y chromium, or set CHROMIUM_PATH.`,
  );
  process.exit(1);
}
const run = (command, args, env = {}) =>
  execFileSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });

if (process.env.E2E_SKIP_BUILD !== '1') run('node', ['scripts/build.mjs'], { API_BASE_URL: '' });
run('npx', ['vitest', 'run', '--config', 'vitest.e2e.config.ts', ...process.argv.slice(2)]);
