import { Box, chakra, VisuallyHidden } from '@chakra-ui/react';
import { useNavigate } from '@tanstack/react-router';
import {
  useCallback,
  useEffect,
  useEffectEvent,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
  type RefObject,
} from 'react';
import { getBrands, getProducts, isAbortError, type Brand, type CategoryNode } from '../../api';
import { clearRecentSearches, readRecentSearches, rememberSearch } from '../../lib/recent-searches';
import {
  hasWordStartingWith,
  matchesAllTerms,
  searchTerms,
  splitByMatches,
} from '../../lib/search-text';
import { DROPDOWN_PANEL } from '../disclosure-styles';
import { useCategories } from '../use-categories';
import type { ComboboxState } from './search-box';

/**
 * The search box's suggestions (the ARIA 1.2 combobox pattern with a listbox popup), loaded
 * with the box's first focus. From the second character, after a short pause, up to 8: the
 * matching categories and brands (from the lists the page already has) and the most popular
 * matching products (one small products call, `limit`ed, aborted when the text changes). With
 * the box focused and empty, the last searches made on this device.
 */

/** The box remembers what it submits through this chunk: the store stays out of the first load. */
export { rememberSearch };

/**
 * The pause after a keystroke before suggestions are asked for, so typing on does not ask. Short,
 * so the keystroke-to-suggestions budget (100 ms) keeps room for the call and the render.
 */
const SUGGEST_PAUSE_MS = 60;
const MIN_CHARS = 2;
const MAX_SUGGESTIONS = 8;
const MAX_CATEGORIES = 3;
const MAX_BRANDS = 2;

type Kind = 'recent' | 'category' | 'brand' | 'product';

interface Suggestion {
  kind: Kind;
  /** What the option reads. */
  label: string;
  /** The category, brand or product slug; the search itself for a recent one. */
  value: string;
}

interface ProductSuggestion extends Suggestion {
  /** Where the products call found the terms: name, brand and category names. */
  matchedIn: string;
}

interface Group {
  label: string;
  options: Suggestion[];
}

/** The products answered for a text: the most popular matches, at most MAX_SUGGESTIONS. */
interface Answer {
  text: string;
  products: ProductSuggestion[];
}

export interface SearchSuggestionsProps {
  input: RefObject<HTMLInputElement | null>;
  listboxId: string;
  text: string;
  onText: (text: string) => void;
  onCombobox: (state: ComboboxState) => void;
}

function flatten(nodes: readonly CategoryNode[]): CategoryNode[] {
  return nodes.flatMap((node) => [node, ...flatten(node.subcategories)]);
}

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

const count = (total: number, one: string, many: string) => `${total} ${total === 1 ? one : many}`;

const optionStyles = {
  display: 'flex',
  alignItems: 'center',
  minH: '11',
  px: '3',
  py: '1.5',
  cursor: 'pointer',
  _hover: { bg: 'bg.canvas' },
} as const;

/** The highlighted option: tinted, with a bar at its start that does not rely on colour alone. */
const activeStyles = {
  ...optionStyles,
  bg: 'brand.subtle',
  _hover: { bg: 'brand.subtle' },
  boxShadow: 'inset 3px 0 0 {colors.brand.fg}',
} as const;

function isWithin(node: EventTarget | null, ...parts: RefObject<HTMLElement | null>[]): boolean {
  return node instanceof Node && parts.some((part) => part.current?.contains(node) ?? false);
}

function Emphasised({ text, terms }: { text: string; terms: readonly string[] }) {
  return splitByMatches(text, terms).map((part, index) =>
    part.match ? (
      <chakra.mark key={index} bg="transparent" color="inherit" fontWeight="bold">
        {part.text}
      </chakra.mark>
    ) : (
      part.text
    ),
  );
}

export function SearchSuggestions({
  input,
  listboxId,
  text,
  onText,
  onCombobox,
}: SearchSuggestionsProps) {
  const navigate = useNavigate();
  const categoriesRead = useCategories();
  const [categoryTree, setCategoryTree] = useState<readonly CategoryNode[]>([]);
  const categories = useMemo(() => flatten(categoryTree), [categoryTree]);
  const brandsRead = useRef<Promise<readonly Brand[]> | null>(null);
  const [brands, setBrands] = useState<readonly Brand[]>([]);
  const [answer, setAnswer] = useState<Answer | null>(null);
  /** The text the shopper closed the suggestions at (Escape, a choice): shut until it changes. */
  const [closedAt, setClosedAt] = useState<string | null>(null);
  const [active, setActive] = useState<{ text: string; option: string } | null>(null);
  const [recents, setRecents] = useState(readRecentSearches);
  const [cleared, setCleared] = useState(false);
  const popupRef = useRef<HTMLDivElement>(null);

  // Focus in the box or in the popup (its clear button): the suggestions' time to show. Focus
  // moving between the two counts as staying: in between, the page has it, and hiding the
  // popup then would leave the clear button unfocusable (the browser drops the focus).
  const movingWithin = useRef(false);
  const subscribeToFocus = useCallback(
    (onChange: () => void) => {
      const moved = () => {
        movingWithin.current = false;
        onChange();
      };
      const leaving = (event: FocusEvent) => {
        movingWithin.current = isWithin(event.relatedTarget, input, popupRef);
        onChange();
      };
      document.addEventListener('focusin', moved);
      document.addEventListener('focusout', leaving);
      return () => {
        document.removeEventListener('focusin', moved);
        document.removeEventListener('focusout', leaving);
      };
    },
    [input],
  );
  const focused = useSyncExternalStore(
    subscribeToFocus,
    () => movingWithin.current || isWithin(document.activeElement, input, popupRef),
    () => false,
  );

  const query = text.trim();
  const terms = useMemo(() => searchTerms(query), [query]);

  const groups: Group[] = [];
  if (query === '') {
    const options = recents.map((search) => ({
      kind: 'recent' as const,
      label: search,
      value: search,
    }));
    if (options.length > 0) groups.push({ label: 'Recent searches', options });
  } else if (query.length >= MIN_CHARS && answer) {
    const categoryOptions = matching('category', categories, terms, MAX_CATEGORIES);
    const brandOptions = matching('brand', brands, terms, MAX_BRANDS);
    // Products answered for an earlier text show only while they match this one too, until
    // this text's answer comes: never a suggestion that does not match what is in the box.
    const products = (
      answer.text === query
        ? answer.products
        : answer.products.filter((product) => matchesAllTerms(product.matchedIn, terms))
    ).slice(0, MAX_SUGGESTIONS - categoryOptions.length - brandOptions.length);
    for (const [label, options] of [
      ['Categories', categoryOptions],
      ['Brands', brandOptions],
      ['Products', products],
    ] as const) {
      if (options.length > 0) groups.push({ label, options });
    }
  }
  const options = groups.flatMap((group) => group.options);
  const keyOf = (option: Suggestion) => `${option.kind}:${option.value}`;
  const activeIndex =
    active?.text === text ? options.findIndex((option) => keyOf(option) === active.option) : -1;
  const dismissed = closedAt === text;
  const open = focused && !dismissed && options.length > 0;
  const optionId = (index: number) => `${listboxId}-${index}`;
  const activeId = open && activeIndex !== -1 ? optionId(activeIndex) : undefined;
  const answered = answer?.text === query;

  const announcement = !focused
    ? ''
    : query === ''
      ? options.length > 0
        ? count(options.length, 'recent search', 'recent searches')
        : cleared
          ? 'Recent searches cleared'
          : ''
      : answered && query.length >= MIN_CHARS
        ? options.length > 0
          ? count(options.length, 'suggestion', 'suggestions')
          : 'No suggestions'
        : '';

  // Before paint, so the box's aria-expanded and aria-activedescendant match what is shown.
  useLayoutEffect(() => {
    onCombobox({ expanded: open, activeId });
  }, [onCombobox, open, activeId]);

  // The categories the page already has (the root route's read), without waiting for them: the
  // suggestions keep answering with the brands and products meanwhile.
  useEffect(() => {
    let current = true;
    void Promise.resolve(categoriesRead).then((list) => {
      if (current) setCategoryTree(list ?? []);
    });
    return () => {
      current = false;
    };
  }, [categoriesRead]);

  // The brands, read once when the box is first focused, never per keystroke; after a failure
  // (logged with the spec's message, §8) the next focus tries again.
  useEffect(() => {
    if (!focused) return;
    let current = true;
    brandsRead.current ??= getBrands().catch((error: unknown) => {
      brandsRead.current = null;
      console.error('Error fetching brands', error);
      return [];
    });
    void brandsRead.current.then((list) => {
      if (current) setBrands(list);
    });
    return () => {
      current = false;
    };
  }, [focused]);

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

  // For `npm run bench:search`: the moment a text's own suggestions are on the page. Only the
  // latest is kept (the benchmark observes them as they come), so the timeline does not grow
  // with every text a shopper types.
  useEffect(() => {
    if (!answered) return;
    performance.clearMarks('search:suggestions');
    performance.mark('search:suggestions', { detail: query });
  }, [answered, query]);

  useEffect(() => {
    if (activeId) document.getElementById(activeId)?.scrollIntoView({ block: 'nearest' });
  }, [activeId]);

  const choose = (option: Suggestion) => {
    setActive(null);
    if (option.kind === 'recent') {
      setClosedAt(option.value);
      onText(option.value);
      rememberSearch(option.value);
      void navigate({ to: '/search/', search: { q: option.value } });
      return;
    }
    setClosedAt(text);
    if (option.kind === 'category')
      void navigate({ to: '/cat/$slug', params: { slug: option.value } });
    else if (option.kind === 'brand')
      void navigate({ to: '/brand/$slug', params: { slug: option.value } });
    else void navigate({ to: '/product/$product_slug', params: { product_slug: option.value } });
  };

  const onKeyDown = useEffectEvent((event: KeyboardEvent) => {
    if (event.isComposing) return;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      setClosedAt(null);
      if (options.length === 0) return;
      event.preventDefault();
      const from = open ? activeIndex : -1;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      const next =
        from === -1
          ? step === 1
            ? 0
            : options.length - 1
          : (from + step + options.length) % options.length;
      const target = options[next];
      if (target) setActive({ text, option: keyOf(target) });
    } else if (event.key === 'Enter') {
      const highlighted = open ? options[activeIndex] : undefined;
      // Nothing highlighted: the form submits the search (spec §5).
      if (!highlighted) return;
      event.preventDefault();
      choose(highlighted);
    } else if (event.key === 'Escape' && open) {
      // Kept from the browser too: Escape in a search field would empty it.
      event.preventDefault();
      setClosedAt(text);
      setActive(null);
    }
  });
  const onFocus = useEffectEvent(() => {
    setClosedAt(null);
    setCleared(false);
    setRecents(readRecentSearches());
  });
  // Emptied: the recent searches show, this submission's included.
  const onInput = useEffectEvent(() => {
    setCleared(false);
    if (input.current?.value.trim() === '') setRecents(readRecentSearches());
  });
  const onSubmit = useEffectEvent(() => {
    setClosedAt(text);
    setActive(null);
  });

  useEffect(() => {
    const box = input.current;
    if (!box) return;
    const keydown = (event: KeyboardEvent) => onKeyDown(event);
    const focus = () => onFocus();
    const edit = () => onInput();
    const submit = () => onSubmit();
    box.addEventListener('keydown', keydown);
    box.addEventListener('focus', focus);
    box.addEventListener('input', edit);
    box.form?.addEventListener('submit', submit);
    return () => {
      box.removeEventListener('keydown', keydown);
      box.removeEventListener('focus', focus);
      box.removeEventListener('input', edit);
      box.form?.removeEventListener('submit', submit);
    };
  }, [input]);

  const clearRecents = () => {
    // Focus first: the box's focus handler would undo what follows.
    input.current?.focus();
    clearRecentSearches();
    setRecents([]);
    setCleared(true);
  };

  let index = 0;
  return (
    <>
      <Box
        ref={popupRef}
        hidden={!open}
        {...DROPDOWN_PANEL}
        insetX="0"
        py="1"
        textAlign="start"
        // The box keeps the focus while an option or the clear button is pressed: the
        // combobox handles the keys and points at the highlighted option.
        onMouseDown={(event) => event.preventDefault()}
        onKeyDown={(event) => {
          if (event.key !== 'Escape') return;
          input.current?.focus();
          setClosedAt(text);
        }}
      >
        <chakra.div role="listbox" id={listboxId} aria-label="Search suggestions">
          {open
            ? groups.map((group, groupIndex) => (
                <chakra.ul
                  key={group.label}
                  role="group"
                  aria-labelledby={`${listboxId}-group-${groupIndex}`}
                  listStyleType="none"
                  m="0"
                  p="0"
                >
                  <chakra.li
                    role="presentation"
                    id={`${listboxId}-group-${groupIndex}`}
                    px="3"
                    pt="2"
                    pb="1"
                    fontSize="xs"
                    fontWeight="semibold"
                    color="fg.muted"
                  >
                    {group.label}
                  </chakra.li>
                  {group.options.map((option) => {
                    const at = index++;
                    return (
                      <chakra.li
                        key={keyOf(option)}
                        id={optionId(at)}
                        role="option"
                        aria-selected={at === activeIndex}
                        css={at === activeIndex ? activeStyles : optionStyles}
                        onClick={() => choose(option)}
                      >
                        <chakra.span lineClamp={2}>
                          <Emphasised text={option.label} terms={terms} />
                        </chakra.span>
                      </chakra.li>
                    );
                  })}
                </chakra.ul>
              ))
            : null}
        </chakra.div>
        {open && query === '' ? (
          <chakra.button
            type="button"
            onClick={clearRecents}
            display="block"
            ms="auto"
            me="2"
            mt="1"
            px="2"
            py="1"
            fontSize="sm"
            color="brand.fg"
            borderRadius="sm"
            cursor="pointer"
            _hover={{ textDecoration: 'underline' }}
          >
            Clear recent searches
          </chakra.button>
        ) : null}
      </Box>
      <VisuallyHidden role="status">{announcement}</VisuallyHidden>
    </>
  );
}
