import { yieldToBrowser } from '../src/lib/yield-to-browser';
import type * as MockBackend from './browser';

/**
 * The in-browser mock backend's largest parts, each loaded and run in a task of its own before
 * the rest of its code (issue 27). Loaded at once they were one task of about 200 ms on a 4x
 * slowed phone (a tap landing in it waited that long): most of it the engine compiling each
 * module as it first runs, lodash, graphql and MSW the largest. A module runs once, so the
 * backend's module finds them ready. The specifiers are the ones the code after them imports (a
 * different entry of a package would be a second copy, run again).
 */
const MODULE_STEPS: readonly (() => Promise<unknown>)[] = [
  // Whole, for one `isFunction` of @mswjs/data's.
  () => import('lodash'),
  // For the GraphQL handlers MSW and @mswjs/data can make; this backend makes none.
  () => import('graphql'),
  () => import('msw'),
  () => import('msw/browser'),
  () => import('@mswjs/data'),
  // The category tree's data (checked by the build, mocks/seed/taxonomy.ts), then the rest of
  // the catalogue's seed modules.
  () => import('./seed/taxonomy'),
  () => import('./catalog'),
];

/** The mock backend's module (mocks/browser.ts), its largest parts loaded in steps first. */
export async function loadMockBackend(): Promise<typeof MockBackend> {
  for (const step of MODULE_STEPS) {
    await step();
    await yieldToBrowser();
  }
  return import('./browser');
}
