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
