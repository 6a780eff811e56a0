import type { Page } from 'playwright-core';
import { DEMO_LOGIN, demoUser } from '../../fixtures/users';

/** Password inputs have no textbox role; their labels may carry the hidden required marker. */
export const PASSWORD = /^Password\*?$/;
export const CONFIRM_PASSWORD = /^Confirm Password\*?$/;

/** Resolves once the address bar shows `pathname`. */
export function waitForPath(page: Page, pathname: string): Promise<void> {
  return page.waitForURL((url) => url.pathname === pathname);
}

/** The navigation bar's account menu trigger: the shopper's first name, or 'Account'. */
export function accountTrigger(page: Page, name: string) {
  return page.getByRole('banner').getByRole('button', { name, exact: true });
}

export interface NewShopper {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
}

/**
 * Fills the registration form on the page (already at /register) and submits it; resolves once
 * 'User registered successfully!' shows.
 */
export async function registerThroughForm(page: Page, shopper: NewShopper): Promise<void> {
  await page.getByRole('textbox', { name: 'First Name', exact: true }).fill(shopper.firstName);
  await page.getByRole('textbox', { name: 'Last Name', exact: true }).fill(shopper.lastName);
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(shopper.email);
  await page.getByRole('textbox', { name: 'Phone', exact: true }).fill('9876501234');
  await page.getByLabel(PASSWORD).fill(shopper.password);
  await page.getByLabel(CONFIRM_PASSWORD).fill(shopper.password);
  await page.getByRole('button', { name: 'Register' }).click();
  await page.getByRole('status').filter({ hasText: 'User registered successfully!' }).waitFor();
}

/**
 * Waits until the screen of `pathname` is on show with its data: the address, the shown path on
 * <main>, the route loader gone, and no loading message left in <main>.
 */
export async function waitForScreen(page: Page, pathname: string): Promise<void> {
  await page.waitForURL((url) => url.pathname === pathname);
  await page.locator(`main[data-shown-path="${pathname}"]`).waitFor();
  await page.locator('[data-testid="route-loader"][data-active="false"]').waitFor();
  await page.waitForFunction(
    () =>
      ![...document.querySelectorAll('main [role="status"], main [role="alert"]')].some((node) =>
        /^(Loading|Logging)/.test(node.textContent?.trim() ?? ''),
      ) && !/^Loading/.test(document.querySelector('main')?.textContent?.trim() ?? ''),
  );
}

/**
 * Resolves once the demo build's in-browser mock backend answers calls. A server-rendered page is
 * on screen, and its service worker may control it, before then: the app's own requests wait for
 * it, and a test that calls the API from the page must too (else the preview server answers).
 */
export async function mockBackendReady(page: Page): Promise<void> {
  await page.locator('html[data-mock-backend="ready"]').waitFor({ state: 'attached' });
}

/**
 * Signs the demo shopper in through a real /api/login/ call to the in-browser mock backend and
 * stores the session as the login screen does (the login journey itself is tested elsewhere).
 */
export async function signIn(page: Page): Promise<void> {
  await mockBackendReady(page);
  await page.evaluate(async ({ email, password }) => {
    const response = await fetch('/api/login/', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email, password }),
    });
    if (!response.ok) throw new Error(`Login failed with ${response.status}`);
    const session = (await response.json()) as {
      access_token: string;
      refresh_token: string;
      user: unknown;
    };
    localStorage.setItem('token', session.access_token);
    localStorage.setItem('refresh_token', session.refresh_token);
    localStorage.setItem('user', JSON.stringify(session.user));
    window.dispatchEvent(new Event('userLoggedIn'));
  }, DEMO_LOGIN);
  await page
    .getByRole('banner')
    .getByRole('button', { name: demoUser.first_name, exact: true })
    .waitFor();
}

/** The slug of a real product of the seeded catalog, asked of the running mock backend. */
export async function someProductPath(page: Page): Promise<string> {
  await mockBackendReady(page);
  const slug = await page.evaluate(async () => {
    const response = await fetch('/api/products/?category_slug=mens-footwear');
    const [first] = (await response.json()) as { slug: string }[];
    return first?.slug;
  });
  if (!slug) throw new Error('The mock backend returned no product');
  return `/product/${slug}`;
}

/**
 * Goes to `route` inside the running app, the way its own links do (a history entry the router
 * follows), without reloading the page: the app and its in-browser backend keep running, so a
 * long series of screens takes seconds, not minutes. Returns once the screen is on show.
 */
export async function visit(page: Page, route: string, expectedPath?: string): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState(window.history.state, '', to);
    window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
  }, route);
  await waitForScreen(page, expectedPath ?? new URL(route, 'http://localhost').pathname);
}
