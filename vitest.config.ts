import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const root = fileURLToPath(new URL('.', import.meta.url));

const testFiles = readdirSync(`${root}tests`, { recursive: true, encoding: 'utf8' })
  .filter((file) => /\.test\.tsx?$/.test(file) && !file.startsWith('e2e'))
  .map((file) => ({ path: `tests/${file}`, text: readFileSync(`${root}tests/${file}`, 'utf8') }));
const filesWhere = (pattern: RegExp) =>
  testFiles.filter(({ text }) => pattern.test(text)).map(({ path }) => path);

/**
 * Test files that swap a module (vi.mock), prepare something before their imports are evaluated
 * (vi.hoisted) or start the module registry afresh (vi.resetModules) need modules of their own,
 * so they run isolated; found by reading the files, so a new one needs no entry here.
 */
const isolatedFiles = filesWhere(/\bvi\.(mock|doMock|hoisted|resetModules)\(/);

/**
 * Files that run without a DOM (`@vitest-environment node`) run in workers of their own: a
 * worker that went from one environment to the other would set its jsdom up again each time.
 */
const nodeFiles = filesWhere(/@vitest-environment node/).filter(
  (path) => !isolatedFiles.includes(path),
);

export default defineConfig({
  define: {
    'process.env.API_BASE_URL': JSON.stringify(''),
  },
  test: {
    environment: 'jsdom',
    globals: true,
    setupFiles: ['tests/setup/vitest.setup.ts'],
    restoreMocks: true,
    testTimeout: 20_000,
    // A worker per core. Vitest's default leaves one core to its main process, which here only
    // collects results: on a 2-core machine that was a single worker for the whole suite.
    maxWorkers: '100%',
    environmentOptions: {
      jsdom: { url: 'http://localhost:3000/' },
    },
    projects: [
      {
        extends: true,
        test: {
          name: 'shared',
          // Each worker imports React, Chakra, the app and the mock backend once and keeps its
          // jsdom for the files it runs, instead of once per file: that was a third of the
          // suite's time. Tests leave nothing behind them (the setup unmounts, clears storage
          // and resets the mock backend after each), so a file finds the worker as new.
          isolate: false,
          include: ['tests/**/*.test.{ts,tsx}'],
          exclude: ['tests/e2e/**', 'node_modules/**', ...isolatedFiles, ...nodeFiles],
        },
      },
      {
        extends: true,
        test: {
          name: 'node',
          environment: 'node',
          isolate: false,
          include: nodeFiles,
          sequence: { groupOrder: 1 },
        },
      },
      {
        extends: true,
        test: { name: 'isolated', include: isolatedFiles },
      },
    ],
  },
});
