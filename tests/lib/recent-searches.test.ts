import { describe, expect, it, vi } from 'vitest';
import {
  clearRecentSearches,
  readRecentSearches,
  rememberSearch,
} from '../../src/lib/recent-searches';

const KEY = 'bazaar.recentSearches';

describe('recent searches', () => {
  it('keeps the last five, most recent first, each once, under their own key', () => {
    for (const search of ['kurta', 'shoes', '  Samsung TV ', 'saree', 'Kurta', 'watch', 'bag']) {
      rememberSearch(search);
    }
    expect(readRecentSearches()).toEqual(['bag', 'watch', 'Kurta', 'saree', 'Samsung TV']);
    expect(JSON.parse(localStorage.getItem(KEY)!)).toEqual([
      'bag',
      'watch',
      'Kurta',
      'saree',
      'Samsung TV',
    ]);
    expect(Object.keys(localStorage)).toEqual([KEY]);
  });

  it('counts the same search with other accents or apostrophes once', () => {
    rememberSearch("men's shoes");
    rememberSearch('Lakmé');
    rememberSearch('mens shoes');
    rememberSearch('lakme');
    expect(readRecentSearches()).toEqual(['lakme', 'mens shoes']);
  });

  it('ignores blank searches', () => {
    rememberSearch('   ');
    expect(readRecentSearches()).toEqual([]);
    expect(localStorage.getItem(KEY)).toBeNull();
  });

  it('forgets them all when cleared', () => {
    rememberSearch('kurta');
    clearRecentSearches();
    expect(readRecentSearches()).toEqual([]);
    expect(localStorage.getItem(KEY)).toBeNull();
  });

  it.each([
    ['not JSON', '{oops'],
    ['not a list', '{"0":"kurta"}'],
    ['a string', '"kurta"'],
  ])('reads storage that is %s as none', (_kind, stored) => {
    localStorage.setItem(KEY, stored);
    expect(readRecentSearches()).toEqual([]);
  });

  it('keeps only the readable entries of a tampered list', () => {
    localStorage.setItem(
      KEY,
      JSON.stringify(['kurta', 42, null, '  ', 'x'.repeat(201), 'KURTA', 'saree', 'a', 'b', 'c']),
    );
    expect(readRecentSearches()).toEqual(['kurta', 'saree', 'a', 'b', 'c']);
  });

  it('does not throw when storage is blocked or full, and reads as none', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    });
    expect(() => rememberSearch('kurta')).not.toThrow();
    expect(readRecentSearches()).toEqual([]);

    const blocked = vi.spyOn(window, 'localStorage', 'get').mockImplementation(() => {
      throw new DOMException('Access is denied for this document.', 'SecurityError');
    });
    // Restored in the test itself: the shared teardown clears localStorage before later hooks run.
    try {
      expect(() => rememberSearch('kurta')).not.toThrow();
      expect(() => clearRecentSearches()).not.toThrow();
      expect(readRecentSearches()).toEqual([]);
    } finally {
      blocked.mockRestore();
    }
  });
});
