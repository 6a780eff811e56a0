import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterNextPaint, yieldToBrowser } from '../../src/lib/yield-to-browser';

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

describe('afterNextPaint', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  /** A browser whose frames the test runs: each call paints the frames asked for so far. */
  function stubFrames(): () => void {
    let callbacks = new Map<number, FrameRequestCallback>();
    let next = 1;
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => {
      callbacks.set(next, callback);
      return next++;
    });
    vi.stubGlobal('cancelAnimationFrame', (id: number) => callbacks.delete(id));
    return () => {
      const due = callbacks;
      callbacks = new Map();
      for (const callback of due.values()) callback(0);
    };
  }

  it('runs the work in a task after the next frame, not before it and not within it', async () => {
    const paint = stubFrames();
    const work = vi.fn();
    afterNextPaint(work);

    await yieldToBrowser();
    expect(work).not.toHaveBeenCalled();
    paint();
    expect(work).not.toHaveBeenCalled();
    await yieldToBrowser();
    expect(work).toHaveBeenCalledTimes(1);
  });

  it('does not run work cancelled before the frame, or after it but before its task', async () => {
    const paint = stubFrames();
    const beforeFrame = vi.fn();
    const afterFrame = vi.fn();
    afterNextPaint(beforeFrame)();
    const cancelAfterFrame = afterNextPaint(afterFrame);

    paint();
    cancelAfterFrame();
    await yieldToBrowser();
    await yieldToBrowser();
    expect(beforeFrame).not.toHaveBeenCalled();
    expect(afterFrame).not.toHaveBeenCalled();
  });
});
