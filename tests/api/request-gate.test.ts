import { describe, expect, it, vi } from 'vitest';
import { server } from '../../mocks/node';

/**
 * The demo build's requests wait for its in-browser mock backend, whose start waits for the
 * page's start-up unless a request needs it sooner (issue 27). A fresh API module per test: the
 * gate is the module's own state.
 */
async function freshApi() {
  vi.resetModules();
  return import('../../src/api');
}

/** A start the test finishes (or fails) when it chooses. */
function heldStart() {
  let finish: (ok: boolean) => void = () => {};
  const start = vi.fn(
    () =>
      new Promise<void>((resolve, reject) => {
        finish = (ok) => (ok ? resolve() : reject(new Error('the worker did not register')));
      }),
  );
  return { start, finish: (ok = true) => finish(ok) };
}

/** Requests that reached the (mock) server so far. */
function requestsSeen(): string[] {
  const seen: string[] = [];
  const listener = ({ request }: { request: Request }) => {
    seen.push(new URL(request.url).pathname);
  };
  server.events.on('request:start', listener);
  onTestFinished(() => server.events.removeListener('request:start', listener));
  return seen;
}

describe('requests held for a backend that starts later', () => {
  it('starts it at the first request, once, and sends the requests when it is ready', async () => {
    const api = await freshApi();
    const { start, finish } = heldStart();
    api.holdRequestsFor(start);
    const seen = requestsSeen();
    expect(start).not.toHaveBeenCalled();

    const first = api.getCategories();
    const second = api.getCategories();
    await vi.waitFor(() => expect(start).toHaveBeenCalledTimes(1));
    expect(seen).toEqual([]);

    finish();
    expect((await first).length).toBeGreaterThan(0);
    expect(await second).toEqual(await first);
    expect(seen).toEqual(['/api/categories/', '/api/categories/']);
    await api.getCategories();
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('starts it when asked, before any request', async () => {
    const api = await freshApi();
    const { start, finish } = heldStart();
    const startNow = api.holdRequestsFor(start);
    const ready = startNow();
    expect(start).toHaveBeenCalledTimes(1);
    finish();
    await ready;
    expect((await api.getCategories()).length).toBeGreaterThan(0);
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('lets the requests go when the start fails', async () => {
    const api = await freshApi();
    const { start, finish } = heldStart();
    api.holdRequestsFor(start);
    const categories = api.getCategories();
    await vi.waitFor(() => expect(start).toHaveBeenCalledTimes(1));
    finish(false);
    expect((await categories).length).toBeGreaterThan(0);
  });
});
