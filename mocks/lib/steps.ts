import { yieldToBrowser } from '../../src/lib/yield-to-browser';

/**
 * Work written as a generator: each bare `yield` marks a place where it may pause. The same
 * work runs at once on the server and in tests (`runSteps`), and in short tasks in the browser
 * (`runStepsInTasks`), where one long task would hold back the shopper's taps (issue 27).
 */
export type Steps<T> = Generator<void, T, void>;

/** Runs the steps to their end without pausing and returns their result. */
export function runSteps<T>(steps: Steps<T>): T {
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
  }
}

export interface TaskSlicing {
  /** How long one task may run before the work pauses, in ms (a frame's share: 8 by default). */
  sliceMs?: number;
  /** The clock the slice is measured on (performance.now by default). */
  now?: () => number;
  /** Hands the main thread back and resolves in a later task (yieldToBrowser by default). */
  pause?: () => Promise<void>;
}

/**
 * Runs the steps in tasks of about `sliceMs` each, pausing at the first step past the slice, and
 * resolves with their result.
 */
export async function runStepsInTasks<T>(
  steps: Steps<T>,
  { sliceMs = 8, now = () => performance.now(), pause = yieldToBrowser }: TaskSlicing = {},
): Promise<T> {
  let sliceEnd = now() + sliceMs;
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
    if (now() >= sliceEnd) {
      await pause();
      sliceEnd = now() + sliceMs;
    }
  }
}
