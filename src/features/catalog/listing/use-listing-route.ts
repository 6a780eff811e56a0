import { useLoaderData, useLocation, useMatch, useSearch } from '@tanstack/react-router';
import type { LoaderRead } from '../../../components/await-read';
import type { ListingData, ListingSearch } from '../../../lib/listing-search';

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
  listing: LoaderRead<ListingData>;
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
    select: (data): LoaderRead<ListingData> => {
      // The four listing routes' loader (loadListing) gives this read; merged across every
      // route (strict: false), its type loses the promise-or-data shape.
      if (data && 'listing' in data) return data.listing as LoaderRead<ListingData>;
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
  return { scope, search, listing, matchId };
}
