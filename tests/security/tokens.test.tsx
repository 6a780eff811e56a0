import { act, cleanup, screen, waitFor } from '@testing-library/react';
import { inspect } from 'node:util';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { server } from '../../mocks/node';
import { getProfile, updateProfile } from '../../src/api';
import { DEMO_LOGIN, demoUser } from '../fixtures/users';
import { expectConsole } from '../utils/console';
import { renderRoute, type RenderedRoute } from '../utils/render-route';

const QUIET_METHODS = ['log', 'info', 'debug', 'trace'] as const;

/**
 * Every line written to the console, with objects expanded all the way down. Errors and
 * warnings other than `expectedErrors` still fail the test (the setup's console guard).
 */
function captureConsole(...expectedErrors: string[]): () => string[] {
  const spies = [
    ...QUIET_METHODS.map((method) => vi.spyOn(console, method).mockImplementation(() => {})),
    expectConsole('warn'),
    expectConsole('error', ...expectedErrors),
  ];
  return () =>
    spies.flatMap((spy) =>
      spy.mock.calls.map((args) =>
        args
          .map((arg) => (typeof arg === 'string' ? arg : inspect(arg, { depth: null })))
          .join(' '),
      ),
    );
}

interface SeenRequest {
  url: string;
  authorization: string | null;
}

function captureRequests(): SeenRequest[] {
  const seen: SeenRequest[] = [];
  const listener = ({ request }: { request: Request }) => {
    seen.push({ url: request.url, authorization: request.headers.get('authorization') });
  };
  server.events.on('request:start', listener);
  onTestFinished(() => server.events.removeListener('request:start', listener));
  return seen;
}

/** A secret and the forms it could take in a URL or a log line. */
function forms(secret: string): string[] {
  return [secret, encodeURIComponent(secret), secret.slice(0, 16)];
}

function expectNowhere(secrets: string[], places: { what: string; texts: string[] }[]): void {
  for (const secret of secrets) {
    for (const form of forms(secret)) {
      for (const { what, texts } of places) {
        expect(
          texts.filter((text) => text.includes(form)),
          `${what} must not contain a token`,
        ).toEqual([]);
      }
    }
  }
}

async function logIn({ user }: RenderedRoute): Promise<void> {
  await user.click(await screen.findByRole('textbox', { name: 'Email' }));
  await user.paste(DEMO_LOGIN.email);
  await user.click(screen.getByLabelText('Password'));
  await user.paste(DEMO_LOGIN.password);
  await user.click(screen.getByRole('button', { name: 'Login' }));
}

describe('tokens stay in the three storage keys, out of URLs and logs', () => {
  it('through login, a later visit that validates the token, the profile calls and logout', async () => {
    const consoleLines = captureConsole();
    const requests = captureRequests();
    const locations: string[] = [];

    // Login.
    const first = await renderRoute('/login');
    first.router.subscribe('onResolved', () => locations.push(first.location()));
    await logIn(first);
    expect(
      await screen.findByRole('button', { name: demoUser.first_name }, { timeout: 5_000 }),
    ).toBeInTheDocument();
    const token = localStorage.getItem('token')!;
    const refreshToken = localStorage.getItem('refresh_token')!;
    expect(token.length).toBeGreaterThan(20);
    expect(refreshToken.length).toBeGreaterThan(20);
    // The session's three keys; the shopper's other values are `bazaar.` keys (the account's
    // cart as last seen, once it has loaded), and none of them holds a token.
    const keys = Object.keys(localStorage).sort();
    expect(keys.filter((key) => !key.startsWith('bazaar.'))).toEqual([
      'refresh_token',
      'token',
      'user',
    ]);
    for (const key of keys.filter((name) => name.startsWith('bazaar.'))) {
      expect(localStorage.getItem(key)).not.toContain(token);
      expect(localStorage.getItem(key)).not.toContain(refreshToken);
    }
    expect(localStorage.getItem('user')).not.toContain(token);
    expect(localStorage.getItem('user')).not.toContain(refreshToken);
    expect(sessionStorage.length).toBe(0);
    expect(document.cookie).toBe('');

    // A later visit: the stored token is validated, sent only as a bearer header.
    cleanup();
    const second = await renderRoute('/cart');
    second.router.subscribe('onResolved', () => locations.push(second.location()));
    expect(
      await screen.findByRole('heading', { level: 1, name: /cart/i }, { timeout: 5_000 }),
    ).toBeInTheDocument();
    const validation = requests.find((request) => request.url.includes('/api/validate-token/'));
    expect(validation?.authorization).toBe(`Bearer ${token}`);

    // The two profile calls carry it the same way (made while the page goes on working).
    await act(async () => {
      await getProfile();
      await updateProfile({
        first_name: demoUser.first_name,
        last_name: demoUser.last_name,
        gender: demoUser.gender,
      });
    });
    const profileCalls = requests.filter((request) => request.url.includes('/api/user/profile/'));
    expect(profileCalls.map((request) => request.authorization)).toEqual([
      `Bearer ${token}`,
      `Bearer ${token}`,
    ]);
    // The account's cart and wishlist (issue 25) are read with it too, the same way.
    const shopCalls = requests.filter((request) => /\/api\/(cart|wishlist)\//.test(request.url));
    expect(shopCalls.length).toBeGreaterThan(0);
    for (const request of shopCalls) expect(request.authorization).toBe(`Bearer ${token}`);
    // Nothing else gets it: the catalog calls go without credentials.
    const anonymous = requests.filter(
      (request) => !/validate-token|user\/profile|\/api\/(cart|wishlist)\//.test(request.url),
    );
    expect(anonymous.length).toBeGreaterThan(0);
    for (const request of anonymous) expect(request.authorization, request.url).toBeNull();

    // Logout leaves none of the three keys behind.
    await act(() => second.router.navigate({ to: '/logout' }));
    await waitFor(() => expect(second.location()).toBe('/login'), { timeout: 5_000 });
    expect(localStorage.length).toBe(0);

    expectNowhere(
      [token, refreshToken],
      [
        { what: 'request URLs', texts: requests.map((request) => request.url) },
        { what: 'page addresses', texts: [...locations, window.location.href] },
        { what: 'console output', texts: consoleLines() },
        { what: 'the document', texts: [document.documentElement.outerHTML, document.title] },
      ],
    );
  });

  it('a rejected token is logged as a failed check without the token itself', async () => {
    const consoleLines = captureConsole('Authentication check failed');
    const requests = captureRequests();
    const bogus = 'bogus-token-0123456789abcdefghijklmnop';
    localStorage.setItem('token', bogus);
    localStorage.setItem('refresh_token', 'bogus-refresh-0123456789abcdefghijkl');
    localStorage.setItem('user', JSON.stringify(demoUser));
    const rendered = await renderRoute('/cart');
    await waitFor(() => expect(rendered.location()).toBe('/login?redirect=%2Fcart'));
    const lines = consoleLines();
    expect(lines.some((line) => line.startsWith('Authentication check failed'))).toBe(true);
    expectNowhere(
      [bogus, 'bogus-refresh-0123456789abcdefghijkl'],
      [
        { what: 'console output', texts: lines },
        { what: 'request URLs', texts: requests.map((request) => request.url) },
      ],
    );
  });
});
