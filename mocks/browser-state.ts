import {
  DECLINE_PAYMENTS,
  DEFAULT_SHIP_DELAY_MS,
  isDeclinePayments,
  MAX_PRODUCT_COUNT,
  MIN_PRODUCT_COUNT,
  type DeclinePayments,
  type LatencyRange,
} from './config';
import { URL_SWITCHES } from '../src/lib/mock-switches';
import { parsePersistedState } from './persisted-state';
import {
  onStateChange,
  restoreState,
  seedUsers,
  snapshotState,
  type PersistedState,
} from './state';

/**
 * Browser-side persistence and switches of the mock backend (mocks/README.md documents them).
 * Kept apart from browser.ts, which needs a service worker, so it can be tested in jsdom.
 */
export const STORAGE_KEYS = {
  /** Accounts, sessions (token hashes only, never raw tokens), carts, wishlists, orders. */
  state: 'storefront-mock-backend',
  /** Fixed latency in ms, overriding the default jitter. */
  latency: 'storefront-mock-latency',
  /** Catalog size. */
  products: 'storefront-mock-products',
  /** Which simulated payments are declined (never 'next', which lasts one page load). */
  declinePayments: 'storefront-mock-decline-payments',
  /** Milliseconds from placing an order to its shipping. */
  shipDelay: 'storefront-mock-ship-delay',
} as const;

/**
 * A failure the mock backend answers one documented call with, for this page load only (browser
 * tests of the failure journeys, or a developer trying them by hand): `?mock-fault=post:/api/login/:network`
 * makes the login call fail as if the server were unreachable; a status (`:500`) answers that
 * status with a JSON error. Several are separated by commas.
 */
export interface MockFault {
  method: 'get' | 'post' | 'put' | 'patch' | 'delete';
  path: string;
  answer: 'network' | number;
}

/** The faults of a ?mock-fault value; anything unreadable is ignored with a warning. */
export function parseFaults(value: string | null): MockFault[] {
  if (value === null) return [];
  return value.split(',').flatMap((entry) => {
    const match = /^(get|post|put|patch|delete):(\/api\/[\w\-/]*):(network|[45]\d\d)$/.exec(
      entry.trim(),
    );
    if (!match) {
      console.warn(
        `[mock api] ignored ?mock-fault=${entry}: expected method:/api/path/:network|status`,
      );
      return [];
    }
    const [, method, path, answer] = match as unknown as [
      string,
      MockFault['method'],
      string,
      string,
    ];
    return [{ method, path, answer: answer === 'network' ? 'network' : Number(answer) }];
  });
}

export const DEFAULT_BROWSER_LATENCY: LatencyRange = { minMs: 150, maxMs: 400 };

/** Pictures above this are kept out of localStorage when the full state does not fit. */
const PERSISTED_IMAGE_MAX_CHARS = 256 * 1024;

export interface BrowserSwitches {
  reset: boolean;
  latency: LatencyRange;
  productCount: number;
  faults: MockFault[];
  declinePayments: DeclinePayments;
  shipDelayMs: number;
}

function parseNonNegative(raw: string | null): number | undefined {
  if (raw === null || !/^\d+(\.\d+)?$/.test(raw.trim())) return undefined;
  return Number(raw);
}

/** A URL switch is remembered in storage; an empty value or 'default' forgets it. */
function rememberSwitch(
  params: URLSearchParams,
  name: string,
  key: string,
  storage: Storage,
): void {
  const value = params.get(name);
  if (value === null) return;
  if (value.trim() === '' || value.trim() === 'default') storage.removeItem(key);
  else if (parseNonNegative(value) !== undefined) storage.setItem(key, value.trim());
  else console.warn(`[mock api] ignored ?${name}=${value}: expected a number`);
}

/**
 * ?mock-decline-payment=none|next|upi|emi|all: 'next' declines the next UPI or EMI payment of
 * this page load only; the others are remembered until 'none', '' or 'default'.
 */
function readDeclinePayments(params: URLSearchParams, storage: Storage): DeclinePayments {
  const value = params.get(URL_SWITCHES.declinePayment)?.trim();
  if (value === 'next') return 'next';
  if (value === '' || value === 'default' || value === 'none') {
    storage.removeItem(STORAGE_KEYS.declinePayments);
  } else if (isDeclinePayments(value)) {
    storage.setItem(STORAGE_KEYS.declinePayments, value);
  } else if (value !== undefined) {
    console.warn(
      `[mock api] ignored ?${URL_SWITCHES.declinePayment}=${value}: expected ${DECLINE_PAYMENTS.join(', ')}`,
    );
  }
  const stored = storage.getItem(STORAGE_KEYS.declinePayments);
  return isDeclinePayments(stored) && stored !== 'next' ? stored : 'none';
}

/**
 * Reads ?mock-reset, ?mock-latency=ms, ?mock-products=n, ?mock-ship-delay=ms and
 * ?mock-decline-payment, remembers the settings in storage (but 'next'), and answers the
 * settings to run with. Stored values are untrusted and fall back to defaults.
 */
export function readBrowserSwitches(search: string, storage: Storage): BrowserSwitches {
  const params = new URLSearchParams(search);
  const reset = params.has(URL_SWITCHES.reset);
  rememberSwitch(params, URL_SWITCHES.latency, STORAGE_KEYS.latency, storage);
  rememberSwitch(params, URL_SWITCHES.products, STORAGE_KEYS.products, storage);
  rememberSwitch(params, URL_SWITCHES.shipDelay, STORAGE_KEYS.shipDelay, storage);
  const declinePayments = readDeclinePayments(params, storage);
  const shipDelayMs = parseNonNegative(storage.getItem(STORAGE_KEYS.shipDelay));

  const latencyMs = parseNonNegative(storage.getItem(STORAGE_KEYS.latency));
  const products = parseNonNegative(storage.getItem(STORAGE_KEYS.products));
  const productCount =
    products === undefined
      ? MIN_PRODUCT_COUNT
      : Math.min(MAX_PRODUCT_COUNT, Math.max(MIN_PRODUCT_COUNT, Math.round(products)));

  const faultValue = params.get(URL_SWITCHES.fault);
  return {
    reset,
    latency:
      latencyMs === undefined ? DEFAULT_BROWSER_LATENCY : { minMs: latencyMs, maxMs: latencyMs },
    productCount,
    faults: parseFaults(faultValue),
    declinePayments,
    shipDelayMs: shipDelayMs === undefined ? DEFAULT_SHIP_DELAY_MS : Math.round(shipDelayMs),
  };
}

function withoutLargeImages(state: PersistedState): PersistedState {
  return {
    ...state,
    users: state.users.map((user) =>
      user.image_url !== null && user.image_url.length > PERSISTED_IMAGE_MAX_CHARS
        ? { ...user, image_url: null }
        : user,
    ),
  };
}

/** Saves the backend's state; when storage is full, saves it without large pictures. */
export function saveState(storage: Storage): void {
  const state = snapshotState();
  try {
    storage.setItem(STORAGE_KEYS.state, JSON.stringify(state));
  } catch {
    console.warn(
      '[mock api] localStorage is full: large profile pictures will not survive a reload',
    );
    try {
      storage.setItem(STORAGE_KEYS.state, JSON.stringify(withoutLargeImages(state)));
    } catch (error) {
      console.warn('[mock api] could not save the mock backend state', error);
    }
  }
}

/** Restores the saved state; false (and nothing changed) when none or unreadable. */
export function loadState(storage: Storage): boolean {
  const state = parsePersistedState(storage.getItem(STORAGE_KEYS.state));
  if (!state) return false;
  try {
    restoreState(state);
    return true;
  } catch {
    // Duplicate keys and the like: the saved state is unusable as a whole.
    return false;
  }
}

/**
 * Saved state if there is any, else the seeded demo shopper (with their cart and wishlist); then
 * saves after every change.
 */
export async function initBrowserState(storage: Storage): Promise<() => void> {
  if (!loadState(storage)) await seedUsers();
  return onStateChange(() => saveState(storage));
}

/** Forgets the saved state and starts again from the seeded demo shopper. */
export async function resetBrowserState(storage: Storage): Promise<void> {
  storage.removeItem(STORAGE_KEYS.state);
  await seedUsers();
}
