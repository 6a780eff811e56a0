/** True for an abort the caller asked for (navigation away), which is not a failure to show. */
export function isAbortError(error: unknown): boolean {
  // By name: the DOMException class differs between realms (page, worker, test environment).
  return (
    typeof error === 'object' &&
    error !== null &&
    (error as { name?: unknown }).name === 'AbortError'
  );
}

/**
 * What a call aborted by its caller rejects with: the signal's own reason when it is an error,
 * else an AbortError, so `isAbortError` recognises it either way.
 */
export function abortReason(signal: AbortSignal): unknown {
  return signal.reason instanceof Error
    ? signal.reason
    : new DOMException('The request was aborted', 'AbortError');
}
