import { BaseSequencer, type TestSpecification } from 'vitest/node';
import { defineConfig } from 'vitest/config';

/**
 * The longest browser journeys, longest first (measured on 2026-11-27, two files at a time on
 * two cores: a11y 197 s, reliability 164, shell 115, keyboard 85, offline 82, hindi 70, search
 * suggestions 67; the rest 13–52 s). Starting them first keeps a long file from being the last
 * one running alone. A fresh clone has no timings from an earlier run, so without this the
 * files would start in the order they were found.
 */
const LONGEST_FIRST = [
  'a11y.e2e.ts',
  'reliability.e2e.ts',
  'shell.e2e.ts',
  'keyboard.e2e.ts',
  'offline.e2e.ts',
  'hindi.e2e.ts',
  'search-suggestions.e2e.ts',
];

class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const rank = (file: TestSpecification) => {
      const index = LONGEST_FIRST.findIndex((name) => file.moduleId.endsWith(`/${name}`));
      return index === -1 ? LONGEST_FIRST.length : index;
    };
    return (await super.sort(files)).sort((a, b) => rank(a) - rank(b));
  }
}

/**
 * Browser journeys: the production build in headless Chromium (see scripts/e2e.mjs), two files
 * at a time. Journeys on the demo build share nothing but the preview server (each opens its
 * own browser, whose mock backend lives in the page). Those on the API build share its fixed
 * origin and folder, so they take turns through a lock (tests/e2e/support/api-build-lock.ts)
 * while the demo build's run beside them.
 */
export default defineConfig({
  test: {
    environment: 'node',
    include: ['tests/e2e/**/*.e2e.ts'],
    globalSetup: ['tests/e2e/support/global-setup.ts'],
    setupFiles: ['tests/e2e/support/close-contexts.ts'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // expect.poll waits for the browser: Vitest's default of 1 s was too short beside another
    // file on two busy cores (CI saw a page take longer than that to start hydrating).
    expect: { poll: { timeout: 10_000 } },
    maxWorkers: 2,
    sequence: { sequencer: LongestFirst },
  },
});
