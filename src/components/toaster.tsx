import { lazy, Suspense, useSyncExternalStore } from 'react';
import type { Shown } from '../i18n/message';

/** Long enough to read; Chakra's default for success (2 s) is too quick for many shoppers. */
const TOAST_DURATION_MS = 6000;

const loadRegion = () => import('./toast-region');
const ToastRegion = lazy(() => loadRegion().then((module) => ({ default: module.ToastRegion })));

/**
 * The toast machinery is its own chunk, fetched with the first message: most visits never
 * raise one, so it stays out of the first load. The region mounts only once the chunk is
 * there (so it cannot fail to load) and shows the toasts already queued.
 */
let regionLoaded = false;
const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Says that something worked, e.g. 'Login successful!', in the page's language. */
export function showSuccess(title: Shown): void {
  loadRegion().then(
    (module) => {
      module.createSuccess(title, TOAST_DURATION_MS);
      if (!regionLoaded) {
        regionLoaded = true;
        for (const listener of listeners) listener();
      }
    },
    (error: unknown) => console.error('A message could not be shown', title, error),
  );
}

/** Rendered once by the app providers. */
export function AppToaster() {
  const loaded = useSyncExternalStore(
    subscribe,
    () => regionLoaded,
    () => false,
  );
  return loaded ? (
    <Suspense fallback={null}>
      <ToastRegion />
    </Suspense>
  ) : null;
}
