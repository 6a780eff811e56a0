/**
 * Whether the browser says it has a network, and when that changes (the window's online and
 * offline events). No React here: the machines read it too (machines/offline.ts).
 */
export function isOnline(): boolean {
  return typeof navigator === 'undefined' || navigator.onLine;
}

/** Calls `onChange` on every online and offline event; returns the unsubscribe. */
export function subscribeNetworkStatus(onChange: () => void): () => void {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

/**
 * Resolves at the next online event, or never when `signal` aborts first (the waiting actor was
 * stopped, and nobody is left to be told).
 */
export function nextOnline(signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    if (signal.aborted) return;
    const done = () => {
      window.removeEventListener('online', done);
      signal.removeEventListener('abort', stop);
      resolve();
    };
    const stop = () => window.removeEventListener('online', done);
    window.addEventListener('online', done);
    signal.addEventListener('abort', stop, { once: true });
  });
}
