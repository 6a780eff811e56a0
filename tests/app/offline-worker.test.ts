import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AppRouter } from '../../src/app/router';

/** The browser's service worker container, as far as the page's offline support uses it. */
class FakeContainer extends EventTarget {
  controller: { postMessage: ReturnType<typeof vi.fn> } | null = null;
  register = vi.fn(() => new Promise<never>(() => undefined));
}

/** No long-task timing: the start-up ends a quiet second after the load event. */
class QuietObserver {
  static supportedEntryTypes: string[] = [];
  observe(): void {}
  disconnect(): void {}
}

function fakeRouter() {
  const resolved: ((event: { toLocation: { href: string } }) => void)[] = [];
  const router = {
    subscribe: (_event: 'onResolved', listener: (typeof resolved)[number]) => {
      resolved.push(listener);
      return () => undefined;
    },
  } as unknown as AppRouter;
  return {
    router,
    resolve: (href: string) => resolved.forEach((l) => l({ toLocation: { href } })),
  };
}

describe('pages kept offline (the page side of the service worker)', () => {
  let container: FakeContainer;

  beforeEach(() => {
    vi.useFakeTimers();
    vi.resetModules();
    vi.stubEnv('NODE_ENV', 'production');
    container = new FakeContainer();
    Object.defineProperty(navigator, 'serviceWorker', { value: container, configurable: true });
    vi.stubGlobal('PerformanceObserver', QuietObserver);
  });

  afterEach(() => {
    Reflect.deleteProperty(navigator, 'serviceWorker');
    vi.unstubAllEnvs();
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('keeps the pages seen before a worker took control, once one does (a slow install)', async () => {
    const { startOfflineSupport } = await import('../../src/app/offline-worker');
    const { router, resolve } = fakeRouter();
    startOfflineSupport(router, { register: false });
    resolve('/');
    resolve('/cat/mens-footwear');
    // The start-up is over (a quiet second after the load event); the worker is still installing.
    await vi.advanceTimersByTimeAsync(1000);

    const worker = { postMessage: vi.fn() };
    container.controller = worker;
    container.dispatchEvent(new Event('controllerchange'));
    await vi.advanceTimersByTimeAsync(0);

    expect(worker.postMessage.mock.calls.map(([message]) => message as unknown)).toEqual([
      { type: 'KEEP_PAGE', url: '/', resources: [] },
      { type: 'KEEP_PAGE', url: '/cat/mens-footwear', resources: [] },
    ]);
  });

  it('asks a worker already in control at once, after the start-up', async () => {
    const { startOfflineSupport } = await import('../../src/app/offline-worker');
    const worker = { postMessage: vi.fn() };
    container.controller = worker;
    const { router, resolve } = fakeRouter();
    startOfflineSupport(router, { register: false });
    resolve('/products/');
    await vi.advanceTimersByTimeAsync(999);
    expect(worker.postMessage).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(worker.postMessage).toHaveBeenCalledWith({
      type: 'KEEP_PAGE',
      url: '/products/',
      resources: [],
    });
  });
});
