import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const root = fileURLToPath(new URL('.', import.meta.url));

/**
 * The browser journeys that start the API build's servers: its client calls the fixed origin
 * it was built against (tests/e2e/support/api-build.ts), so only one of them may run at a time.
 * Found by reading the files (they import the API build's support), so a new one needs no entry.
 */
const API_BUILD_FILES = readdirSync(`${root}tests/e2e`)
  .filter((name) => name.endsWith('.e2e.ts'))
  .filter((name) =>
    /\.\/support\/api-(build|servers)'/.test(readFileSync(`${root}tests/e2e/${name}`, 'utf8')),
  )
  .map((name) => `tests/e2e/${name}`);

/**
 * Browser journeys: the production build in headless Chromium (see scripts/e2e.mjs). Journeys on
 * the demo build share nothing but the preview server (each opens its own browser context, whose
 * mock backend lives in the page), so they run two files at a time; then the API build's, one
 * at a time.
 */
export default defineConfig({
  test: {
    environment: 'node',
    globalSetup: ['tests/e2e/support/global-setup.ts'],
    setupFiles: ['tests/e2e/support/close-contexts.ts'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
    projects: [
      {
        extends: true,
        test: {
          name: 'demo build',
          include: ['tests/e2e/**/*.e2e.ts'],
          exclude: API_BUILD_FILES,
          maxWorkers: 2,
        },
      },
      {
        extends: true,
        test: {
          name: 'API build',
          include: API_BUILD_FILES,
          fileParallelism: false,
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
