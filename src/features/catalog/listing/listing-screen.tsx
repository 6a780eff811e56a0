import { Box, Flex, Heading, Text } from '@chakra-ui/react';
import { useActorRef, useSelector } from '@xstate/react';
import { useLayoutEffect } from 'react';
import {
  listingSortMachine,
  sortEvent,
  type SortOrder,
} from '../../../../machines/listing-sort.machine';
import { getBrands, getCategories, getProducts, type ProductListItem } from '../../../api';
import { StatusText } from '../../../components/status-text';
import { useWideScreen } from '../../../components/use-wide-screen';
import { useAsync } from '../../../lib/use-async';
import { FilterSidebar } from './filter-sidebar';
import { ListingBreadcrumb } from './listing-breadcrumb';
import { ProductGrid } from './product-grid';
import { SmallScreenControls, SortBar } from './sort-options';
import { useListingQuery } from './use-listing-query';

const NONE: readonly never[] = [];

/** User Timing names, read by `npm run bench:listing` (and visible in the browser's profiler). */
const SORT_MARK = 'listing:sort:start';
const SORT_MEASURE = 'listing:sort';

function useLoggedList<T>(
  fetch: (options: { signal: AbortSignal }) => Promise<T[]>,
  failureMessage: string,
): readonly T[] {
  const state = useAsync(
    (signal) => fetch({ signal }),
    [],
    (error) => console.error(failureMessage, error),
  );
  return state.status === 'success' ? state.data : NONE;
}

/**
 * The product listing of /products/, /search/, /cat/{slug} and /brand/{slug} (spec §2). The URL
 * decides the request; the sort statechart holds the order and the sorted list.
 */
export function ListingScreen() {
  const wide = useWideScreen();
  const { scope, query } = useListingQuery();
  const queryKey = JSON.stringify(query);
  const result = useAsync(
    (signal) => getProducts(query, { signal }),
    [queryKey],
    (error) => console.error('Error fetching products', error),
  );
  const categories = useLoggedList(getCategories, 'Error fetching categories');
  const brands = useLoggedList(getBrands, 'Error fetching brands');

  const sorter = useActorRef(listingSortMachine);
  const order = useSelector(sorter, (snapshot) => snapshot.value);
  const products = useSelector(sorter, (snapshot) => snapshot.context.products);
  const fetched: readonly ProductListItem[] = result.status === 'success' ? result.data : NONE;
  // Before paint, so a newly fetched list never shows a frame of the previous one.
  useLayoutEffect(() => {
    sorter.send({ type: 'products.loaded', products: fetched });
  }, [sorter, fetched]);

  const onSort = (next: SortOrder) => {
    performance.mark(SORT_MARK);
    sorter.send(sortEvent(next));
    // Only the latest re-sort is kept, so the timeline does not grow with every click.
    performance.clearMeasures(SORT_MEASURE);
    performance.measure(SORT_MEASURE, SORT_MARK);
    performance.clearMarks(SORT_MARK);
  };

  return (
    <Flex gap="2" p={{ base: '0', md: '2' }} align="flex-start">
      {wide && <FilterSidebar categories={categories} brands={brands} />}
      <Box flex="1" minW="0" bg="bg.surface" p={{ base: '3', md: '4' }}>
        <ListingBreadcrumb scope={scope} categories={categories} brands={brands} />
        {/* The same heading and text on every listing: the spec documents only these. */}
        <Heading as="h1" size="lg">
          Men&apos;s Footwear
        </Heading>
        <Text color="fg.muted" fontSize="sm" mt="1" mb="2">
          Explore men&apos;s footwear: sports shoes, sneakers, formal shoes, loafers, sandals and
          flip-flops from top brands, at the best prices.
        </Text>
        {result.status !== 'loading' && (
          <Text color="fg.muted" fontSize="sm" mb="3" role="status">
            (Showing {products.length} products)
          </Text>
        )}
        <Box mb="3">
          {wide ? (
            <SortBar order={order} onSort={onSort} />
          ) : (
            <SmallScreenControls order={order} onSort={onSort} />
          )}
        </Box>
        {result.status === 'loading' ? (
          <StatusText>Loading...</StatusText>
        ) : (
          <ProductGrid products={products} />
        )}
      </Box>
    </Flex>
  );
}
