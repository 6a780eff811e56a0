import { Breadcrumb } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { Fragment } from 'react';
import type { Brand, CategoryNode } from '../../../api';
import { AwaitList, type LoaderRead } from '../../../components/await-read';
import { useI18n } from '../../../i18n/i18n-context';
import { msg } from '../../../i18n/msg' with { type: 'macro' };
import { useCategoryName } from '../../../i18n/use-category-name';
import type { ListingScope } from './use-listing-route';
import { breadcrumbRecipe } from '../../../theme/recipes/breadcrumb';
import { registerRecipes } from '../../../theme/lazy-recipes';

registerRecipes({ breadcrumb: breadcrumbRecipe });

const TEXT = {
  // Chakra's own name for the trail, which the page's language replaces.
  label: msg(/*i18n*/ { id: 'catalog.breadcrumb.label', message: 'breadcrumb' }),
  home: msg(/*i18n*/ { id: 'catalog.breadcrumb.home', message: 'Home' }),
  searchFor: msg(
    /*i18n*/ { id: 'catalog.breadcrumb.search-for', message: 'Search results for "{query}"' },
  ),
  search: msg(/*i18n*/ { id: 'catalog.breadcrumb.search', message: 'Search results' }),
  all: msg(/*i18n*/ { id: 'catalog.breadcrumb.all-products', message: 'All Products' }),
};

/** The categories from a top-level one down to `slug`, or [] when it is not in the tree. */
export function categoryTrail(categories: readonly CategoryNode[], slug: string): CategoryNode[] {
  for (const category of categories) {
    if (category.slug === slug) return [category];
    const below = categoryTrail(category.subcategories, slug);
    if (below.length > 0) return [category, ...below];
  }
  return [];
}

interface TrailProps {
  scope: ListingScope;
  categories: readonly CategoryNode[];
  brands: readonly Brand[];
}

/** The items after Home. */
function Trail({ scope, categories, brands }: TrailProps) {
  const { t } = useI18n();
  const categoryName = useCategoryName();
  const parents: CategoryNode[] = [];
  let current: string;
  switch (scope.kind) {
    case 'category': {
      const trail = categoryTrail(categories, scope.slug);
      parents.push(...trail.slice(0, -1));
      const last = trail.at(-1);
      current = last ? categoryName(last) : scope.slug;
      break;
    }
    case 'brand':
      current = brands.find((brand) => brand.slug === scope.slug)?.name ?? scope.slug;
      break;
    case 'search':
      current = scope.q ? t(TEXT.searchFor, { query: scope.q }) : t(TEXT.search);
      break;
    case 'all':
      current = t(TEXT.all);
      break;
  }
  return (
    <>
      {parents.map((category) => (
        <Fragment key={category.id}>
          <Breadcrumb.Separator />
          <Breadcrumb.Item>
            <Breadcrumb.Link asChild>
              <Link to="/cat/$slug" params={{ slug: category.slug }}>
                {categoryName(category)}
              </Link>
            </Breadcrumb.Link>
          </Breadcrumb.Item>
        </Fragment>
      ))}
      <Breadcrumb.Separator />
      <Breadcrumb.Item>
        <Breadcrumb.CurrentLink>{current}</Breadcrumb.CurrentLink>
      </Breadcrumb.Item>
    </>
  );
}

interface ListingBreadcrumbProps {
  scope: ListingScope;
  categories: LoaderRead<CategoryNode[]>;
  brands: LoaderRead<Brand[]>;
}

/**
 * Home, then where the listing is: the category path, the brand, the search or all products.
 * Names come from the categories and brands lists once loaded; the slug stands in until then.
 */
export function ListingBreadcrumb({ scope, categories, brands }: ListingBreadcrumbProps) {
  const { t } = useI18n();
  return (
    <Breadcrumb.Root size="sm" mb="2" aria-label={t(TEXT.label)}>
      <Breadcrumb.List>
        <Breadcrumb.Item>
          <Breadcrumb.Link asChild>
            <Link to="/">{t(TEXT.home)}</Link>
          </Breadcrumb.Link>
        </Breadcrumb.Item>
        <AwaitList read={categories}>
          {(categoryList) => (
            <AwaitList read={brands}>
              {(brandList) => <Trail scope={scope} categories={categoryList} brands={brandList} />}
            </AwaitList>
          )}
        </AwaitList>
      </Breadcrumb.List>
    </Breadcrumb.Root>
  );
}
