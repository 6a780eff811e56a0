import { useLocation, useMatch, useSearch } from '@tanstack/react-router';
import type { ProductQuery } from '../../../api';
import { toProductQuery, type ListingSearch } from '../../../lib/listing-search';

export type ListingScope =
  | { kind: 'all' }
  | { kind: 'search'; q: string | undefined }
  | { kind: 'category'; slug: string }
  | { kind: 'brand'; slug: string };

/**
 * What the listing shows, read from the URL: the validated search (route validateSearch has
 * already dropped junk) and the route it came through. One screen serves /products/, /search/,
 * /cat/$slug and /brand/$slug.
 */
export function useListingQuery(): { scope: ListingScope; query: ProductQuery } {
  const search: ListingSearch = useSearch({ strict: false });
  const category = useMatch({ from: '/cat/$slug', shouldThrow: false });
  const brand = useMatch({ from: '/brand/$slug', shouldThrow: false });
  // By path: the search route's runtime id keeps its trailing slash ('/search/') while its typed
  // id does not, so useMatch cannot name it.
  const onSearch = useLocation({ select: (location) => /^\/search\/?$/.test(location.pathname) });

  const scope: ListingScope = category
    ? { kind: 'category', slug: category.params.slug }
    : brand
      ? { kind: 'brand', slug: brand.params.slug }
      : onSearch
        ? { kind: 'search', q: search.q }
        : { kind: 'all' };
  const query = toProductQuery(search, {
    category_slug: scope.kind === 'category' ? scope.slug : undefined,
    brand_slug: scope.kind === 'brand' ? scope.slug : undefined,
  });
  return { scope, query };
}
