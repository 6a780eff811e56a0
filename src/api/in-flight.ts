interface Shared {
  promise: Promise<unknown>;
  controller: AbortController;
  callers: number;
}

const inFlight = new Map<string, Shared>();

function abortError(signal: AbortSignal): unknown {
  return signal.reason instanceof Error
    ? signal.reason
    : new DOMException('The request was aborted', 'AbortError');
}

/**
 * Joins an identical read that is already in flight instead of sending it twice: the navigation
 * bar and the page ask for the categories at the same moment. Each caller's signal only ends its
 * own wait; the shared request is cancelled once every caller has given up on it. A settled
 * request is forgotten at once, so nothing is cached and the next read asks the server again.
 */
export function joinInFlight<T>(
  key: string,
  signal: AbortSignal | undefined,
  start: (signal: AbortSignal) => Promise<T>,
): Promise<T> {
  if (signal?.aborted) return Promise.reject(abortError(signal));
  let shared = inFlight.get(key);
  if (!shared) {
    const controller = new AbortController();
    const entry: Shared = {
      controller,
      callers: 0,
      promise: start(controller.signal).finally(() => {
        if (inFlight.get(key) === entry) inFlight.delete(key);
      }),
    };
    inFlight.set(key, entry);
    shared = entry;
  }
  const joined = shared;
  joined.callers += 1;
  return new Promise<T>((resolve, reject) => {
    let leave: (() => void) | undefined;
    if (signal) {
      leave = () => {
        joined.callers -= 1;
        if (joined.callers === 0) {
          if (inFlight.get(key) === joined) inFlight.delete(key);
          joined.controller.abort();
        }
        reject(abortError(signal));
      };
      signal.addEventListener('abort', leave, { once: true });
    }
    const stopListening = () => {
      if (leave) signal?.removeEventListener('abort', leave);
    };
    joined.promise.then(
      (value) => {
        stopListening();
        resolve(value as T);
      },
      (error: unknown) => {
        stopListening();
        reject(error);
      },
    );
  });
}
