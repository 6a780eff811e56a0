import type { CategoryNode } from '../../api';
import { useI18n } from '../../i18n/i18n-context';

/**
 * A category's name in the page's language: the catalogue's, by slug (the `category.` keys the
 * shell declares), else the API's own.
 */
export function useCategoryName(): (category: Pick<CategoryNode, 'slug' | 'name'>) => string {
  const { name } = useI18n();
  return (category) => name(`category.${category.slug}`, category.name);
}
