/**
 * Work that can wait for the page's start-up to end: after the load event, once the main thread
 * has gone QUIET_MS without a long task (the browser's long-task timing, where it has it), and
 * MAX_WAIT_MS after the load event at the latest. On a budget phone, hydration and the lazy
 * chunks keep the main thread busy for a few seconds after the load event; background work
 * started then (the service worker's registration and precache, which share the device's cores)
 * makes the shopper's first tap wait.
 */
export const QUIET_MS = 1000;
export const MAX_WAIT_MS = 10_000;

function observesLongTasks(): boolean {
  return (
    typeof PerformanceObserver !== 'undefined' &&
    PerformanceObserver.supportedEntryTypes.includes('longtask')
  );
}

/** Runs `work` once, after start-up (see above). The returned function cancels it. */
export function afterStartUp(work: () => void): () => void {
  let finished = false;
  let quiet: ReturnType<typeof setTimeout> | undefined;
  let latest: ReturnType<typeof setTimeout> | undefined;
  let observer: PerformanceObserver | undefined;
  const stop = () => {
    finished = true;
    clearTimeout(quiet);
    clearTimeout(latest);
    observer?.disconnect();
    window.removeEventListener('load', begin);
  };
  const run = () => {
    if (finished) return;
    stop();
    work();
  };
  const waitForQuiet = () => {
    clearTimeout(quiet);
    quiet = setTimeout(run, QUIET_MS);
  };
  function begin() {
    if (observesLongTasks()) {
      observer = new PerformanceObserver(waitForQuiet);
      observer.observe({ type: 'longtask' });
    }
    waitForQuiet();
    latest = setTimeout(run, MAX_WAIT_MS);
  }
  if (document.readyState === 'complete') begin();
  else window.addEventListener('load', begin, { once: true });
  return stop;
}
