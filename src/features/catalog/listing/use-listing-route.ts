import { useLoaderData, useLocation, useMatch, useSearch } from '@tanstack/react-router';
import type { LoaderRead } from '../../../components/await-read';
import type { ListingData, ListingSearch } from '../../../lib/listing-search';

export type ListingScope =
  | { kind: 'all' }
  | { kind: 'search'; q: string | undefined }
  | { kind: 'category'; slug: string }
  | { kind: 'brand'; slug: string };

/**
 * Where the listing is, read from the URL and the route it came through (one screen serves
 * /products/, /search/, /cat/$slug and /brand/$slug). Each read selects only what it gives, so
 * the screen's frame does not render again when the router's state moves on without changing
 * it (a load starting or ending, the list being completed).
 */
export function useListingRoute(): {
  scope: ListingScope;
  /** The validated URL state: the search text and the filters in force. */
  search: ListingSearch;
  /** The route match's id: a reload of the same listing keeps showing what it has. */
  matchId: string;
} {
  const search: ListingSearch = useSearch({ strict: false });
  const slugOf = (match: { params: { slug: string } }) => match.params.slug;
  const category = useMatch({ from: '/listing/cat/$slug', shouldThrow: false, select: slugOf });
  const brand = useMatch({ from: '/listing/brand/$slug', shouldThrow: false, select: slugOf });
  // By path: the search route's runtime id keeps its trailing slash while its typed id does not.
  const onSearch = useLocation({ select: (location) => /^\/search\/?$/.test(location.pathname) });
  const matchId = useMatch({ strict: false, select: (match) => match.id });

  const scope: ListingScope =
    category !== undefined
      ? { kind: 'category', slug: category }
      : brand !== undefined
        ? { kind: 'brand', slug: brand }
        : onSearch
          ? { kind: 'search', q: search.q }
          : { kind: 'all' };
  return { scope, search, matchId };
}

/**
 * The products the listing route's loader read for the validated search: its own hook, so only
 * the parts that show them (the count, the grid) render again when they arrive.
 */
export function useListingRead(): LoaderRead<ListingData> {
  return useLoaderData({
    strict: false,
    select: (data): LoaderRead<ListingData> => {
      // The four listing routes' loader (loadListing) gives this read; merged across every
      // route (strict: false), its type loses the promise-or-data shape.
      if (data && 'listing' in data) return data.listing as LoaderRead<ListingData>;
      throw new Error('The listing screen renders only under a listing route');
    },
  });
}
