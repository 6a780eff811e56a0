import { afterEach, describe, expect, it, vi } from 'vitest';
import { withUpdatesHandled } from '../../mocks/worker-updates';

/** jsdom has no service workers: a registration whose update fails like Chromium's. */
class FakeRegistration {
  update(): Promise<void> {
    return Promise.reject(new TypeError('Failed to update a ServiceWorker: Not found'));
  }
}

describe('withUpdatesHandled (the mock worker starting over an existing registration)', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('handles a failed update started while the worker starts: logged as info, nothing unhandled', async () => {
    vi.stubGlobal('ServiceWorkerRegistration', FakeRegistration);
    const info = vi.spyOn(console, 'info').mockImplementation(() => {});
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    try {
      // What MSW does: update() and drop the promise.
      await withUpdatesHandled(async () => {
        void new FakeRegistration().update();
      });
      await new Promise((resolve) => setImmediate(resolve));
    } finally {
      process.off('unhandledRejection', unhandled);
    }
    expect(unhandled).not.toHaveBeenCalled();
    expect(info).toHaveBeenCalledWith(
      '[mock api] the mock worker was not refreshed; the installed one answers',
      expect.any(TypeError),
    );
  });

  it('puts update() back afterwards, so later updates fail as loudly as before', async () => {
    vi.stubGlobal('ServiceWorkerRegistration', FakeRegistration);
    const original = FakeRegistration.prototype.update;
    await withUpdatesHandled(async () => {
      expect(FakeRegistration.prototype.update).not.toBe(original);
    });
    expect(FakeRegistration.prototype.update).toBe(original);
  });

  it('passes a failure of the start itself through', async () => {
    vi.stubGlobal('ServiceWorkerRegistration', FakeRegistration);
    await expect(
      withUpdatesHandled(() => Promise.reject(new Error('worker script missing'))),
    ).rejects.toThrow('worker script missing');
  });
});
