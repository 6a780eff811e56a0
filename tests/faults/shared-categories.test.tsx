import { screen, waitFor, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../../mocks/node';
import { ApiError, getCategories, isAbortError } from '../../src/api';
import { countRequests } from '../features/auth/auth-fixtures';
import { renderRoute } from '../utils/render-route';
import { failOnUnhandledRejections, hang } from './support';

/** Answers the categories call after `ms`, with the mock's own data or a failure. */
function slowCategories(ms: number, status = 200) {
  const signals: AbortSignal[] = [];
  server.use(
    http.get('*/api/categories/', async ({ request }) => {
      signals.push(request.signal);
      await delay(ms);
      return status === 200
        ? HttpResponse.json([{ id: 1, name: 'Mobiles', slug: 'mobiles', image_url: '' }])
        : HttpResponse.json({ error: 'Down' }, { status });
    }),
  );
  return signals;
}

failOnUnhandledRejections();

describe('categories: callers at the same moment share one request', () => {
  it('two readers get the same answer from one request', async () => {
    const requests = slowCategories(30);
    const [first, second] = await Promise.all([getCategories(), getCategories()]);
    expect(requests).toHaveLength(1);
    expect(first).toEqual(second);
    expect(first[0]?.name).toBe('Mobiles');
  });

  it('one reader giving up does not cancel the request for the other', async () => {
    const requests = slowCategories(50);
    const leaving = new AbortController();
    const left = getCategories({ signal: leaving.signal }).catch((error: unknown) => error);
    const staying = getCategories();
    leaving.abort();
    expect(isAbortError(await left)).toBe(true);
    expect((await staying)[0]?.name).toBe('Mobiles');
    expect(requests).toHaveLength(1);
    expect(requests[0]!.aborted).toBe(false);
  });

  it('the request is cancelled once every reader has given up', async () => {
    const hung = hang('get', '*/api/categories/');
    const [a, b] = [new AbortController(), new AbortController()];
    const pending = [a, b].map((controller) =>
      getCategories({ signal: controller.signal }).catch((error: unknown) => error),
    );
    await waitFor(() => expect(hung.hits()).toBe(1));
    a.abort();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(hung.signals[0]!.aborted).toBe(false);
    b.abort();
    await waitFor(() => expect(hung.signals[0]!.aborted).toBe(true));
    for (const error of await Promise.all(pending)) expect(isAbortError(error)).toBe(true);
  });

  it('a failure reaches every reader, and nothing is kept: the next read asks again', async () => {
    const failing = slowCategories(20, 503);
    const errors = await Promise.all(
      [getCategories(), getCategories()].map((call) => call.catch((error: unknown) => error)),
    );
    expect(failing).toHaveLength(1);
    for (const error of errors) expect(error).toMatchObject({ name: 'ApiError', status: 503 });
    expect(errors[0]).toBeInstanceOf(ApiError);

    const answering = slowCategories(0);
    expect((await getCategories())[0]?.name).toBe('Mobiles');
    expect(answering).toHaveLength(1);
  });

  it('a reader that arrives already aborted sends nothing', async () => {
    const requests = slowCategories(0);
    const controller = new AbortController();
    controller.abort();
    expect(isAbortError(await getCategories({ signal: controller.signal }).catch((e) => e))).toBe(
      true,
    );
    expect(requests).toHaveLength(0);
  });

  it('the home page asks for the categories once, for the bar and the strip', async () => {
    // Network latency, as in the browser: the page's screen mounts while the bar's request is
    // on its way. Returning nothing hands the request on to the mock backend's own handler.
    server.use(
      http.get('*/api/categories/', async () => {
        await delay(150);
      }),
    );
    const calls = countRequests('GET', '/api/categories/');
    await renderRoute('/');
    const strip = await screen.findByRole(
      'navigation',
      { name: 'Shop by category' },
      { timeout: 5_000 },
    );
    const bar = screen.getByRole('navigation', { name: 'Categories' });
    await waitFor(() =>
      expect(within(bar).getAllByRole('link').length).toBeGreaterThan(
        within(strip).getAllByRole('link').length - 1,
      ),
    );
    expect(within(strip).getByRole('link', { name: /Mobiles/ })).toBeInTheDocument();
    expect(within(bar).getByRole('link', { name: 'Mobiles' })).toBeInTheDocument();
    expect(calls.count()).toBe(1);
  });
});
