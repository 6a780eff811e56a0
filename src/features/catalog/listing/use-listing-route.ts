import { useLoaderData, useLocation, useMatch, useSearch } from '@tanstack/react-router';
import { useMemo } from 'react';
import type { Deferred } from '../../../lib/deferred';
import type { ProductQuery } from '../../../api';
import { toProductQuery, type ListingData, type ListingSearch } from '../../../lib/listing-search';

export type ListingScope =
  | { kind: 'all' }
  | { kind: 'search'; q: string | undefined }
  | { kind: 'category'; slug: string }
  | { kind: 'brand'; slug: string };

/**
 * What the listing shows, read from the URL and the route it came through (one screen serves
 * /products/, /search/, /cat/$slug and /brand/$slug), and the products its route loader read
 * for the validated search (route validateSearch has already dropped junk).
 */
export function useListingRoute(): {
  scope: ListingScope;
  /** The validated URL state: the search text and the filters in force. */
  search: ListingSearch;
  listing: Deferred<ListingData>;
  /** The products call the route's loader made for this listing. */
  query: ProductQuery;
  /** The route match's id: a reload of the same listing keeps showing what it has. */
  matchId: string;
} {
  const search: ListingSearch = useSearch({ strict: false });
  const category = useMatch({ from: '/listing/cat/$slug', shouldThrow: false });
  const brand = useMatch({ from: '/listing/brand/$slug', shouldThrow: false });
  // By path: the search route's runtime id keeps its trailing slash while its typed id does not.
  const onSearch = useLocation({ select: (location) => /^\/search\/?$/.test(location.pathname) });
  const matchId = useMatch({ strict: false, select: (match) => match.id });
  const listing = useLoaderData({
    strict: false,
    select: (data): Deferred<ListingData> => {
      if (data && 'listing' in data && data.listing) return data.listing;
      throw new Error('The listing screen renders only under a listing route');
    },
  });

  const scope: ListingScope = category
    ? { kind: 'category', slug: category.params.slug }
    : brand
      ? { kind: 'brand', slug: brand.params.slug }
      : onSearch
        ? { kind: 'search', q: search.q }
        : { kind: 'all' };
  const categorySlug = scope.kind === 'category' ? scope.slug : undefined;
  const brandSlug = scope.kind === 'brand' ? scope.slug : undefined;
  const query = useMemo(
    () => toProductQuery(search, { category_slug: categorySlug, brand_slug: brandSlug }),
    [search, categorySlug, brandSlug],
  );
  return { scope, search, listing, query, matchId };
}
