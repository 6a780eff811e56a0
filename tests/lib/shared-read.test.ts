import { afterEach, describe, expect, it, vi } from 'vitest';
import { createSharedRead } from '../../src/lib/shared-read';
import { expectConsole } from '../utils/console';

const FRESH_MS = 300_000;

afterEach(() => {
  vi.useRealTimers();
});

describe('createSharedRead', () => {
  it('starts one read for every reader while it is fresh, and a new one after', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const load = vi.fn(() => Promise.resolve(['Bata', 'Puma']));
    const shared = createSharedRead(load, 'Error fetching brands', FRESH_MS);

    const first = shared.read();
    expect(shared.read()).toBe(first);
    expect(await first).toEqual({ status: 'success', data: ['Bata', 'Puma'] });
    vi.advanceTimersByTime(FRESH_MS - 1);
    expect(shared.read()).toBe(first);
    expect(load).toHaveBeenCalledTimes(1);

    vi.advanceTimersByTime(1);
    expect(await shared.read()).toEqual({ status: 'success', data: ['Bata', 'Puma'] });
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('logs a failure once with its message, and the next reader tries again', async () => {
    const logged = expectConsole('error', 'Error fetching brands');
    const load = vi
      .fn<() => Promise<string[]>>()
      .mockRejectedValueOnce(new Error('HTTP 500'))
      .mockResolvedValueOnce(['Bata']);
    const shared = createSharedRead(load, 'Error fetching brands', FRESH_MS);

    const [one, two] = await Promise.all([shared.read(), shared.read()]);
    expect(one).toEqual({ status: 'error' });
    expect(two).toEqual({ status: 'error' });
    expect(logged).toHaveBeenCalledTimes(1);
    expect(logged).toHaveBeenCalledWith('Error fetching brands', expect.any(Error));

    expect(await shared.read()).toEqual({ status: 'success', data: ['Bata'] });
    expect(load).toHaveBeenCalledTimes(2);
  });
});
