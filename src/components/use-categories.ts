import { useLoaderData } from '@tanstack/react-router';
import type { CategoryNode } from '../api/types';
import type { LoaderRead } from './await-read';

/**
 * The categories, read once by the root route's loader and cached by the router: the one
 * source for the category bar, the home strip, the listing sidebar and all categories.
 */
export function useCategories(): LoaderRead<CategoryNode[]> {
  return useLoaderData({ from: '__root__', select: (data) => data.categories });
}
