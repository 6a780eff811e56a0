import { useLoaderData } from '@tanstack/react-router';
import type { CategoryNode } from '../api/types';
import { useDeferred, type Loadable } from '../lib/deferred';

/**
 * The categories, read once by the root route's loader and cached by the router: the one
 * source for the category bar, the home strip, the listing sidebar and all categories.
 */
export function useCategories(): Loadable<CategoryNode[]> {
  return useDeferred(useLoaderData({ from: '__root__', select: (data) => data.categories }));
}
