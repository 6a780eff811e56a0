// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  configFromEnv,
  DEFAULT_TOKEN_TTL_MS,
  getMockConfig,
  resetMockConfig,
  setMockConfig,
} from '../../mocks/config';
import { getCatalog } from '../../mocks/catalog';

describe('mock configuration', () => {
  it('reads MOCK_PRODUCTS and MOCK_TOKEN_TTL_MINUTES, ignoring unset and empty values', () => {
    expect(configFromEnv({})).toEqual({});
    expect(configFromEnv({ MOCK_PRODUCTS: '', MOCK_TOKEN_TTL_MINUTES: ' ' })).toEqual({});
    expect(configFromEnv({ MOCK_PRODUCTS: '20000', MOCK_TOKEN_TTL_MINUTES: '0.5' })).toEqual({
      productCount: 20000,
      tokenTtlMs: 30_000,
    });
  });

  it('fails loudly on bad env values', () => {
    expect(() => configFromEnv({ MOCK_PRODUCTS: 'lots' })).toThrow(/MOCK_PRODUCTS/);
    expect(() => configFromEnv({ MOCK_PRODUCTS: '20001' })).toThrow(/MOCK_PRODUCTS/);
    expect(() => configFromEnv({ MOCK_PRODUCTS: '100' })).toThrow(/MOCK_PRODUCTS/);
    expect(() => configFromEnv({ MOCK_TOKEN_TTL_MINUTES: '-1' })).toThrow(/MOCK_TOKEN_TTL_MINUTES/);
  });

  it('reads MOCK_SHIP_DELAY_MINUTES and MOCK_DECLINE_PAYMENTS', () => {
    expect(configFromEnv({ MOCK_SHIP_DELAY_MINUTES: '2.5', MOCK_DECLINE_PAYMENTS: 'upi' })).toEqual(
      {
        shipDelayMs: 150_000,
        declinePayments: 'upi',
      },
    );
    expect(configFromEnv({ MOCK_SHIP_DELAY_MINUTES: '', MOCK_DECLINE_PAYMENTS: ' ' })).toEqual({});
    expect(() => configFromEnv({ MOCK_SHIP_DELAY_MINUTES: '-1' })).toThrow(
      /MOCK_SHIP_DELAY_MINUTES/,
    );
    expect(() => configFromEnv({ MOCK_DECLINE_PAYMENTS: 'cards' })).toThrow(
      /MOCK_DECLINE_PAYMENTS must be one of none, next, upi, emi, all/,
    );
  });

  it('declines no payment and ships a day after placing by default, and checks changes', () => {
    expect(getMockConfig()).toMatchObject({ declinePayments: 'none', shipDelayMs: 86_400_000 });
    expect(() => setMockConfig({ shipDelayMs: -1 })).toThrow(RangeError);
    expect(() => setMockConfig({ shipDelayMs: Number.NaN })).toThrow(RangeError);
    expect(() => setMockConfig({ declinePayments: 'cards' as 'all' })).toThrow(RangeError);
    setMockConfig({ declinePayments: 'next', shipDelayMs: 0 });
    resetMockConfig();
    expect(getMockConfig()).toMatchObject({ declinePayments: 'none', shipDelayMs: 86_400_000 });
  });

  it('validates runtime changes and resets to the baseline', () => {
    expect(() => setMockConfig({ tokenTtlMs: -1 })).toThrow(RangeError);
    expect(() => setMockConfig({ latency: { minMs: 10, maxMs: 5 } })).toThrow(RangeError);
    setMockConfig({ tokenTtlMs: 5 });
    expect(getMockConfig().tokenTtlMs).toBe(5);
    resetMockConfig();
    expect(getMockConfig().tokenTtlMs).toBe(DEFAULT_TOKEN_TTL_MS);
    expect(getMockConfig().latency).toEqual({ minMs: 0, maxMs: 0 });
  });

  it('rebuilds the catalog when the size changes', () => {
    expect(getCatalog().findProducts({ terms: [] })).toHaveLength(600);
    setMockConfig({ productCount: 2000 });
    expect(getCatalog().findProducts({ terms: [] })).toHaveLength(2000);
  });
});
