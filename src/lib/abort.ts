/** True for an abort the caller asked for (navigation away), which is not a failure to show. */
export function isAbortError(error: unknown): boolean {
  // By name: the DOMException class differs between realms (page, worker, test environment).
  return (
    typeof error === 'object' &&
    error !== null &&
    (error as { name?: unknown }).name === 'AbortError'
  );
}
