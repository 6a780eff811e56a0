import { afterEach, describe, expect, it, vi } from 'vitest';
import { yieldToBrowser } from '../../src/lib/yield-to-browser';

describe('yieldToBrowser', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('resolves in a later task: a task queued before it runs first, microtasks do not', async () => {
    const order: string[] = [];
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      order.push('queued task');
      channel.port1.close();
    };
    channel.port2.postMessage(null);
    void Promise.resolve().then(() => order.push('microtask'));

    await yieldToBrowser();
    order.push('after the yield');

    expect(order).toEqual(['microtask', 'queued task', 'after the yield']);
  });

  it("uses the browser's scheduler.yield() where it has one", async () => {
    let release = () => {};
    const yielded = vi.fn(() => new Promise<void>((resolve) => (release = resolve)));
    vi.stubGlobal('scheduler', { yield: yielded });
    let resolved = false;
    const waiting = yieldToBrowser().then(() => (resolved = true));

    await Promise.resolve();
    expect(yielded).toHaveBeenCalledTimes(1);
    expect(resolved).toBe(false);
    release();
    await waiting;
    expect(resolved).toBe(true);
  });
});
