// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { ApiErrorBody, ProductDetail, ProductListItem } from '../../src/api/types';
import { BASE_PRODUCT_COUNT, seedCatalog, type SeedProduct } from '../../mocks/seed';
import { api, bothSlashes } from './helpers';

const seed = seedCatalog(BASE_PRODUCT_COUNT);

async function products(query: Record<string, string> | string = {}): Promise<ProductListItem[]> {
  const search = typeof query === 'string' ? query : new URLSearchParams(query).toString();
  const { status, body } = await api<ProductListItem[]>(
    `/api/products/${search ? `?${search}` : ''}`,
  );
  expect(status).toBe(200);
  return body;
}

/** The expected ids, computed from the seed directly, in the documented default order. */
function expectedIds(predicate: (product: SeedProduct) => boolean): number[] {
  return seed.products
    .filter(predicate)
    .sort((a, b) => b.popularity - a.popularity || a.id - b.id)
    .map((product) => product.id);
}

const ids = (items: ProductListItem[]): number[] => items.map((item) => item.id);
const inCategory = (product: SeedProduct, name: string): boolean =>
  product.categoryNames.includes(name);

describe('GET /api/products/', () => {
  it.each(bothSlashes('/api/products/'))(
    'answers every product at %s, most popular first (stable)',
    async (path) => {
      const { body } = await api<ProductListItem[]>(path);
      expect(ids(body)).toEqual(expectedIds(() => true));
    },
  );

  it('answers list items with exactly the documented fields', async () => {
    const [first] = await products({ keyword: 'apple iphone smartphones' });
    expect(Object.keys(first ?? {}).sort()).toEqual(
      [
        'addedDate',
        'brand',
        'categories',
        'discount_percentage',
        'id',
        'mrp',
        'name',
        'popularity',
        'price',
        'slug',
        'thumb_300_img',
        'in_stock',
      ].sort(),
    );
    expect(first?.categories).toEqual(['Mobiles', 'Smartphones']);
    expect(first?.thumb_300_img).toMatch(/^\/img\/products\/smartphones-\d\.webp$/);
  });

  it('filters by keyword: every term, case-insensitively, in name, brand or category names', async () => {
    const found = await products({ keyword: 'SAMSUNG  televisions' });
    expect(found.length).toBeGreaterThan(0);
    expect(ids(found)).toEqual(
      expectedIds(
        (p) => /samsung/i.test(`${p.name} ${p.brandName}`) && inCategory(p, 'Televisions'),
      ),
    );
    // Terms are substrings, so "men's" also finds "Women's Footwear", as documented.
    const byCategoryName = await products({ keyword: "men's footwear" });
    expect(new Set(byCategoryName.map((item) => item.categories[1]))).toEqual(
      new Set(["Men's Footwear", "Women's Footwear"]),
    );
  });

  it('matches keywords without accents or apostrophes too (lakme, mens)', async () => {
    expect((await products({ keyword: 'lakme' })).every((item) => item.brand === 'Lakmé')).toBe(
      true,
    );
    expect((await products({ keyword: 'lakme' })).length).toBeGreaterThan(0);
    expect(ids(await products({ keyword: 'mens footwear' }))).toEqual(
      ids(await products({ keyword: "men's footwear" })),
    );
  });

  it('answers [] for a keyword that matches nothing', async () => {
    expect(await products({ keyword: 'samsung zzzz' })).toEqual([]);
  });

  it('filters by priceFrom and priceTo, inclusive', async () => {
    const withPaise = seed.products.find((product) => !Number.isInteger(product.price));
    expect(withPaise).toBeDefined();
    const price = String(withPaise?.price);
    expect(ids(await products({ priceFrom: price, priceTo: price }))).toEqual(
      expectedIds((p) => p.price === withPaise?.price),
    );
    expect(ids(await products({ priceFrom: '1000', priceTo: '5000' }))).toEqual(
      expectedIds((p) => p.price >= 1000 && p.price <= 5000),
    );
    expect(ids(await products({ priceFrom: '50000' }))).toEqual(
      expectedIds((p) => p.price >= 50000),
    );
    expect(ids(await products({ priceTo: '99.5' }))).toEqual(expectedIds((p) => p.price <= 99.5));
  });

  it('filters by offer (minimum discount) and rating (minimum rating)', async () => {
    expect(ids(await products({ offer: '40' }))).toEqual(
      expectedIds((p) => p.discount_percentage >= 40),
    );
    expect(ids(await products({ rating: '4.5' }))).toEqual(expectedIds((p) => p.rating >= 4.5));
  });

  it('filters by brand: comma-separated slugs or names, case-insensitive', async () => {
    const expected = expectedIds((p) => p.brandSlug === 'boat' || p.brandSlug === 'samsung');
    expect(ids(await products({ brand: 'boat,samsung' }))).toEqual(expected);
    expect(ids(await products({ brand: 'BOAT, Samsung' }))).toEqual(expected);
    expect(ids(await products({ brand: "Levi's" }))).toEqual(
      expectedIds((p) => p.brandSlug === 'levis'),
    );
    expect(ids(await products('brand=boat&brand=samsung'))).toEqual(expected);
    expect(await products({ brand: 'no-such-brand' })).toEqual([]);
  });

  it('filters by color and size: comma-separated, case-insensitive, exact values', async () => {
    expect(ids(await products({ color: 'black,NAVY BLUE' }))).toEqual(
      expectedIds((p) => p.color === 'Black' || p.color === 'Navy Blue'),
    );
    expect(ids(await products({ size: 'uk 8' }))).toEqual(expectedIds((p) => p.size === 'UK 8'));
    expect(ids(await products({ size: '128 GB,256 gb' }))).toEqual(
      expectedIds((p) => p.size === '128 GB' || p.size === '256 GB'),
    );
  });

  it('filters by category_slug including all descendants', async () => {
    const footwear = await products({ category_slug: 'mens-footwear' });
    expect(ids(footwear)).toEqual(expectedIds((p) => inCategory(p, "Men's Footwear")));
    const leaves = new Set(footwear.map((item) => item.categories.at(-1)));
    expect([...leaves].sort()).toEqual(['Casual Shoes', 'Formal Shoes', 'Sports Shoes']);
    expect(ids(await products({ category_slug: 'fashion' }))).toEqual(
      expectedIds((p) => inCategory(p, 'Fashion')),
    );
    expect(ids(await products({ category_slug: 'sports-shoes' }))).toEqual(
      expectedIds((p) => inCategory(p, 'Sports Shoes')),
    );
  });

  it('filters by brand_slug', async () => {
    expect(ids(await products({ brand_slug: 'bata' }))).toEqual(
      expectedIds((p) => p.brandSlug === 'bata'),
    );
  });

  it('combines filters with AND', async () => {
    const found = await products({
      category_slug: 'mens-footwear',
      brand: 'bata,puma',
      priceTo: '3000',
      offer: '20',
      rating: '3',
    });
    expect(ids(found)).toEqual(
      expectedIds(
        (p) =>
          inCategory(p, "Men's Footwear") &&
          ['bata', 'puma'].includes(p.brandSlug) &&
          p.price <= 3000 &&
          p.discount_percentage >= 20 &&
          p.rating >= 3,
      ),
    );
    expect(found.length).toBeGreaterThan(0);
    const keywordAndBrand = await products({
      keyword: 'shoes',
      brand_slug: 'nike',
      color: 'black',
    });
    expect(ids(keywordAndBrand)).toEqual(
      expectedIds(
        (p) =>
          /shoes/i.test(`${p.name} ${p.categoryNames.join(' ')}`) &&
          p.brandSlug === 'nike' &&
          p.color === 'Black',
      ),
    );
  });

  it('answers [] for an unknown category_slug or brand_slug', async () => {
    expect(await products({ category_slug: 'no-such-category' })).toEqual([]);
    expect(await products({ brand_slug: 'no-such-brand' })).toEqual([]);
  });

  it('ignores empty-string parameters', async () => {
    const all = ids(await products());
    expect(
      ids(
        await products(
          'keyword=&priceFrom=&priceTo=&offer=&brand=&color=&size=&rating=&category_slug=&brand_slug=',
        ),
      ),
    ).toEqual(all);
    expect(ids(await products('brand=,,'))).toEqual(all);
  });

  it.each(['priceFrom', 'priceTo', 'offer', 'rating'])(
    'answers 400 naming %s when it is not a number',
    async (name) => {
      for (const value of ['abc', '12abc', '1,000', 'NaN', 'Infinity', '0x10']) {
        const { status, body } = await api<ApiErrorBody>(
          `/api/products/?${name}=${encodeURIComponent(value)}`,
        );
        expect(status).toBe(400);
        expect(body).toEqual({ error: `${name} must be a number` });
      }
    },
  );

  it('accepts decimal numbers with spaces around them', async () => {
    expect(ids(await products({ priceFrom: ' 1499.5 ' }))).toEqual(
      expectedIds((p) => p.price >= 1499.5),
    );
  });
});

/**
 * The calls the listing's filter controls make (price bands, Min/Max, rating and discount
 * radios), each answered as documented: bounds inclusive, minimums met. The counts were read
 * once from the seed of 600 products.
 */
describe("GET /api/products/ with the listing's filter choices", () => {
  const bands = [
    ['6001 and below', { priceTo: '6001' }, 453, (p: SeedProduct) => p.price <= 6001],
    [
      '6001-10000',
      { priceFrom: '6001', priceTo: '10000' },
      27,
      (p: SeedProduct) => p.price >= 6001 && p.price <= 10000,
    ],
    [
      '10001-15000',
      { priceFrom: '10001', priceTo: '15000' },
      14,
      (p: SeedProduct) => p.price >= 10001 && p.price <= 15000,
    ],
    ['15001 and above', { priceFrom: '15001' }, 106, (p: SeedProduct) => p.price >= 15001],
  ] as const;

  it.each(bands)('the band %s (%j) finds %i products', async (_band, query, count, predicate) => {
    const found = await products(query);
    expect(found).toHaveLength(count);
    expect(ids(found)).toEqual(expectedIds(predicate));
  });

  it('places every product in exactly one band', async () => {
    const inBands = (await Promise.all(bands.map(([, query]) => products(query)))).flatMap(ids);
    expect(inBands).toHaveLength(600);
    expect(new Set(inBands).size).toBe(600);
  });

  it('applies the Min and Max range, both ends included', async () => {
    const found = await products({ priceFrom: '200', priceTo: '800' });
    expect(found).toHaveLength(166);
    expect(ids(found)).toEqual(expectedIds((p) => p.price >= 200 && p.price <= 800));
    expect(await products({ priceFrom: '0', priceTo: '1000' })).toHaveLength(267);
  });

  it.each([
    ['4', 279],
    ['3', 551],
    ['2', 574],
  ])('rating=%s finds the %i products rated that or better', async (rating, count) => {
    const found = await products({ rating });
    expect(found).toHaveLength(count);
    expect(ids(found)).toEqual(expectedIds((p) => p.rating >= Number(rating)));
  });

  it.each([
    ['10', 482],
    ['20', 327],
    ['30', 199],
    ['40', 113],
    ['50', 62],
  ])('offer=%s finds the %i products discounted that much or more', async (offer, count) => {
    const found = await products({ offer });
    expect(found).toHaveLength(count);
    expect(ids(found)).toEqual(expectedIds((p) => p.discount_percentage >= Number(offer)));
  });

  it('combines a band, a rating and a discount', async () => {
    const found = await products({ priceFrom: '6001', priceTo: '10000', rating: '4', offer: '30' });
    expect(found).toHaveLength(3);
    expect(ids(found)).toEqual(
      expectedIds(
        (p) => p.price >= 6001 && p.price <= 10000 && p.rating >= 4 && p.discount_percentage >= 30,
      ),
    );
  });
});

describe('GET /api/product/{slug}', () => {
  const product = seed.products[0];
  if (!product) throw new Error('The seed has no products');

  it.each(bothSlashes(`/api/product/${product.slug}`))(
    'answers the product detail at %s',
    async (path) => {
      const extras = seed.describe(product);
      const { status, body } = await api<ProductDetail>(path);
      expect(status).toBe(200);
      expect(body).toEqual({
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
        in_stock: true,
      });
      expect(Object.keys(body.details).length).toBeGreaterThan(3);
    },
  );

  it('answers 404 {error} for an unknown slug', async () => {
    const { status, body } = await api<ApiErrorBody>(`/api/product/no-such-product`);
    expect(status).toBe(404);
    expect(body).toEqual({ error: 'Product not found' });
  });

  it('answers 404 for a slug that only differs by suffix', async () => {
    const { status } = await api(`/api/product/${product.slug}x`);
    expect(status).toBe(404);
  });
});
