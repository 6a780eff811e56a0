interface SchedulerWithYield {
  yield(): Promise<void>;
}

/**
 * Resolves in a task of its own, so the browser can handle input and paint between two pieces of
 * start-up work instead of running them as one long task: `scheduler.yield()` where the browser
 * has it (the rest keeps its place ahead of other queued work), a message-channel task otherwise
 * (not a timer: browsers clamp nested timers, and a test's fake timers would hold it).
 */
export function yieldToBrowser(): Promise<void> {
  const { scheduler } = globalThis as { scheduler?: Partial<SchedulerWithYield> };
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}

/**
 * Runs `work` in a task of its own after the browser's next paint (a frame, then a yield), so
 * what a tap or a first render shows is painted before it; the returned function cancels it.
 * A page in a background tab paints nothing, so its work waits until the page is shown.
 */
export function afterNextPaint(work: () => void): () => void {
  let cancelled = false;
  const frame = requestAnimationFrame(() => {
    void yieldToBrowser().then(() => {
      if (!cancelled) work();
    });
  });
  return () => {
    cancelled = true;
    cancelAnimationFrame(frame);
  };
}
