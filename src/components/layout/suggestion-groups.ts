import type { Brand, CategoryNode } from '../../api';
import { hasWordStartingWith, matchesAllTerms } from '../../lib/search-text';

/**
 * What the search box suggests for a text (pure rules): from the second character up to 8, the
 * matching categories (at most 3) and brands (at most 2) first, then the most popular matching
 * products; with the box empty, the last searches made on this device.
 */
export const MIN_CHARS = 2;
export const MAX_SUGGESTIONS = 8;
const MAX_CATEGORIES = 3;
const MAX_BRANDS = 2;

export interface Suggestion {
  kind: 'recent' | 'category' | 'brand' | 'product';
  /** What the option reads. */
  label: string;
  /** The category, brand or product slug; the search itself for a recent one. */
  value: string;
}

export interface ProductSuggestion extends Suggestion {
  /** Where the products call found the terms: name, brand and category names. */
  matchedIn: string;
}

export interface Group {
  label: string;
  options: Suggestion[];
}

/** The products answered for a text: the most popular matches, at most MAX_SUGGESTIONS. */
export interface Answer {
  text: string;
  products: ProductSuggestion[];
}

export const keyOf = (option: Suggestion) => `${option.kind}:${option.value}`;

/** Names holding every term, those with a word starting with the first term first. */
function matching(
  kind: 'category' | 'brand',
  items: readonly { name: string; slug: string }[],
  terms: readonly string[],
  max: number,
): Suggestion[] {
  const found = items.filter((item) => matchesAllTerms(item.name, terms));
  const first = terms[0] ?? '';
  return [
    ...found.filter((item) => hasWordStartingWith(item.name, first)),
    ...found.filter((item) => !hasWordStartingWith(item.name, first)),
  ]
    .slice(0, max)
    .map((item) => ({ kind, label: item.name, value: item.slug }));
}

export interface SuggestionSources {
  /** The trimmed text in the box, and its search terms. */
  query: string;
  terms: readonly string[];
  recents: readonly string[];
  /** Every category of the tree, flattened. */
  categories: readonly CategoryNode[];
  brands: readonly Brand[];
  answer: Answer | null;
}

export function suggestionGroups({
  query,
  terms,
  recents,
  categories,
  brands,
  answer,
}: SuggestionSources): Group[] {
  if (query === '') {
    const options = recents.map((search) => ({
      kind: 'recent' as const,
      label: search,
      value: search,
    }));
    return options.length > 0 ? [{ label: 'Recent searches', options }] : [];
  }
  if (query.length < MIN_CHARS || !answer) return [];
  const categoryOptions = matching('category', categories, terms, MAX_CATEGORIES);
  const brandOptions = matching('brand', brands, terms, MAX_BRANDS);
  // Products answered for an earlier text show only while they match this one too, until this
  // text's answer comes: never a suggestion that does not match what is in the box.
  const products = (
    answer.text === query
      ? answer.products
      : answer.products.filter((product) => matchesAllTerms(product.matchedIn, terms))
  ).slice(0, MAX_SUGGESTIONS - categoryOptions.length - brandOptions.length);
  const groups: Group[] = [];
  for (const [label, options] of [
    ['Categories', categoryOptions],
    ['Brands', brandOptions],
    ['Products', products],
  ] as const) {
    if (options.length > 0) groups.push({ label, options });
  }
  return groups;
}

const count = (total: number, one: string, many: string) => `${total} ${total === 1 ? one : many}`;

/** What the polite status says: the count once a text's own answer is in, nothing meanwhile. */
export function announcement({
  focused,
  query,
  options,
  answered,
  cleared,
}: {
  focused: boolean;
  query: string;
  options: number;
  /** This text's own products answer is in. */
  answered: boolean;
  /** The recent searches were just cleared. */
  cleared: boolean;
}): string {
  if (!focused) return '';
  if (query === '') {
    if (options > 0) return count(options, 'recent search', 'recent searches');
    return cleared ? 'Recent searches cleared' : '';
  }
  if (!answered || query.length < MIN_CHARS) return '';
  return options > 0 ? count(options, 'suggestion', 'suggestions') : 'No suggestions';
}
