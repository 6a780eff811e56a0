import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { expect, vi } from 'vitest';
import { onTestClock } from '../../utils/test-clock';
import { renderRoute, type RenderedRoute } from '../../utils/render-route';

/**
 * What the search suggestions' tests (search-suggestions-*.test.tsx) share: the search box
 * focused on a page, typing on the test's clock, and the suggestions as the shopper reads them.
 */

export const SEARCH = 'Search for Products, Brands and More';
/** The documented pause after a keystroke before suggestions are asked for. */
export const PAUSE_MS = 60;

/** What the seed (600 products) suggests, most popular products first. */
export const SA = [
  'Safari',
  'Samsung',
  'Maybelline New York Colossal Kajal (Nude Pink)',
  'Bata Comfit Sandals (Pink, UK 3)',
  'Samsung Crystal 4K Vivid Smart LED TV (Titan Grey, 50 inch)',
  'Samsung Galaxy Watch FE (Jet Black, 40 mm)',
  'Samsung Metro 313 (Blue)',
  'Samsung Galaxy M35 5G (Starlight Silver, 64 GB)',
];

export interface Opened extends RenderedRoute {
  box: HTMLElement;
  user: UserEvent;
}

/** Focuses the search box and waits for its suggestions' chunk. */
export async function focusBox(rendered: RenderedRoute): Promise<Opened> {
  const box = screen.getByRole('combobox', { name: SEARCH });
  await rendered.user.click(box);
  const popupId = box.getAttribute('aria-controls');
  expect(popupId).toMatch(/suggestions$/);
  await waitFor(() => expect(document.getElementById(popupId!)).toBeInTheDocument());
  // No waits between keys, so the same typing works on the test's clock (`onTestClock`).
  const user = userEvent.setup({ delay: null });
  return { ...rendered, user, box };
}

/** A page with the search box and the categories (the bar's) loaded, the box focused. */
export async function focusSearch(url = '/allcategories'): Promise<Opened> {
  const rendered = await renderRoute(url);
  await within(await screen.findByRole('navigation', { name: 'Categories' })).findByRole('link', {
    name: 'Mobiles',
  });
  return focusBox(rendered);
}

/** After each test of these files: the real clock back (`afterEach(restoreRealTimers)`). */
export function restoreRealTimers() {
  vi.useRealTimers();
}

/** Types, and lets the pause pass at once. */
export async function typeAndPause(user: UserEvent, keys: string): Promise<void> {
  await onTestClock(async (advance) => {
    await user.keyboard(keys);
    await advance(PAUSE_MS);
  });
}

export function listbox(): HTMLElement {
  return screen.getByRole('listbox', { name: 'Search suggestions' });
}

export function optionNames(): string[] {
  return within(listbox())
    .getAllByRole('option')
    .map((option) => option.textContent ?? '');
}

/** What the search's live region says. */
export function announced(): string {
  return within(screen.getByRole('search')).getByRole('status').textContent ?? '';
}
