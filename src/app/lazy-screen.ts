import { lazyRouteComponent } from '@tanstack/react-router';
import type { ComponentType } from 'react';
import { LAZY_LOAD_TIMEOUT_MS } from '../lib/constants';
import { withTimeout } from '../lib/timeout';

export class ScreenLoadError extends Error {
  override readonly name = 'ScreenLoadError';
}

/**
 * A code-split screen. A chunk that fails to load, or takes longer than 120000 ms (spec §9),
 * rejects with ScreenLoadError, which the route error boundary shows with a retry.
 */
export function lazyScreen<M extends Record<string, unknown>, K extends keyof M & string>(
  importer: () => Promise<M>,
  exportName: K,
) {
  const component = lazyRouteComponent(
    () =>
      withTimeout(importer(), LAZY_LOAD_TIMEOUT_MS, `Loading the ${exportName} screen`).catch(
        (error: unknown) => {
          throw new ScreenLoadError(error instanceof Error ? error.message : String(error));
        },
      ) as Promise<Record<K, ComponentType>>,
    exportName,
  );
  // The server names a page's screens, so its HTML can preload their chunks (scripts/ssr.mjs).
  return Object.assign(component, { screenName: exportName });
}
