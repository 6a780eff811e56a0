import { MAX_TEXT_LENGTH } from './listing-search';
import { foldSearchText } from './search-text';

/**
 * The shopper's last searches, kept on this device only (the search box shows them when it is
 * focused and empty), under their own key apart from the session's. Most recent first, at most
 * five, each search once (compared as the products call compares keywords). Storage that cannot
 * be read counts as no searches; storage that refuses a write keeps what it had.
 */
export const RECENT_SEARCHES_KEY = 'bazaar.recentSearches';
const MAX_RECENT = 5;

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

function distinct(searches: readonly string[]): string[] {
  const seen = new Set<string>();
  return searches.filter((search) => {
    const key = foldSearchText(search);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

export function readRecentSearches(): string[] {
  try {
    const parsed: unknown = JSON.parse(storage()?.getItem(RECENT_SEARCHES_KEY) ?? '[]');
    if (!Array.isArray(parsed)) return [];
    const texts = parsed
      .filter((item): item is string => typeof item === 'string')
      .map((item) => item.trim())
      .filter((item) => item !== '' && item.length <= MAX_TEXT_LENGTH);
    return distinct(texts).slice(0, MAX_RECENT);
  } catch {
    return [];
  }
}

function write(searches: readonly string[]): void {
  try {
    const target = storage();
    if (searches.length === 0) target?.removeItem(RECENT_SEARCHES_KEY);
    else target?.setItem(RECENT_SEARCHES_KEY, JSON.stringify(searches));
  } catch {
    // Full or blocked: the list stays as it was.
  }
}

/** Puts a submitted search first (trimmed); an earlier copy of it moves up instead. */
export function rememberSearch(text: string): void {
  const search = text.trim();
  if (search === '') return;
  write(distinct([search, ...readRecentSearches()]).slice(0, MAX_RECENT));
}

export function clearRecentSearches(): void {
  write([]);
}
