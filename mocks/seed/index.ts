import type { Brand, CategoryNode } from '../../src/api/types';
import { runSteps, type Steps } from '../lib/steps';
import { BRAND_SPECS, type BrandSpec } from './brands';
import { seedCategories, type LeafCategory } from './categories';
import { seedHome, type HomeSeed } from './home';
import { describeProduct, generateProduct, type ProductExtras, type SeedProduct } from './products';

/** Products 1..BASE_PRODUCT_COUNT exist at every catalog size; the home page links only to them. */
export const BASE_PRODUCT_COUNT = 600;

export interface CatalogSeed extends HomeSeed {
  categories: CategoryNode[];
  leaves: LeafCategory[];
  brands: Brand[];
  products: SeedProduct[];
  /** The detail-page extras of a product of this catalog (offers, details, descriptions). */
  describe(product: SeedProduct): ProductExtras;
}

/** The whole read-only catalog, the same for the same count on every run and platform. */
export function seedCatalog(productCount: number): CatalogSeed {
  return runSteps(seedCatalogSteps(productCount));
}

/** `seedCatalog` as steps (mocks/lib/steps.ts): it may pause after each product. */
export function* seedCatalogSteps(productCount: number): Steps<CatalogSeed> {
  if (!Number.isInteger(productCount) || productCount < BASE_PRODUCT_COUNT) {
    throw new Error(`The catalog needs an integer of at least ${BASE_PRODUCT_COUNT} products`);
  }
  const { tree, leaves } = seedCategories();
  const brandsBySlug = new Map<string, BrandSpec>(BRAND_SPECS.map((brand) => [brand.slug, brand]));
  const products: SeedProduct[] = [];
  for (let id = 1; id <= productCount; id += 1) {
    products.push(generateProduct(id, leaves, brandsBySlug));
    yield;
  }
  const leavesById = new Map(leaves.map((leaf) => [leaf.id, leaf]));
  return {
    categories: tree,
    leaves,
    brands: BRAND_SPECS.map((brand, index) => ({
      id: index + 1,
      name: brand.name,
      slug: brand.slug,
    })),
    products,
    describe(product) {
      const leaf = leavesById.get(product.leafId);
      if (!leaf) throw new Error(`Product ${product.id} has no leaf category`);
      return describeProduct(product, leaf);
    },
    ...seedHome(products.slice(0, BASE_PRODUCT_COUNT), tree, brandsBySlug),
  };
}

export { BRAND_SPECS } from './brands';
export { CATEGORY_SPECS } from './taxonomy';
export { AD_SPECS, BANNER_SPECS, FEATURED_BRAND_SPECS } from './home';
export type { ProductExtras, SeedProduct } from './products';
