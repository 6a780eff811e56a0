import type { Brand } from '../../api';
import type { Message } from '../../i18n/message';
import { msg } from '../../i18n/msg' with { type: 'macro' };
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

const TEXT = {
  recent: msg(/*i18n*/ { id: 'shell.suggestions.recent', message: 'Recent searches' }),
  categories: msg(/*i18n*/ { id: 'shell.suggestions.categories', message: 'Categories' }),
  brands: msg(/*i18n*/ { id: 'shell.suggestions.brands', message: 'Brands' }),
  products: msg(/*i18n*/ { id: 'shell.suggestions.products', message: 'Products' }),
  recentCount: msg(
    /*i18n*/ {
      id: 'shell.suggestions.recent-count',
      message: '{count, plural, one {# recent search} other {# recent searches}}',
    },
  ),
  cleared: msg(/*i18n*/ { id: 'shell.suggestions.cleared', message: 'Recent searches cleared' }),
  count: msg(
    /*i18n*/ {
      id: 'shell.suggestions.count',
      message: '{count, plural, one {# suggestion} other {# suggestions}}',
    },
  ),
  none: msg(/*i18n*/ { id: 'shell.suggestions.none', message: 'No suggestions' }),
};

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
  label: Message;
  options: Suggestion[];
}

/**
 * A category or brand as the box may suggest it: by the name the page shows, found by that
 * name or by `alsoKnownAs` (a translated category's name in the API, which a shopper may type).
 */
export interface NamedItem {
  name: string;
  slug: string;
  alsoKnownAs?: string;
}

/** The products answered for a text: the most popular matches, at most MAX_SUGGESTIONS. */
export interface Answer {
  text: string;
  products: ProductSuggestion[];
}

export const keyOf = (option: Suggestion) => `${option.kind}:${option.value}`;

const namesOf = (item: NamedItem) =>
  item.alsoKnownAs === undefined ? item.name : `${item.name} ${item.alsoKnownAs}`;

/** Names holding every term, those with a word starting with the first term first. */
function matching(
  kind: 'category' | 'brand',
  items: readonly NamedItem[],
  terms: readonly string[],
  max: number,
): Suggestion[] {
  const found = items.filter((item) => matchesAllTerms(namesOf(item), terms));
  const first = terms[0] ?? '';
  const startsWord = (item: NamedItem) => hasWordStartingWith(namesOf(item), first);
  return [...found.filter(startsWord), ...found.filter((item) => !startsWord(item))]
    .slice(0, max)
    .map((item) => ({ kind, label: item.name, value: item.slug }));
}

export interface SuggestionSources {
  /** The trimmed text in the box, and its search terms. */
  query: string;
  terms: readonly string[];
  recents: readonly string[];
  /** Every category of the tree, flattened, named in the page's language. */
  categories: readonly NamedItem[];
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
    return options.length > 0 ? [{ label: TEXT.recent, options }] : [];
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
    [TEXT.categories, categoryOptions],
    [TEXT.brands, brandOptions],
    [TEXT.products, products],
  ] as const) {
    if (options.length > 0) groups.push({ label, options });
  }
  return groups;
}

/**
 * What the polite status says: the count (its `count` value) once a text's own answer is in,
 * nothing (null) meanwhile.
 */
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
}): Message | null {
  if (!focused) return null;
  if (query === '') {
    if (options > 0) return TEXT.recentCount;
    return cleared ? TEXT.cleared : null;
  }
  if (!answered || query.length < MIN_CHARS) return null;
  return options > 0 ? TEXT.count : TEXT.none;
}
