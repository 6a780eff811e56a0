import { act } from '@testing-library/react';

/**
 * A promise the test releases: a mock handler awaits `gate.opened` and answers only after
 * `gate.open()`, so "while the request runs" lasts exactly as long as the test needs, whatever
 * the machine's speed.
 */
export function createGate(): { opened: Promise<void>; open: () => void } {
  let open = () => {};
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { opened, open };
}

/**
 * Lets everything already queued run (promise callbacks, timers due now, I/O callbacks) by
 * turning the event loop a fixed number of times: for "nothing happened yet" checks that must
 * not depend on how long a sleep lasts on a busy machine. Inside act(): what the app renders
 * meanwhile is on the screen when it resolves.
 */
export async function settleQueuedWork(turns = 10): Promise<void> {
  await act(async () => {
    for (let turn = 0; turn < turns; turn += 1) {
      await new Promise<void>((resolve) => setImmediate(resolve));
    }
  });
}
