// @vitest-environment node
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { CategoryNode } from '../../src/api/types';
import { buildCatalog } from '../../mocks/catalog';
import { BASE_PRODUCT_COUNT, seedCatalog } from '../../mocks/seed';
import { safeParse } from 'valibot';
import { demoCheckout } from '../../mocks/checkout-state';
import { DEMO_ADDRESS, DEMO_ORDERS } from '../../mocks/seed/checkout';
import { DEMO_CART, DEMO_WISHLIST } from '../../mocks/seed/shop';
import { validAddressSchema } from '../../src/lib/address';

const seed = seedCatalog(BASE_PRODUCT_COUNT);

/** A WebP file's width in pixels, from its first chunk's header (lossy, lossless or extended). */
function webpWidth(file: string): number {
  const bytes = readFileSync(file);
  if (bytes.toString('ascii', 0, 4) !== 'RIFF' || bytes.toString('ascii', 8, 12) !== 'WEBP')
    throw new Error(`${file} is not a WebP file`);
  const chunk = bytes.toString('ascii', 12, 16);
  if (chunk === 'VP8 ') return bytes.readUInt16LE(26) & 0x3fff;
  if (chunk === 'VP8L') return (bytes.readUInt16LE(21) & 0x3fff) + 1;
  if (chunk === 'VP8X') return bytes.readUIntLE(24, 3) + 1;
  throw new Error(`${file}: unknown WebP chunk ${chunk}`);
}

function flatten(nodes: readonly CategoryNode[]): CategoryNode[] {
  return nodes.flatMap((node) => [node, ...flatten(node.subcategories)]);
}

describe('seed', () => {
  it('is deterministic: two seeds are equal, detail extras included', () => {
    const again = seedCatalog(BASE_PRODUCT_COUNT);
    expect(JSON.stringify(again)).toBe(JSON.stringify(seed));
    expect(again.products.map((product) => again.describe(product))).toEqual(
      seed.products.map((product) => seed.describe(product)),
    );
  });

  it('makes a small catalog a prefix of a larger one, so home links survive the size knob', () => {
    const larger = seedCatalog(1200);
    expect(larger.products.slice(0, BASE_PRODUCT_COUNT)).toEqual(seed.products);
    expect(larger.sectionsTop).toEqual(seed.sectionsTop);
    expect(larger.sectionsBottom).toEqual(seed.sectionsBottom);
  });

  it('has at least 12 top-level categories and 40 subcategories, including mens-footwear', () => {
    expect(seed.categories.length).toBeGreaterThanOrEqual(12);
    const all = flatten(seed.categories);
    expect(all.length - seed.categories.length).toBeGreaterThanOrEqual(40);
    expect(all.map((category) => category.slug)).toEqual(
      expect.arrayContaining(['mens-footwear', 'mobiles', 'fashion']),
    );
    expect(new Set(all.map((category) => category.slug)).size).toBe(all.length);
    expect(new Set(all.map((category) => category.id)).size).toBe(all.length);
  });

  it('has at least 40 brands, Indian and global, with unique slugs', () => {
    expect(seed.brands.length).toBeGreaterThanOrEqual(40);
    const names = seed.brands.map((brand) => brand.name);
    expect(names).toEqual(
      expect.arrayContaining([
        'Tata',
        'boAt',
        'Bata',
        'Titan',
        'Fabindia',
        'Amul',
        'Himalaya',
        'Samsung',
        'Apple',
        'Nike',
      ]),
    );
    expect(new Set(seed.brands.map((brand) => brand.slug)).size).toBe(seed.brands.length);
  });

  it('has at least 600 products with unique slugs, sane prices and rounded discounts', () => {
    const { products } = seed;
    expect(products.length).toBeGreaterThanOrEqual(600);
    expect(new Set(products.map((product) => product.slug)).size).toBe(products.length);
    for (const product of products) {
      expect(product.price).toBeGreaterThan(0);
      expect(product.mrp).toBeGreaterThanOrEqual(product.price);
      expect(product.discount_percentage).toBe(
        Math.round(((product.mrp - product.price) / product.mrp) * 100),
      );
      expect(product.rating).toBeGreaterThanOrEqual(1);
      expect(product.rating).toBeLessThanOrEqual(5);
      expect(Math.round(product.rating * 10) / 10).toBe(product.rating);
      expect(product.reviewsCount).toBeGreaterThan(0);
      expect(Number.isNaN(Date.parse(product.addedDate))).toBe(false);
      expect(product.color).not.toContain(',');
      expect(product.size).not.toContain(',');
    }
    expect(products.some((product) => !Number.isInteger(product.price))).toBe(true);
    expect(products.some((product) => product.discount_percentage === 0)).toBe(true);
  });

  it('describes every product for its detail page: offers, details, descriptions', () => {
    const extras = seed.products.map((product) => seed.describe(product));
    for (const extra of extras) {
      expect(extra.offers.length).toBeGreaterThanOrEqual(2);
      expect(extra.description).not.toBe('');
      expect(Object.keys(extra.details).length).toBeGreaterThanOrEqual(4);
    }
    expect(extras.some((extra) => extra.short_description === '')).toBe(true);
    expect(extras.some((extra) => extra.short_description !== '')).toBe(true);
    expect(extras.some((extra) => /Bank|UPI|EMI/.test(extra.offers.join(' ')))).toBe(true);
    const first = seed.products[0];
    expect(first).toBeDefined();
    expect(seed.describe(first!)).toEqual(seed.describe(first!));
  });

  it('marks a few products out of stock by id, the same at every size, and still lists them', () => {
    const soldOut = (products: readonly { id: number; in_stock: boolean }[]) =>
      products.filter((product) => !product.in_stock).map((product) => product.id);
    expect(soldOut(seed.products)).toEqual([
      50, 100, 113, 150, 200, 250, 300, 350, 365, 400, 450, 500, 550, 600,
    ]);
    expect(soldOut(seedCatalog(1200).products).slice(0, 14)).toEqual(soldOut(seed.products));
    const catalog = buildCatalog(BASE_PRODUCT_COUNT);
    const listed = catalog.findProducts({ terms: [] });
    expect(listed).toHaveLength(600);
    expect(listed.filter((item) => !item.in_stock)).toHaveLength(14);
    expect(catalog.getProduct('samsung-galaxy-m35-5g-starlight-silver-64-gb-365')?.in_stock).toBe(
      false,
    );
    expect(catalog.getProduct('samsung-galaxy-f15-5g-mint-green-256-gb-1')?.in_stock).toBe(true);
  });

  it("gives the demo shopper the samples' cart and wishlist, made of catalog products", () => {
    const bySlug = new Map(seed.products.map((product) => [product.slug, product]));
    expect(DEMO_CART.map(({ slug, quantity }) => [bySlug.get(slug)?.in_stock, quantity])).toEqual([
      [true, 1],
      [true, 1],
      [true, 2],
    ]);
    expect(DEMO_WISHLIST.map((slug) => bySlug.get(slug)?.in_stock)).toEqual([
      true,
      false,
      true,
      false,
    ]);
  });

  it("gives the demo shopper a saved Mumbai address the address rules accept, and the samples' orders", () => {
    expect(safeParse(validAddressSchema, DEMO_ADDRESS).success).toBe(true);
    expect([DEMO_ADDRESS.pincode, DEMO_ADDRESS.city, DEMO_ADDRESS.state]).toEqual([
      '400001',
      'Mumbai',
      'Maharashtra',
    ]);
    const bySlug = new Map(seed.products.map((product) => [product.slug, product]));
    expect(
      DEMO_ORDERS.map(({ id, slug, status }) => [id, status, bySlug.get(slug)?.id ?? null]),
    ).toEqual([
      ['OD4255610947', 'Returned', 5],
      ['OD4271903318', 'Cancelled', 435],
      ['OD4298114372', 'Delivered', 116],
      ['OD4312785520', 'On the way', 538],
    ]);
  });

  it('seeds the same orders on every run, the one on its way relative to the seeding time', () => {
    const now = Date.UTC(2025, 2, 7, 4, 30, 0);
    const first = demoCheckout(now);
    const again = demoCheckout(now);
    const withoutIds = (data: typeof first) => ({
      orders: data.orders,
      order_addresses: data.order_addresses.map(({ address_id: _id, ...rest }) => rest),
      order_lines: data.order_lines.map(({ id: _id, ...rest }) => rest),
    });
    expect(withoutIds(again)).toEqual(withoutIds(first));
    expect(first.orders.map((order) => [order.placed_at, order.ships_at])).toEqual([
      [Date.UTC(2023, 11, 2, 4, 5), Date.UTC(2023, 11, 3, 4, 5)],
      [Date.UTC(2024, 5, 21, 13, 40), Date.UTC(2024, 5, 22, 13, 40)],
      [Date.UTC(2024, 10, 8, 5, 12), Date.UTC(2024, 10, 9, 5, 12)],
      [Date.UTC(2025, 2, 5, 22, 30), Date.UTC(2025, 2, 6, 22, 30)],
    ]);
    expect(first.order_addresses.every((copy) => copy.address_id === first.addresses[0]?.id)).toBe(
      true,
    );
  });

  it('sells something of every brand and in every leaf category', () => {
    const soldBrands = new Set(seed.products.map((product) => product.brandSlug));
    expect(seed.brands.filter((brand) => !soldBrands.has(brand.slug))).toEqual([]);
    const soldLeaves = new Set(seed.products.map((product) => product.leafId));
    expect(seed.leaves.filter((leaf) => !soldLeaves.has(leaf.id))).toEqual([]);
  });

  it('has at least 4 top and 2 bottom sections of 8+ items, 5 banners, 3 ads, 6 featured brands', () => {
    expect(seed.sectionsTop.length).toBeGreaterThanOrEqual(4);
    expect(seed.sectionsBottom.length).toBe(2);
    for (const section of [...seed.sectionsTop, ...seed.sectionsBottom]) {
      expect(section.items.length).toBeGreaterThanOrEqual(8);
    }
    expect(seed.sectionsBottom.every((section) => section.title.startsWith('Best Deals'))).toBe(
      true,
    );
    expect(seed.banners.length).toBeGreaterThanOrEqual(5);
    expect(seed.ads.length).toBeGreaterThanOrEqual(3);
    expect(seed.featuredBrands.length).toBeGreaterThanOrEqual(6);
  });

  it('links home blocks to app paths that exist in the catalog', () => {
    const catalog = buildCatalog(BASE_PRODUCT_COUNT);
    const categorySlugs = new Set(flatten(seed.categories).map((category) => category.slug));
    const brandSlugs = new Set(seed.brands.map((brand) => brand.slug));
    const links = [
      ...[...seed.sectionsTop, ...seed.sectionsBottom].flatMap((section) => [
        section.link,
        ...section.items.map((item) => item.link),
      ]),
      ...seed.banners.map((banner) => banner.link),
      ...seed.ads.map((ad) => ad.link),
      ...seed.featuredBrands.map((brand) => brand.link),
    ];
    for (const link of links) {
      expect(link).toMatch(/^\/(?!\/)/);
      const [, kind, slug] = /^\/(product|cat|brand)\/([^/?]+)$/.exec(link) ?? [];
      if (kind === 'product') expect(catalog.getProduct(slug ?? ''), link).toBeDefined();
      else if (kind === 'cat') expect(categorySlugs.has(slug ?? ''), link).toBe(true);
      else if (kind === 'brand') expect(brandSlugs.has(slug ?? ''), link).toBe(true);
      else expect(link).toMatch(/^\/(products\/(\?offer=\d+)?|allcategories)$/);
    }
    const productSection = seed.sectionsTop[0];
    expect(productSection?.items.every((item) => item.link.startsWith('/product/'))).toBe(true);
  });

  it('uses only local root-relative images that exist under public/ and stay small', () => {
    const images = [
      ...flatten(seed.categories).map((category) => category.image_url),
      ...seed.products.map((product) => product.image_url),
      ...[...seed.sectionsTop, ...seed.sectionsBottom].flatMap((section) =>
        section.items.map((item) => item.image_url),
      ),
      ...seed.banners.map((banner) => banner.image_url),
      ...seed.ads.map((ad) => ad.image_url),
      ...seed.featuredBrands.map((brand) => brand.image_url),
      '/img/payment/card-visa.webp',
      '/img/payment/card-mastercard.webp',
      '/img/payment/wallet.webp',
    ];
    for (const image of new Set(images)) {
      expect(image).toMatch(/^\/img\/[a-z0-9/-]+\.webp$/);
      const file = path.join('public', image);
      expect(existsSync(file), `${file} is missing: run npx tsx scripts/generate-assets.ts`).toBe(
        true,
      );
      // A WebP picture: a banner spans the screen, every other picture is a card's or a logo's.
      expect(statSync(file).size).toBeLessThan(
        (image.startsWith('/img/banners/') ? 24 : 12) * 1024,
      );
    }
  });

  it('has a smaller copy of every banner, featured brand and product picture, at its width and in fewer bytes', () => {
    const pictures = [
      ...seed.banners.map((banner) => ({ image: banner.image_url, width: 1600, copy: 800 })),
      ...seed.featuredBrands.map((brand) => ({ image: brand.image_url, width: 600, copy: 300 })),
      ...seed.products.map((product) => ({ image: product.image_url, width: 600, copy: 300 })),
    ];
    for (const { image, width, copy } of pictures) {
      const file = path.join('public', image);
      const copyFile = file.replace(/\.webp$/, `-${copy}w.webp`);
      expect(
        existsSync(copyFile),
        `${copyFile} is missing: run npx tsx scripts/generate-assets.ts`,
      ).toBe(true);
      expect(webpWidth(file)).toBe(width);
      expect(webpWidth(copyFile)).toBe(copy);
      expect(statSync(copyFile).size).toBeLessThan(statSync(file).size);
    }
  });
});
