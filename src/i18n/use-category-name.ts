import { useCallback } from 'react';
import type { CategoryNode } from '../api/types';
import { useI18n } from './i18n-context';

/**
 * A category's name in the page's language: the catalogue's, by slug (the `category.` keys the
 * shell declares), else the API's own. The one place that builds those keys.
 */
export function useCategoryName(): (category: Pick<CategoryNode, 'slug' | 'name'>) => string {
  const { name } = useI18n();
  return useCallback((category) => name(`category.${category.slug}`, category.name), [name]);
}
