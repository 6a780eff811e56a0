import type {
  Ad,
  Banner,
  Brand,
  CategoryNode,
  FeaturedBrand,
  ProductDetail,
  ProductListItem,
  Section,
} from '../src/api/types';
import { foldSearchText } from '../src/lib/search-text';
import { getMockConfig } from './config';
import { runSteps, runStepsInTasks, type Steps, type TaskSlicing } from './lib/steps';
import { seedCatalogSteps, type ProductExtras, type SeedProduct } from './seed';

/**
 * The read-only catalog, kept in plain arrays and maps rather than @mswjs/data: it never
 * changes, and at 20,000 products @mswjs/data needs ~160 ms to insert and ~60 ms per findMany
 * (measured), while this index answers a filtered query in about a millisecond.
 */
export interface ProductFilters {
  /** Keyword terms, folded (src/lib/search-text); every one must occur in name, brand or category names. */
  terms: string[];
  priceFrom?: number;
  priceTo?: number;
  /** Minimum discount percentage. */
  offer?: number;
  /** Minimum rating. */
  rating?: number;
  /** Brand slugs or folded names; any may match. */
  brands?: string[];
  /** Lower-case colours; any may match exactly. */
  colors?: string[];
  /** Lower-case sizes; any may match exactly. */
  sizes?: string[];
  categorySlug?: string;
  brandSlug?: string;
  /** At most this many matches, the first of the order; absent: all. */
  limit?: number;
}

export interface Catalog {
  productCount: number;
  categories: CategoryNode[];
  /** Sorted by name. */
  brands: Brand[];
  sectionsTop: Section[];
  sectionsBottom: Section[];
  banners: Banner[];
  ads: Ad[];
  featuredBrands: FeaturedBrand[];
  /** Matching products by popularity, most popular first (ties by id, so the order is stable). */
  findProducts(filters: ProductFilters): ProductListItem[];
  getProduct(slug: string): ProductDetail | undefined;
  /** A product's own record, without the detail page's extras (carts and wishlists read it). */
  getSeedProduct(slug: string): SeedProduct | undefined;
}

interface IndexedProduct {
  seed: SeedProduct;
  item: ProductListItem;
  haystack: string;
  brandKeys: readonly string[];
  color: string;
  size: string;
}

/** Category slug -> ids of that category and all its descendants. */
function descendantIds(tree: readonly CategoryNode[]): Map<string, Set<number>> {
  const bySlug = new Map<string, Set<number>>();
  const visit = (node: CategoryNode): Set<number> => {
    const ids = new Set<number>([node.id]);
    for (const child of node.subcategories) for (const id of visit(child)) ids.add(id);
    bySlug.set(node.slug, ids);
    return ids;
  };
  tree.forEach(visit);
  return bySlug;
}

function toListItem(product: SeedProduct): ProductListItem {
  return {
    id: product.id,
    slug: product.slug,
    name: product.name,
    brand: product.brandName,
    categories: [...product.categoryNames],
    price: product.price,
    mrp: product.mrp,
    discount_percentage: product.discount_percentage,
    popularity: product.popularity,
    addedDate: product.addedDate,
    thumb_300_img: product.image_url,
    in_stock: product.in_stock,
  };
}

function toDetail(product: SeedProduct, extras: ProductExtras): ProductDetail {
  return {
    slug: product.slug,
    name: product.name,
    brand: product.brandName,
    image_url: product.image_url,
    short_description: extras.short_description,
    description: extras.description,
    price: product.price,
    mrp: product.mrp,
    discount_percentage: product.discount_percentage,
    rating: product.rating,
    reviewsCount: product.reviewsCount,
    offers: extras.offers,
    color: product.color,
    size: product.size,
    details: extras.details,
    in_stock: product.in_stock,
  };
}

function matches(
  product: IndexedProduct,
  filters: ProductFilters,
  categoryIds: Set<number> | undefined,
): boolean {
  const { seed } = product;
  if (categoryIds && !categoryIds.has(seed.leafId)) return false;
  if (filters.brandSlug !== undefined && seed.brandSlug !== filters.brandSlug) return false;
  if (filters.priceFrom !== undefined && seed.price < filters.priceFrom) return false;
  if (filters.priceTo !== undefined && seed.price > filters.priceTo) return false;
  if (filters.offer !== undefined && seed.discount_percentage < filters.offer) return false;
  if (filters.rating !== undefined && seed.rating < filters.rating) return false;
  if (filters.brands && !filters.brands.some((brand) => product.brandKeys.includes(brand)))
    return false;
  if (filters.colors && !filters.colors.includes(product.color)) return false;
  if (filters.sizes && !filters.sizes.includes(product.size)) return false;
  return filters.terms.every((term) => product.haystack.includes(term));
}

/**
 * Brands by name, case and accents aside: one collator (`localeCompare` with options makes one
 * per comparison, about 50 ms of the catalogue's build on a 4x slowed phone).
 */
const BRAND_ORDER = new Intl.Collator('en', { sensitivity: 'base' });

function indexProduct(product: SeedProduct): IndexedProduct {
  return {
    seed: product,
    item: toListItem(product),
    haystack: foldSearchText([product.name, product.brandName, ...product.categoryNames].join(' ')),
    brandKeys: [product.brandSlug, foldSearchText(product.brandName)],
    color: product.color.toLowerCase(),
    size: product.size.toLowerCase(),
  };
}

export function buildCatalog(productCount: number): Catalog {
  return runSteps(catalogSteps(productCount));
}

/** `buildCatalog` as steps (mocks/lib/steps.ts): it may pause after each product made or indexed. */
function* catalogSteps(productCount: number): Steps<Catalog> {
  const seed = yield* seedCatalogSteps(productCount);
  const categoryIds = descendantIds(seed.categories);
  const indexed: IndexedProduct[] = [];
  for (const product of seed.products) {
    indexed.push(indexProduct(product));
    yield;
  }
  indexed.sort((a, b) => b.seed.popularity - a.seed.popularity || a.seed.id - b.seed.id);
  const bySlug = new Map(seed.products.map((product) => [product.slug, product]));
  const brandSlugs = new Set(seed.brands.map((brand) => brand.slug));

  return {
    productCount,
    categories: seed.categories,
    brands: [...seed.brands].sort((a, b) => BRAND_ORDER.compare(a.name, b.name)),
    sectionsTop: seed.sectionsTop,
    sectionsBottom: seed.sectionsBottom,
    banners: seed.banners,
    ads: seed.ads,
    featuredBrands: seed.featuredBrands,
    findProducts(filters) {
      let ids: Set<number> | undefined;
      if (filters.categorySlug !== undefined) {
        ids = categoryIds.get(filters.categorySlug);
        if (!ids) return [];
      }
      if (filters.brandSlug !== undefined && !brandSlugs.has(filters.brandSlug)) return [];
      const found: ProductListItem[] = [];
      const limit = filters.limit ?? Infinity;
      for (const product of indexed) {
        if (found.length >= limit) break;
        if (matches(product, filters, ids)) found.push(product.item);
      }
      return found;
    },
    getProduct(slug) {
      const product = bySlug.get(slug);
      return product ? toDetail(product, seed.describe(product)) : undefined;
    },
    getSeedProduct: (slug) => bySlug.get(slug),
  };
}

let cached: Catalog | undefined;

/** The catalog for the configured size, built on first use and rebuilt when the size changes. */
export function getCatalog(): Catalog {
  const { productCount } = getMockConfig();
  if (!cached || cached.productCount !== productCount) cached = buildCatalog(productCount);
  return cached;
}

/**
 * Builds the catalog for the configured size ahead of its first use, in short tasks (the
 * in-browser backend's start: in one piece it was a task of 80-100 ms on a 4x slowed phone).
 */
export async function prepareCatalog(slicing?: TaskSlicing): Promise<Catalog> {
  const { productCount } = getMockConfig();
  if (cached?.productCount === productCount) return cached;
  const built = await runStepsInTasks(catalogSteps(productCount), slicing);
  // Built meanwhile by a call that could not wait, or for a size no longer configured: kept only
  // when it is still the catalog getCatalog would build.
  if (cached?.productCount !== productCount && getMockConfig().productCount === productCount)
    cached = built;
  return built;
}
