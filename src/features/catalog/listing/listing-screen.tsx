import { Box, Flex, Heading, Text } from '@chakra-ui/react';
import { useLoaderData, useRouter } from '@tanstack/react-router';
import { useActorRef, useSelector } from '@xstate/react';
import { useDeferredValue, useEffect, useLayoutEffect, useMemo, useRef } from 'react';
import { listingSortMachine, sortProducts } from '../../../../machines/listing-sort.machine';
import type { ProductListItem } from '../../../api';
import type { ListingData } from '../../../lib/listing-search';
import { AwaitList, AwaitRead, type LoaderRead } from '../../../components/await-read';
import { HydrationRegion } from '../../../components/hydration-region';
import { StatusText } from '../../../components/status-text';
import { useCategories } from '../../../components/use-categories';
import { ShownAt } from '../../../components/shown-at';
import { useI18n } from '../../../i18n/i18n-context';
import { msg } from '../../../i18n/msg' with { type: 'macro' };
import { inspect } from '../../../lib/inspect';
import { afterNextPaint } from '../../../lib/yield-to-browser';
import { CLEAR_FILTERS, hasFilters } from '../../../lib/listing-filters';
import { AppliedFilters, NoMatches } from './applied-filters';
import { FilterDialogBody } from './filter-options';
import { FilterSidebar } from './filter-sidebar';
import { ListingBreadcrumb } from './listing-breadcrumb';
import { ProductGrid } from './product-grid';
import { SHOWING_COUNT } from './showing-count';
import { SORT_MARK, SORT_MEASURE, SortControls, type Sorter } from './sort-controls';
import { useApplyFilters } from './use-apply-filters';
import { useListingRead, useListingRoute } from './use-listing-route';

const NONE: readonly ProductListItem[] = [];

const TEXT = {
  heading: msg(/*i18n*/ { id: 'catalog.listing.heading', message: "Men's Footwear" }),
  intro: msg(
    /*i18n*/ {
      id: 'catalog.listing.intro',
      message:
        "Explore men's footwear: sports shoes, sneakers, formal shoes, loafers, sandals and flip-flops from top brands, at the best prices.",
    },
  ),
  loading: msg(/*i18n*/ { id: 'catalog.listing.loading', message: 'Loading...' }),
};

/**
 * A server-rendered listing embeds only its first screenful (src/app/loaders.ts): once hydrated,
 * the screen has the router load its match again, which in the browser reads the whole list.
 * The router's loads are transitions, so the first screenful stays, and the page keeps
 * answering the shopper, until the whole list is there; a failure is logged like any listing's.
 */
function useCompleteListing(listing: LoaderRead<ListingData>, matchId: string): void {
  const router = useRouter();
  const partial = !(listing instanceof Promise) && listing?.complete === false;
  useEffect(() => {
    if (!partial) return;
    // After the next paint, in a task of its own: the load's first steps update the router's
    // state, which React renders at once, and a tap that hydrated this screen would otherwise
    // wait for them before its answer is painted (issue 27).
    return afterNextPaint(
      () => void router.invalidate({ filter: (match) => match.id === matchId }),
    );
  }, [router, partial, matchId]);
}

/** The fetched list in the order in force, derived here (the machine holds only the order). */
function SortedProducts({
  sorter,
  fetched,
}: {
  sorter: Sorter;
  fetched: readonly ProductListItem[];
}) {
  // A sort tap first repaints what it touched (the pressed button, from the order in force);
  // the re-sorted cards follow at a lower priority that yields to the browser between cards, so
  // a tap that lands in the start-up work still answers at once (issue 27).
  const order = useDeferredValue(useSelector(sorter, (snapshot) => snapshot.value));
  // So is a new list for the same screen (the whole list completing a server-rendered first
  // screenful): the router's update renders synchronously, the cards then follow in pieces.
  const list = useDeferredValue(fetched);
  const products = useMemo(() => sortProducts(list, order), [list, order]);

  // A re-sort is measured from the click to the new order committed, before paint.
  useLayoutEffect(() => {
    if (performance.getEntriesByName(SORT_MARK, 'mark').length === 0) return;
    // Only the latest re-sort is kept, so the timeline does not grow with every click.
    performance.clearMeasures(SORT_MEASURE);
    performance.measure(SORT_MEASURE, SORT_MARK);
    performance.clearMarks(SORT_MARK);
  }, [order]);

  // The grid hydrates as a region of its own: a tap on the sort buttons before the page has
  // hydrated hydrates the screen's frame, not 24 cards as well. The same element while the list
  // is unchanged, so the tap's first, urgent render leaves the region as the server sent it.
  return useMemo(
    () => (
      <HydrationRegion>
        <ProductGrid products={products} />
      </HydrationRegion>
    ),
    [products],
  );
}

/** How many products the listing has, once its read has them. */
function ListingCount() {
  const { t } = useI18n();
  return (
    <AwaitRead read={useListingRead()} pending={null}>
      {(data) => t(SHOWING_COUNT, { count: data?.total ?? 0 })}
    </AwaitRead>
  );
}

/**
 * The products, or what to do when the filters match none. The only part of the screen that
 * reads the list, so the list's arrival (or its completion after hydration) renders this and
 * the count, not the filters and controls around them.
 */
function ListingResults({
  matchId,
  sorter,
  filtered,
  onClear,
}: {
  matchId: string;
  sorter: Sorter;
  filtered: boolean;
  onClear: () => void;
}) {
  const { t } = useI18n();
  const listing = useListingRead();
  useCompleteListing(listing, matchId);
  return (
    <AwaitRead read={listing} pending={<StatusText>{t(TEXT.loading)}</StatusText>}>
      {(data) =>
        data?.total === 0 && filtered ? (
          <NoMatches onClear={onClear} />
        ) : (
          <SortedProducts sorter={sorter} fetched={data?.products ?? NONE} />
        )
      }
    </AwaitRead>
  );
}

/**
 * The product listing of /products/, /search/, /cat/{slug} and /brand/{slug} (spec §2). The
 * route's loader reads the products for the URL; the sort statechart holds the order in force
 * and the screen derives the sorted list from the two. Filters live in the URL: a change
 * navigates to the same route, which re-renders this screen rather than mounting it again, so
 * the sort statechart and its order survive.
 */
export function ListingScreen() {
  const { t } = useI18n();
  const { scope, search, matchId } = useListingRoute();
  const categories = useCategories();
  const brands = useLoaderData({ from: '/listing', select: (data) => data.brands });

  const sorter = useActorRef(listingSortMachine, { inspect });

  const onFilter = useApplyFilters(search);
  // Made again only when the filters change, so the small screens' controls, a region of their
  // own, are left as they are by the screen's other renders (src/features/catalog/listing/
  // sort-controls.tsx).
  const filterDialog = useMemo(
    () => <FilterDialogBody search={search} onFilter={onFilter} />,
    [search, onFilter],
  );
  // Where focus goes when the control that had it (a chip, Clear filters) goes away: the line
  // that will announce the new count.
  const countLine = useRef<HTMLParagraphElement>(null);
  const focusCountLine = () => countLine.current?.focus();
  const clearFilters = () => {
    focusCountLine();
    onFilter(CLEAR_FILTERS);
  };

  return (
    <Flex gap="2" p={{ base: '0', md: '2' }} align="flex-start">
      <ShownAt side="wide" flexShrink={0}>
        {/* A region of its own too: its many controls hydrate after the screen's frame. */}
        <HydrationRegion>
          <FilterSidebar
            categories={categories}
            brands={brands}
            search={search}
            onFilter={onFilter}
          />
        </HydrationRegion>
      </ShownAt>
      <Box flex="1" minW="0" bg="bg.surface" p={{ base: '3', md: '4' }}>
        {/* A region of its own: the frame a tap on the sort bar hydrates first stays small. */}
        <HydrationRegion>
          <ListingBreadcrumb scope={scope} categories={categories} brands={brands} />
        </HydrationRegion>
        {/* The same heading and text on every listing: the spec documents only these. */}
        <Heading as="h1" size="lg">
          {t(TEXT.heading)}
        </Heading>
        <Text color="fg.muted" fontSize="sm" mt="1" mb="2">
          {t(TEXT.intro)}
        </Text>
        {/* Always in the page, so it can take focus and announce the count as it changes. */}
        <Text ref={countLine} tabIndex={-1} color="fg.muted" fontSize="sm" mb="3" role="status">
          <ListingCount key={matchId} />
        </Text>
        <SortControls sorter={sorter} filters={filterDialog} />
        <AwaitList read={brands}>
          {(brandList) => (
            <AppliedFilters
              search={search}
              brands={brandList}
              onFilter={onFilter}
              onAllRemoved={focusCountLine}
            />
          )}
        </AwaitList>
        <ListingResults
          key={matchId}
          matchId={matchId}
          sorter={sorter}
          filtered={hasFilters(search)}
          onClear={clearFilters}
        />
      </Box>
    </Flex>
  );
}
