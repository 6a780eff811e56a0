import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { getCatalog } from '../../mocks/catalog';
import { seedCatalog, type SeedProduct } from '../../mocks/seed';
import { getProducts, type CategoryNode, type ProductQuery } from '../../src/api';

/**
 * The products query (client query string -> mock handler -> catalog index) against a plain
 * reference written here from the documented rules: every filter is an AND; keyword terms must
 * all occur in the name, brand or category names (case, accents and apostrophes ignored);
 * prices inclusive; offer and rating are minimums; brand, color and size are comma-separated
 * alternatives; category_slug includes the whole subtree; most popular first, ties by id.
 */
const seed = seedCatalog(getCatalog().productCount);
const RUNS = 1000;

function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/['’]/g, '')
    .toLowerCase();
}

function listItems(value: string | undefined, normalise: (item: string) => string): string[] {
  return (value ?? '')
    .split(',')
    .map((item) => normalise(item.trim()))
    .filter((item) => item !== '');
}

function subtreeIds(nodes: readonly CategoryNode[], slug: string): Set<number> | null {
  for (const node of nodes) {
    if (node.slug === slug) {
      const ids = new Set<number>();
      const collect = (current: CategoryNode) => {
        ids.add(current.id);
        current.subcategories.forEach(collect);
      };
      collect(node);
      return ids;
    }
    const below = subtreeIds(node.subcategories, slug);
    if (below) return below;
  }
  return null;
}

function reference(query: ProductQuery): number[] {
  const text = (value: string | undefined) => value?.trim() ?? '';
  const terms = fold(text(query.keyword))
    .split(/\s+/)
    .filter((term) => term !== '');
  const brands = listItems(query.brand, fold);
  const colors = listItems(query.color, (item) => item.toLowerCase());
  const sizes = listItems(query.size, (item) => item.toLowerCase());
  const categorySlug = text(query.category_slug).toLowerCase();
  const brandSlug = text(query.brand_slug).toLowerCase();
  const inCategory = categorySlug ? subtreeIds(seed.categories, categorySlug) : null;

  const keep = (product: SeedProduct): boolean => {
    const haystack = fold([product.name, product.brandName, ...product.categoryNames].join(' '));
    if (!terms.every((term) => haystack.includes(term))) return false;
    if (query.priceFrom !== undefined && product.price < query.priceFrom) return false;
    if (query.priceTo !== undefined && product.price > query.priceTo) return false;
    if (query.offer !== undefined && product.discount_percentage < query.offer) return false;
    if (query.rating !== undefined && product.rating < query.rating) return false;
    if (
      brands.length > 0 &&
      !brands.includes(product.brandSlug) &&
      !brands.includes(fold(product.brandName))
    )
      return false;
    if (colors.length > 0 && !colors.includes(product.color.toLowerCase())) return false;
    if (sizes.length > 0 && !sizes.includes(product.size.toLowerCase())) return false;
    if (categorySlug && !(inCategory?.has(product.leafId) ?? false)) return false;
    if (brandSlug && product.brandSlug !== brandSlug) return false;
    return true;
  };
  return seed.products
    .filter(keep)
    .sort((a, b) => b.popularity - a.popularity || a.id - b.id)
    .map((product) => product.id);
}

// Generators draw mostly from the catalog's own words and values, so that combinations often
// match something; a little noise (other case, accents, junk, unknown slugs) keeps them honest.
const unique = <T>(values: Iterable<T>) => [...new Set(values)];
const words = unique(
  seed.products.flatMap((product) =>
    [product.name, product.brandName, ...product.categoryNames].join(' ').split(/\s+/),
  ),
).filter((word) => word !== '');
const brandKeys = unique(seed.brands.flatMap((brand) => [brand.slug, brand.name]));
const colors = unique(seed.products.map((product) => product.color).filter(Boolean));
const sizes = unique(seed.products.map((product) => product.size).filter(Boolean));
const categorySlugs: string[] = [];
const walk = (nodes: readonly CategoryNode[]) =>
  nodes.forEach((node) => {
    categorySlugs.push(node.slug);
    walk(node.subcategories);
  });
walk(seed.categories);

const recase = (arb: fc.Arbitrary<string>) =>
  fc
    .tuple(arb, fc.constantFrom('same', 'upper', 'lower', 'accent'))
    .map(([text, how]) =>
      how === 'upper'
        ? text.toUpperCase()
        : how === 'lower'
          ? text.toLowerCase()
          : how === 'accent'
            ? text.replace(/e/g, 'é')
            : text,
    );

const sometimes = <T>(arb: fc.Arbitrary<T>) =>
  fc.oneof({ arbitrary: fc.constant(undefined), weight: 3 }, { arbitrary: arb, weight: 1 });

const commaList = (values: readonly string[]) =>
  fc
    .tuple(
      fc.array(recase(fc.oneof(fc.constantFrom(...values), fc.string({ maxLength: 6 }))), {
        minLength: 1,
        maxLength: 3,
      }),
      fc.constantFrom(',', ', ', ' ,'),
    )
    .map(([items, separator]) => items.join(separator));

/** A bound: often a value some product has exactly (inclusive edges), else any amount. */
const bound = (values: readonly number[], max: number) =>
  fc.oneof(
    fc.constantFrom(...values),
    fc.integer({ min: 0, max }),
    fc.integer({ min: 0, max: max * 100 }).map((n) => n / 100),
  );
const prices = unique(seed.products.map((product) => product.price));

const keyword = fc.oneof(
  { arbitrary: recase(fc.constantFrom(...words)), weight: 4 },
  {
    arbitrary: fc
      .array(recase(fc.constantFrom(...words)), { minLength: 2, maxLength: 3 })
      .map((parts) => parts.join('  ')),
    weight: 2,
  },
  { arbitrary: fc.string({ maxLength: 8 }), weight: 1 },
  { arbitrary: fc.string({ unit: 'grapheme', maxLength: 5 }), weight: 1 },
);

const queries: fc.Arbitrary<ProductQuery> = fc.record({
  keyword: sometimes(keyword),
  priceFrom: sometimes(bound(prices, 20_000)),
  priceTo: sometimes(bound(prices, 150_000)),
  offer: sometimes(bound(unique(seed.products.map((product) => product.discount_percentage)), 90)),
  rating: sometimes(bound(unique(seed.products.map((product) => product.rating)), 5)),
  brand: sometimes(commaList(brandKeys)),
  color: sometimes(commaList(colors)),
  size: sometimes(commaList(sizes)),
  category_slug: sometimes(
    fc.oneof(recase(fc.constantFrom(...categorySlugs)), fc.constant('no-such-category')),
  ),
  brand_slug: sometimes(
    fc.oneof(fc.constantFrom(...seed.brands.map((brand) => brand.slug)), fc.constant('nobody')),
  ),
});

describe('products query (property)', () => {
  it(`matches the reference implementation over ${RUNS} random filter combinations`, async () => {
    let nonEmpty = 0;
    await fc.assert(
      fc.asyncProperty(queries, async (query) => {
        const found = await getProducts(query);
        const expected = reference(query);
        if (expected.length > 0) nonEmpty += 1;
        expect(found.map((product) => product.id)).toEqual(expected);
      }),
      { numRuns: RUNS },
    );
    // The property is only as good as its cases: a good share must have found something.
    expect(nonEmpty).toBeGreaterThan(RUNS * 0.2);
  });
});
