/** whileActive: a call's result or failure passed on, unless the call's own actor aborted it. */
import { describe, expect, it, vi } from 'vitest';
import { whileActive } from '../../machines/while-active';
import { settleQueuedWork } from '../utils/gate';

describe('whileActive', () => {
  it('passes results and real failures through', async () => {
    const signal = new AbortController().signal;
    await expect(whileActive(signal, Promise.resolve(1))).resolves.toBe(1);
    await expect(whileActive(signal, Promise.reject(new Error('401')))).rejects.toThrow('401');
  });

  it('never settles for a call its own actor aborted', async () => {
    const controller = new AbortController();
    const settled = vi.fn();
    const call = new Promise<never>((_, reject) =>
      controller.signal.addEventListener('abort', () => reject(controller.signal.reason)),
    );
    whileActive(controller.signal, call).then(settled, settled);
    controller.abort();
    await settleQueuedWork();
    expect(settled).not.toHaveBeenCalled();
  });
});
