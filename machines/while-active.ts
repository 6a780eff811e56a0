/**
 * The result of a call made by a promise actor, unless the actor was stopped meanwhile. Stopping
 * an actor aborts its signal and so its call; the rejection that follows is not a failure to
 * report, so it never settles. This matters because React's StrictMode stops and restarts actors
 * (@xstate/react restores their snapshot): without it, the aborted first call would reach the
 * restarted actor as an error, e.g. a failed authentication check.
 */
export async function whileActive<T>(signal: AbortSignal, call: Promise<T>): Promise<T> {
  try {
    return await call;
  } catch (error) {
    if (signal.aborted) return new Promise<T>(() => {});
    throw error;
  }
}
