import { useEffect, useState } from 'react';

export type AsyncState<T> =
  { status: 'loading' } | { status: 'success'; data: T } | { status: 'error'; error: unknown };

type Settled<T> = Exclude<AsyncState<T>, { status: 'loading' }>;

const LOADING = { status: 'loading' } as const;

function isAbort(error: unknown): boolean {
  // By name: the DOMException class differs between realms (page, worker, test environment).
  return (
    typeof error === 'object' &&
    error !== null &&
    (error as { name?: unknown }).name === 'AbortError'
  );
}

function sameDeps(a: readonly unknown[], b: readonly unknown[]): boolean {
  return a.length === b.length && a.every((value, index) => Object.is(value, b[index]));
}

/**
 * Runs a read-only request for the calling screen. The request is aborted when its inputs
 * change or the screen unmounts (navigating away), and an abort is never reported as a failure.
 * `onError` runs once per real failure (the spec logs most of them). A result belongs to the
 * inputs it was fetched for, so new inputs read as loading at once, without a stale frame.
 */
export function useAsync<T>(
  run: (signal: AbortSignal) => Promise<T>,
  deps: readonly unknown[],
  onError?: (error: unknown) => void,
): AsyncState<T> {
  const [result, setResult] = useState<{ deps: readonly unknown[]; state: Settled<T> } | null>(
    null,
  );

  useEffect(() => {
    const controller = new AbortController();
    run(controller.signal).then(
      (data) => {
        if (!controller.signal.aborted) setResult({ deps, state: { status: 'success', data } });
      },
      (error: unknown) => {
        if (controller.signal.aborted || isAbort(error)) return;
        onError?.(error);
        setResult({ deps, state: { status: 'error', error } });
      },
    );
    return () => controller.abort();
    // The caller lists the inputs of `run`; `run` and `onError` themselves are new every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, deps);

  return result && sameDeps(result.deps, deps) ? result.state : LOADING;
}
