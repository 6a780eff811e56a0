import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { PASSWORD } from './screens';

/**
 * What the cart journeys read off the screen (issue 25): the navbar's cart link, the cart's
 * lines and its price box, each as the shopper sees it.
 */

/** Resolves once the navbar's cart link is named exactly `name` ('Cart, 3 items'). */
export function cartLinkNamed(page: Page, name: string): Promise<void> {
  return page.getByRole('banner').getByRole('link', { name, exact: true }).waitFor();
}

/** The number the badge shows, or null when it is hidden (an empty cart). */
export async function badgeNumber(page: Page): Promise<string | null> {
  const badge = page.getByRole('banner').getByTestId('cart-badge');
  return (await badge.isVisible()) ? ((await badge.textContent())?.trim() ?? null) : null;
}

/** The cart's lines, oldest first, as 'name ×quantity'. */
export function cartLines(page: Page): Promise<string[]> {
  return page
    .getByRole('main')
    .getByRole('textbox', { name: /^Quantity of / })
    .evaluateAll((inputs) =>
      inputs.map(
        (input) =>
          `${input.getAttribute('aria-label')?.replace(/^Quantity of /, '')} ×${(input as HTMLInputElement).value}`,
      ),
    );
}

/** The price box's terms and amounts in order: ['Price (4 items)', '₹1,54,996', ...]. */
export function priceDetails(page: Page): Promise<string[]> {
  return page.getByRole('region', { name: 'Price details' }).locator('dt, dd').allTextContents();
}

/** The server's answers arrive a moment after the screen changed: polls for up to 15 s. */
export async function eventually<T>(read: () => Promise<T>, expected: T): Promise<void> {
  await expect.poll(read, { timeout: 15_000 }).toEqual(expected);
}

/** Fills the login form on the page (already at /login) and submits it. */
export async function submitLogin(
  page: Page,
  { email, password }: { email: string; password: string },
): Promise<void> {
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
  await page.getByLabel(PASSWORD).fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
}
