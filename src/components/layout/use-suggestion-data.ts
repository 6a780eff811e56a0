import { useMatch } from '@tanstack/react-router';
import { useEffect, useEffectEvent, useMemo, useRef, useState } from 'react';
import { getBrands, getProducts, isAbortError, type Brand, type CategoryNode } from '../../api';
import { clearRecentSearches, readRecentSearches } from '../../lib/recent-searches';
import type { LoaderRead } from '../await-read';
import { useCategories } from '../use-categories';
import { MAX_SUGGESTIONS, MIN_CHARS, type Answer } from './suggestion-groups';

/**
 * The pause after a keystroke before suggestions are asked for, so typing on does not ask. Short,
 * so the keystroke-to-suggestions budget (100 ms) keeps room for the call and the render.
 */
const SUGGEST_PAUSE_MS = 60;

const NO_BRANDS: readonly Brand[] = [];

function flatten(nodes: readonly CategoryNode[]): CategoryNode[] {
  return nodes.flatMap((node) => [node, ...flatten(node.subcategories)]);
}

/** The listing's own brands when it read them; otherwise one brands call. */
async function readBrands(
  fromListing: LoaderRead<Brand[]> | undefined,
  signal: AbortSignal,
): Promise<Brand[]> {
  const listed = fromListing === undefined ? null : await fromListing;
  return listed ?? getBrands({ signal });
}

/**
 * The categories the page already has (the root route's read), without waiting for them: the
 * suggestions answer with the brands and products meanwhile.
 */
function useCategoryList(): readonly CategoryNode[] {
  const read = useCategories();
  const [tree, setTree] = useState<readonly CategoryNode[]>(() =>
    read instanceof Promise ? [] : (read ?? []),
  );
  useEffect(() => {
    let current = true;
    void Promise.resolve(read).then((list) => {
      if (current) setTree(list ?? []);
    });
    return () => {
      current = false;
    };
  }, [read]);
  return tree;
}

/**
 * The brands, read once, when the box is first focused (never per keystroke): on a listing page
 * the listing route's read serves them, so the page asks once. A failed read is logged with the
 * spec's message and tried again at the next focus.
 */
function useBrands(focused: boolean): readonly Brand[] {
  const fromListing = useMatch({
    from: '/listing',
    shouldThrow: false,
    select: (match) => match.loaderData?.brands,
  });
  const [brands, setBrands] = useState<readonly Brand[] | null>(null);
  const reading = useRef<AbortController | null>(null);
  const read = useEffectEvent(() => {
    if (brands !== null || reading.current) return;
    const controller = new AbortController();
    reading.current = controller;
    readBrands(fromListing, controller.signal).then(
      (list) => {
        if (!controller.signal.aborted) setBrands(list);
      },
      (error: unknown) => {
        if (controller.signal.aborted || isAbortError(error)) return;
        reading.current = null;
        console.error('Error fetching brands', error);
      },
    );
  });
  useEffect(() => {
    if (focused) read();
  }, [focused]);
  useEffect(() => () => reading.current?.abort(), []);
  return brands ?? NO_BRANDS;
}

/**
 * What the suggestions are made of: the categories (the root route's, which the page already
 * has), the brands (once, see useBrands), the products matching the text (one small call per
 * text the shopper pauses at, the earlier one aborted) and the recent searches on this device.
 */
export function useSuggestionData({
  query,
  focused,
  dismissed,
}: {
  /** The trimmed text in the box. */
  query: string;
  focused: boolean;
  /** The suggestions were closed at this text: nothing to ask until it changes. */
  dismissed: boolean;
}) {
  const categoryTree = useCategoryList();
  const categories = useMemo(() => flatten(categoryTree), [categoryTree]);
  const brands = useBrands(focused);
  const [answer, setAnswer] = useState<Answer | null>(null);
  const [recents, setRecents] = useState(readRecentSearches);
  const answered = answer?.text === query;

  useEffect(() => {
    if (!focused || dismissed || query.length < MIN_CHARS || answered) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      getProducts({ keyword: query, limit: MAX_SUGGESTIONS }, { signal: controller.signal }).then(
        (products) => {
          if (controller.signal.aborted) return;
          setAnswer({
            text: query,
            products: products.map((product) => ({
              kind: 'product',
              label: product.name,
              value: product.slug,
              matchedIn: [product.name, product.brand, ...product.categories].join(' '),
            })),
          });
        },
        (error: unknown) => {
          if (isAbortError(error) || controller.signal.aborted) return;
          // Categories and brands still show; the products call's failure is not the shopper's.
          console.warn('Search suggestions: the products call failed', error);
          setAnswer({ text: query, products: [] });
        },
      );
    }, SUGGEST_PAUSE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [focused, dismissed, query, answered]);

  // For `npm run bench:search`: the moment a text's own suggestions are on the page (this runs
  // after the render that shows them). Only the latest is kept (the benchmark observes them as
  // they come), so the timeline does not grow with every text a shopper types.
  useEffect(() => {
    if (!answered) return;
    performance.clearMarks('search:suggestions');
    performance.mark('search:suggestions', { detail: query });
  }, [answered, query]);

  return {
    categories,
    brands,
    answer,
    /** This text's own products answer is in. */
    answered,
    recents,
    /** Reads the recent searches again (the box was focused or emptied). */
    reloadRecents: () => setRecents(readRecentSearches()),
    forgetRecents: () => {
      clearRecentSearches();
      setRecents([]);
    },
  };
}
