import { act, screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { resetMockDb } from '../../../mocks/node';
import { register } from '../../../src/api';
import type { CartProduct } from '../../../src/api/types';
import { logInShopper } from '../../utils/render-route';

/**
 * Products of the mock backend's seed as the cart keeps them, written out as a shopper sees them
 * on their product pages (names, prices, stock), and the device's guest cart as issue 25 keeps it
 * under localStorage 'bazaar.guestCart'.
 */
export const HEADSET: CartProduct = {
  slug: 'boat-rockerz-450-bluetooth-headset-cherry-red-9',
  name: 'boAt Rockerz 450 Bluetooth Headset (Cherry Red)',
  brand: 'boAt',
  image_url: '/img/products/headphones-2.webp',
  price: 6959,
  mrp: 9399,
  discount_percentage: 26,
  in_stock: true,
};

export const NOKIA: CartProduct = {
  slug: 'nokia-150-blue-2',
  name: 'Nokia 150 (Blue)',
  brand: 'Nokia',
  image_url: '/img/products/feature-phones-1.webp',
  price: 1939,
  mrp: 2199,
  discount_percentage: 12,
  in_stock: true,
};

/** The demo shopper's cart lines and wishlist items, by the names their cards show. */
export const PHONE_NAME = 'Xiaomi Redmi Note 13 Pro 5G (Ocean Blue, 256 GB)';
export const SHOES_NAME = 'Campus Oxyfit Walking Shoes (Navy, UK 6)';
export const WATCH_NAME = 'Noise ColorFit Pro 5 Smartwatch (Silver Grey, 44 mm)';
export const GALAXY_NAME = 'Samsung Galaxy M35 5G (Starlight Silver, 64 GB)';
export const BACKPACK_NAME = 'Safari Ray Laptop Backpack (Blue, 25 L)';
export const JBL_NAME = 'JBL Tune 760NC Bluetooth Headset (Pearl White)';

export const GUEST_CART_KEY = 'bazaar.guestCart';

/** What this device keeps of a guest's cart, as a page before this one left it. */
export function storeGuestCart(lines: { product: CartProduct; quantity: number }[]): void {
  localStorage.setItem(GUEST_CART_KEY, JSON.stringify({ lines, merge: null, mirror: null }));
}

/** The guest lines this device keeps, as slug and quantity (none when nothing is kept). */
export function guestLinesOnDevice(): { slug: string; quantity: number }[] {
  const stored = JSON.parse(localStorage.getItem(GUEST_CART_KEY) ?? 'null') as {
    lines: { product: { slug: string }; quantity: number }[];
  } | null;
  return (stored?.lines ?? []).map(({ product, quantity }) => ({ slug: product.slug, quantity }));
}

/** The navbar's cart link, named by the units in the cart ("Cart, 1 item", "Cart, 4 items"). */
export const findCartLink = (name: string) => screen.findByRole('link', { name });

export const NEW_SHOPPER = {
  first_name: 'Priya',
  last_name: 'Nair',
  email: 'priya.nair@example.in',
  phone: '9812345678',
  password: 'Sunrise@2024',
  con_password: 'Sunrise@2024',
};

/** Registers a new shopper on the mock backend. */
export function registerNewShopper(): Promise<void> {
  return act(async () => {
    await register(NEW_SHOPPER);
  });
}

/** Registers a new shopper and signs them in. */
export async function logInNewShopper(): Promise<void> {
  await registerNewShopper();
  await logInShopper({ email: NEW_SHOPPER.email, password: NEW_SHOPPER.password });
}

/** Fills in and sends the login form on the screen. */
export async function logInOnScreen(
  user: UserEvent,
  { email, password }: { email: string; password: string },
): Promise<void> {
  await screen.findByRole('heading', { level: 1, name: 'Login' });
  await user.type(screen.getByRole('textbox', { name: 'Email' }), email);
  await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Login' }));
}

/**
 * Each test of the file at Friday 7 March 2025, 10:00 in India, with the mock backend seeded at
 * that time: the demo shopper's order on its way was placed 30 hours before.
 */
export function ordersOnFridayTenIst(): void {
  beforeEach(async () => {
    vi.setSystemTime(Date.UTC(2025, 2, 7, 4, 30, 0));
    await resetMockDb();
  });
  afterEach(() => {
    vi.useRealTimers();
  });
}
