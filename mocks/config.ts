import { BASE_PRODUCT_COUNT } from './seed';

/**
 * Runtime knobs of the mock backend. Pure module (no `process`, no `window`), so the browser
 * bundle can import it: Node entry points pass their env through `configFromEnv`, the browser
 * entry point passes its URL and localStorage switches.
 */
export interface LatencyRange {
  minMs: number;
  maxMs: number;
}

export interface MockConfig {
  /** Catalog size, MIN_PRODUCT_COUNT to MAX_PRODUCT_COUNT. */
  productCount: number;
  /** Lifetime of an access token. 0 makes every token expire at once (for tests). */
  tokenTtlMs: number;
  /** Simulated network delay of each answer; zero in Node, jittered in the browser. */
  latency: LatencyRange;
  /**
   * Which simulated payments the bank declines (402): 'none'; 'next', the next UPI or EMI
   * payment only (then back to 'none'); 'upi' or 'emi', every payment of that method; 'all',
   * every UPI and EMI payment. Cash on delivery pays nothing online and is never declined.
   */
  declinePayments: DeclinePayments;
  /** How long after it is placed an order ships: until then it may be cancelled. */
  shipDelayMs: number;
}

export const DECLINE_PAYMENTS = ['none', 'next', 'upi', 'emi', 'all'] as const;
export type DeclinePayments = (typeof DECLINE_PAYMENTS)[number];

export function isDeclinePayments(value: unknown): value is DeclinePayments {
  return (DECLINE_PAYMENTS as readonly unknown[]).includes(value);
}

export const MIN_PRODUCT_COUNT = BASE_PRODUCT_COUNT;
export const MAX_PRODUCT_COUNT = 20_000;
export const DEFAULT_TOKEN_TTL_MS = 60 * 60 * 1000;
export const NO_LATENCY: LatencyRange = { minMs: 0, maxMs: 0 };
export const DEFAULT_SHIP_DELAY_MS = 24 * 60 * 60 * 1000;

const DEFAULTS: MockConfig = {
  productCount: MIN_PRODUCT_COUNT,
  tokenTtlMs: DEFAULT_TOKEN_TTL_MS,
  latency: NO_LATENCY,
  declinePayments: 'none',
  shipDelayMs: DEFAULT_SHIP_DELAY_MS,
};

let baseline: MockConfig = { ...DEFAULTS };
let current: MockConfig = { ...DEFAULTS };

function validated(config: MockConfig): MockConfig {
  const { productCount, tokenTtlMs, latency, declinePayments, shipDelayMs } = config;
  if (
    !Number.isInteger(productCount) ||
    productCount < MIN_PRODUCT_COUNT ||
    productCount > MAX_PRODUCT_COUNT
  ) {
    throw new RangeError(
      `productCount must be an integer from ${MIN_PRODUCT_COUNT} to ${MAX_PRODUCT_COUNT}`,
    );
  }
  if (!Number.isFinite(tokenTtlMs) || tokenTtlMs < 0)
    throw new RangeError('tokenTtlMs must be 0 or more');
  if (!(latency.minMs >= 0 && latency.maxMs >= latency.minMs && Number.isFinite(latency.maxMs))) {
    throw new RangeError('latency needs 0 <= minMs <= maxMs');
  }
  if (!isDeclinePayments(declinePayments))
    throw new RangeError(`declinePayments must be one of ${DECLINE_PAYMENTS.join(', ')}`);
  if (!Number.isFinite(shipDelayMs) || shipDelayMs < 0)
    throw new RangeError('shipDelayMs must be 0 or more');
  return { productCount, tokenTtlMs, latency: { ...latency }, declinePayments, shipDelayMs };
}

export function getMockConfig(): Readonly<MockConfig> {
  return current;
}

/** Changes the running configuration, e.g. `setMockConfig({ tokenTtlMs: 0 })` in a test. */
export function setMockConfig(patch: Partial<MockConfig>): void {
  current = validated({ ...current, ...patch });
}

/** Sets what `resetMockConfig` goes back to (env in Node, switches in the browser). */
export function setBaselineConfig(patch: Partial<MockConfig>): void {
  baseline = validated({ ...baseline, ...patch });
  current = { ...baseline };
}

/** Back to the baseline; resetMockDb calls it after every test. */
export function resetMockConfig(): void {
  current = { ...baseline };
}

function readNumber(env: Record<string, string | undefined>, name: string): number | undefined {
  const raw = env[name]?.trim();
  if (raw === undefined || raw === '') return undefined;
  const value = Number(raw);
  if (!Number.isFinite(value)) throw new RangeError(`${name} must be a number, got '${raw}'`);
  return value;
}

/**
 * MOCK_PRODUCTS (catalog size), MOCK_TOKEN_TTL_MINUTES (access-token lifetime),
 * MOCK_SHIP_DELAY_MINUTES (from placing to shipping; fractions allowed in both) and
 * MOCK_DECLINE_PAYMENTS (none, next, upi, emi or all). A bad value fails loudly at start rather
 * than running with a surprise default.
 */
export function configFromEnv(env: Record<string, string | undefined>): Partial<MockConfig> {
  const patch: Partial<MockConfig> = {};
  const products = readNumber(env, 'MOCK_PRODUCTS');
  if (products !== undefined) {
    if (
      !Number.isInteger(products) ||
      products < MIN_PRODUCT_COUNT ||
      products > MAX_PRODUCT_COUNT
    ) {
      throw new RangeError(
        `MOCK_PRODUCTS must be an integer from ${MIN_PRODUCT_COUNT} to ${MAX_PRODUCT_COUNT}`,
      );
    }
    patch.productCount = products;
  }
  const ttlMinutes = readNumber(env, 'MOCK_TOKEN_TTL_MINUTES');
  if (ttlMinutes !== undefined) {
    if (ttlMinutes < 0) throw new RangeError('MOCK_TOKEN_TTL_MINUTES must be 0 or more');
    patch.tokenTtlMs = Math.round(ttlMinutes * 60_000);
  }
  const shipMinutes = readNumber(env, 'MOCK_SHIP_DELAY_MINUTES');
  if (shipMinutes !== undefined) {
    if (shipMinutes < 0) throw new RangeError('MOCK_SHIP_DELAY_MINUTES must be 0 or more');
    patch.shipDelayMs = Math.round(shipMinutes * 60_000);
  }
  const decline = env.MOCK_DECLINE_PAYMENTS?.trim();
  if (decline !== undefined && decline !== '') {
    if (!isDeclinePayments(decline)) {
      throw new RangeError(
        `MOCK_DECLINE_PAYMENTS must be one of ${DECLINE_PAYMENTS.join(', ')}, got '${decline}'`,
      );
    }
    patch.declinePayments = decline;
  }
  return patch;
}
