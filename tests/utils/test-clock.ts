import { act, configure, getConfig } from '@testing-library/react';
import { vi } from 'vitest';
import { settleQueuedWork } from './gate';

/**
 * Runs `steps` with the pause's clock in the test's hands (setTimeout and clearTimeout faked,
 * nothing else), so "not yet" is exact: `advance(ms)` moves it and lets what was due run.
 * Testing Library's waiting helpers need the real clock, so they are used outside only; inside,
 * user-event runs its steps without them (its default wrapper waits on a setTimeout).
 */
export async function onTestClock(
  steps: (advance: (ms: number) => Promise<void>) => Promise<void>,
): Promise<void> {
  const { asyncWrapper } = getConfig();
  configure({ asyncWrapper: (run) => run() });
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  try {
    await steps(async (ms) => {
      await act(async () => {
        vi.advanceTimersByTime(ms);
        await settleQueuedWork();
      });
    });
  } finally {
    vi.useRealTimers();
    configure({ asyncWrapper });
  }
}
