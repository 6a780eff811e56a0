import { readJson, writeJson } from './device-storage';
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
  const stored = readJson(RECENT_SEARCHES_KEY);
  if (!Array.isArray(stored)) return [];
  const texts = stored
    .filter((item): item is string => typeof item === 'string')
    .map((item) => item.trim())
    .filter((item) => item !== '' && item.length <= MAX_TEXT_LENGTH);
  return distinct(texts).slice(0, MAX_RECENT);
}

function write(searches: readonly string[]): void {
  writeJson(RECENT_SEARCHES_KEY, searches.length === 0 ? null : searches);
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
