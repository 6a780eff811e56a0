import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { server } from '../../mocks/node';
import { readStoredSession } from '../../machines/session.machine';
import { clearSession, getStoredSession, storeSession } from '../../src/lib/session-store';
import { expectPageStillWorks, failOnUnhandledRejections } from '../faults/support';
import { DEMO_LOGIN, demoUser } from '../fixtures/users';
import { renderRoute, type RenderedRoute } from '../utils/render-route';
import { expectNoInjectedMarkup, PAYLOADS } from './support';
import { expectConsole } from '../utils/console';

/** A login hashes a password and loads the next screen's chunk: slow on a busy machine. */
const SLOW_STEP = { timeout: 5_000 };

async function logInAsDemo(rendered: RenderedRoute): Promise<void> {
  await screen.findByRole('heading', { level: 1, name: 'Login' }, SLOW_STEP);
  await rendered.user.click(screen.getByRole('textbox', { name: 'Email' }));
  await rendered.user.paste(DEMO_LOGIN.email);
  await rendered.user.click(screen.getByLabelText('Password'));
  await rendered.user.paste(DEMO_LOGIN.password);
  await rendered.user.click(screen.getByRole('button', { name: 'Login' }));
}

function recordRequests(): URL[] {
  const urls: URL[] = [];
  const listener = ({ request }: { request: Request }) => {
    urls.push(new URL(request.url));
  };
  server.events.on('request:start', listener);
  onTestFinished(() => server.events.removeListener('request:start', listener));
  return urls;
}

failOnUnhandledRejections();

describe('browser storage that refuses or is corrupt', () => {
  it('storage that refuses writes (full, or disabled): login still works for this tab', async () => {
    onTestFinished(clearSession);
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    });
    const rendered = await renderRoute('/login');
    await logInAsDemo(rendered);
    await waitFor(() => expect(rendered.location()).toBe('/'), SLOW_STEP);
    expect(await screen.findByText('Login successful!', {}, SLOW_STEP)).toBeVisible();
    expect(
      await screen.findByRole('button', { name: demoUser.first_name }, SLOW_STEP),
    ).toBeInTheDocument();
    expect(localStorage.length).toBe(0);

    // Logging out forgets the session kept in memory too.
    await act(() => rendered.router.navigate({ to: '/logout' }));
    await waitFor(() => expect(rendered.location()).toBe('/login'), SLOW_STEP);
    expect(await screen.findByRole('button', { name: 'Account' }, SLOW_STEP)).toBeInTheDocument();
    expect(getStoredSession()).toBeNull();
  });

  it('storage that fills up part-way: the session is kept whole in memory, none of it half-stored', () => {
    onTestFinished(clearSession);
    const setItem = Storage.prototype.setItem;
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(function (
      this: Storage,
      key: string,
      value: string,
    ) {
      if (key === 'user')
        throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      setItem.call(this, key, value);
    });
    storeSession({ token: 'tok-123', refreshToken: 'ref-456', user: demoUser });
    expect(localStorage.length).toBe(0);
    expect(readStoredSession()).toEqual({
      token: 'tok-123',
      refreshToken: 'ref-456',
      user: demoUser,
    });
    clearSession();
    expect(getStoredSession()).toBeNull();
  });

  it('storage that cannot even be reached (blocked by the browser): the store works', async () => {
    const blocked = vi.spyOn(window, 'localStorage', 'get').mockImplementation(() => {
      throw new DOMException('Access is denied for this document.', 'SecurityError');
    });
    // Restored in the test itself: the shared teardown clears localStorage before later hooks run.
    try {
      const rendered = await renderRoute('/login');
      await logInAsDemo(rendered);
      expect(
        await screen.findByRole('button', { name: demoUser.first_name }, SLOW_STEP),
      ).toBeInTheDocument();
      await expectPageStillWorks(rendered);
    } finally {
      blocked.mockRestore();
      clearSession();
    }
  });

  it.each([
    ['an enormous token', () => localStorage.setItem('token', 't'.repeat(200_000))],
    [
      'a user object that tries prototype pollution',
      () =>
        localStorage.setItem(
          'user',
          `{"__proto__":{"polluted":true},"first_name":"${demoUser.first_name}"}`,
        ),
    ],
    ['a user that is JSON null', () => localStorage.setItem('user', 'null')],
    ['a first name that is not text', () => localStorage.setItem('user', '{"first_name":{}}')],
  ])('%s with a token: the check fails cleanly and nothing leaks', async (_kind, corrupt) => {
    localStorage.setItem('token', 'some-token');
    localStorage.setItem('user', JSON.stringify(demoUser));
    corrupt();
    // A token stored with a user the session can read is checked, and the failed check logged;
    // with a user it cannot read, the session is cleared without a check. Nothing else prints.
    expectConsole('error', 'Authentication check failed');
    const rendered = await renderRoute('/cart');
    await waitFor(() => expect(rendered.location()).toBe('/login?redirect=%2Fcart'), SLOW_STEP);
    expect(await screen.findByRole('button', { name: 'Account' }, SLOW_STEP)).toBeInTheDocument();
    expect(localStorage.getItem('token')).toBeNull();
    expect(({} as { polluted?: unknown }).polluted).toBeUndefined();
    await expectPageStillWorks(rendered);
  });

  it('a stored name that is a script payload (written by another tab) shows as text', async () => {
    await renderRoute('/');
    expect(await screen.findByRole('button', { name: 'Account' })).toBeInTheDocument();
    localStorage.setItem('token', 'some-token');
    localStorage.setItem('refresh_token', 'some-refresh-token');
    localStorage.setItem('user', JSON.stringify({ ...demoUser, first_name: PAYLOADS.img }));
    act(() => {
      window.dispatchEvent(
        new StorageEvent('storage', { key: 'user', storageArea: window.localStorage }),
      );
    });
    expect(await screen.findByRole('button', { name: PAYLOADS.img })).toBeInTheDocument();
    expectNoInjectedMarkup();
  });
});

describe('junk in the address', () => {
  it.each([
    ['broken percent-encoding in the query', '/search/?q=%E0%A4%A', /^\/search\//],
    ['a lone percent sign', '/search/?q=%', /^\/search\//],
    [
      'JSON-looking values',
      '/products/?q=%7B%22a%22%3A1%7D&brand=[1,2]&rating=true',
      /^\/products\//,
    ],
    [
      'prototype keys',
      '/products/?__proto__[polluted]=1&constructor[prototype][polluted]=1&q=shoes',
      /^\/products\//,
    ],
    [
      'numbers in odd notations',
      '/products/?price_from=0x10&price_to=1e999&offer=-0&rating=4.5.1',
      /^\/products\//,
    ],
    ['a 10,000-character parameter', `/products/?brand=${'b'.repeat(10_000)}`, /^\/products\//],
    ['control characters', '/search/?q=%00%01%1B%5B31m', /^\/search\//],
  ])('%s: the listing shows and sends nothing malformed', async (_kind, url, path) => {
    const requests = recordRequests();
    const rendered = await renderRoute(url);
    expect(await screen.findByRole('heading', { level: 1, name: "Men's Footwear" })).toBeVisible();
    expect(rendered.location()).toMatch(path);
    await waitFor(() => expect(requests.some((r) => r.pathname === '/api/products/')).toBe(true));
    for (const request of requests.filter((r) => r.pathname === '/api/products/')) {
      for (const [name, value] of request.searchParams) {
        expect([
          'keyword',
          'priceFrom',
          'priceTo',
          'offer',
          'brand',
          'color',
          'size',
          'rating',
        ]).toContain(name);
        expect(value.length).toBeLessThanOrEqual(200);
        expect(value).not.toMatch(/\p{Cc}/u);
        if (name !== 'keyword' && name !== 'brand' && name !== 'color' && name !== 'size') {
          expect(value).toMatch(/^\d+(\.\d+)?$/);
        }
      }
    }
    expect(({} as { polluted?: unknown }).polluted).toBeUndefined();
    await expectPageStillWorks(rendered);
  });

  it.each([
    ['a product address with broken encoding', '/product/%E0%A4%A'],
    ['a category address with a lone percent sign', '/cat/%'],
  ])('%s: the page is not blank and the store still works', async (_kind, url) => {
    const rendered = await renderRoute(url);
    expect(await screen.findByRole('navigation', { name: 'Categories' })).toBeInTheDocument();
    await expectPageStillWorks(rendered);
  });
});
