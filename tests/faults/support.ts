import { screen, waitFor } from '@testing-library/react';
import { delay, http, HttpResponse, type HttpHandler } from 'msw';
import { afterEach, beforeEach, expect, onTestFinished, vi } from 'vitest';
import { server } from '../../mocks/node';
import { expectConsole } from '../utils/console';
const SEARCH_PLACEHOLDER = 'Search for Products, Brands and More';
import { settleQueuedWork } from '../utils/gate';
import type { RenderedRoute } from '../utils/render-route';

/**
 * The faults every call is put through (issue #9): three statuses with the bodies a real backend
 * or proxy answers them with, a dropped connection, an answer that never comes (the client's
 * timeout), an HTML page where JSON was expected, and a 200 with no body at all.
 */
export const FAULTS = ['500', '401', '404', 'network', 'timeout', 'malformed', 'empty'] as const;
export type Fault = (typeof FAULTS)[number];

/** True for the faults where no HTTP response reaches the client. */
export const NO_RESPONSE: ReadonlySet<Fault> = new Set<Fault>(['network', 'timeout']);

export type Method = 'get' | 'post' | 'put';

function faultResponse(fault: Exclude<Fault, 'timeout'>): Response {
  switch (fault) {
    case '500':
      return HttpResponse.json({ error: 'Internal server error' }, { status: 500 });
    case '401':
      return HttpResponse.json(
        { error: 'Authentication credentials were not provided.' },
        { status: 401 },
      );
    case '404':
      // A proxy's page rather than the API's JSON: there is no error field to show.
      return new HttpResponse('Not Found', {
        status: 404,
        headers: { 'Content-Type': 'text/plain' },
      });
    case 'network':
      return HttpResponse.error();
    case 'malformed':
      return HttpResponse.html('<!doctype html><title>Bad gateway</title><p>Try later</p>');
    case 'empty':
      return new HttpResponse(null, { status: 200 });
  }
}

export interface InjectedFault {
  /** How many requests the faulty handler received. */
  hits: () => number;
  /** The AbortSignal of every request it received, in order. */
  signals: AbortSignal[];
}

/** Makes `method path` (an msw pattern, e.g. '*\/api/banners/') answer with `fault`. */
export function injectFault(method: Method, path: string, fault: Fault): InjectedFault {
  const signals: AbortSignal[] = [];
  const handler: HttpHandler = http[method](path, async ({ request }) => {
    signals.push(request.signal);
    if (fault === 'timeout') {
      await delay('infinite');
      return HttpResponse.error();
    }
    return faultResponse(fault);
  });
  server.use(handler);
  return { hits: () => signals.length, signals };
}

/** Makes `method path` receive requests and never answer; its signals show what got aborted. */
export function hang(method: Method, path: string): InjectedFault {
  return injectFault(method, path, 'timeout');
}

/**
 * A virtual clock for the client's request timeout, so a test can let 15 s pass at once. It
 * stands in for AbortSignal.timeout, the one clock the client reads: `advance(ms)` times out
 * every request whose deadline has come. Nothing else in the page is on this clock.
 */
export interface RequestClock {
  /** Every timeout the client asked for, in ms. */
  requested: number[];
  advance: (ms: number) => void;
}

export function installRequestClock(): RequestClock {
  let now = 0;
  const pending: { deadline: number; controller: AbortController }[] = [];
  const requested: number[] = [];
  vi.spyOn(AbortSignal, 'timeout').mockImplementation((ms: number) => {
    const controller = new AbortController();
    requested.push(ms);
    pending.push({ deadline: now + ms, controller });
    return controller.signal;
  });
  return {
    requested,
    advance(ms) {
      now += ms;
      for (const { deadline, controller } of pending) {
        if (deadline <= now && !controller.signal.aborted) {
          controller.abort(new DOMException('The operation timed out.', 'TimeoutError'));
        }
      }
    },
  };
}

/**
 * Counts requests that have started and not ended, so a test can wait until only the ones it
 * made hang are still open (and a virtual timeout hits nothing else).
 */
export function trackOpenRequests(): { open: () => number } {
  let open = 0;
  const onStart = () => {
    open += 1;
  };
  const onEnd = () => {
    open -= 1;
  };
  server.events.on('request:start', onStart);
  server.events.on('request:end', onEnd);
  onTestFinished(() => {
    server.events.removeListener('request:start', onStart);
    server.events.removeListener('request:end', onEnd);
  });
  return { open: () => open };
}

/**
 * Fails the test that left a promise rejection unhandled. Vitest reports one for the whole run;
 * this names the test, and checks once the queued work has run (event-loop turns, not a timer)
 * so rejections of the last tick count too.
 */
export function failOnUnhandledRejections(): void {
  const seen: unknown[] = [];
  const listener = (reason: unknown) => {
    seen.push(reason);
  };
  beforeEach(() => {
    seen.length = 0;
    process.on('unhandledRejection', listener);
  });
  afterEach(async () => {
    await settleQueuedWork();
    process.off('unhandledRejection', listener);
    expect(seen, 'unhandled promise rejections').toEqual([]);
  });
}

/** Whether a console.error call's first argument is one of the spec's messages (§8). */
function isSpecLog(first: unknown): first is string {
  return (
    typeof first === 'string' &&
    (first.startsWith('Error fetching') || first === 'Authentication check failed')
  );
}

/**
 * Catches the spec's failure logs for the test and returns the spy, to read what was logged;
 * any other console.error still fails the test.
 */
export function captureErrors() {
  return expectConsole('error', isSpecLog);
}

/** The first argument of every console.error call that is one of the spec's messages (§8). */
export function specLogs(log: { mock: { calls: unknown[][] } }): string[] {
  return log.mock.calls.map(([first]) => first).filter(isSpecLog);
}

/**
 * The page is not blank and still works: the main content has text, and the navigation bar's
 * search takes the shopper to the listing.
 */
export async function expectPageStillWorks({ user, location }: RenderedRoute): Promise<void> {
  expect((await screen.findByRole('main')).textContent?.trim()).not.toBe('');
  const search = await screen.findByRole('combobox', { name: SEARCH_PLACEHOLDER });
  await user.clear(search);
  await user.type(search, 'kurta{Enter}');
  // Generous waits: the listing is a lazy chunk, slow to load the first time on a busy machine.
  await waitFor(() => expect(location()).toBe('/search/?q=kurta'), { timeout: 5_000 });
  expect(
    await screen.findByRole('heading', { level: 1, name: "Men's Footwear" }, { timeout: 5_000 }),
  ).toBeInTheDocument();
}
