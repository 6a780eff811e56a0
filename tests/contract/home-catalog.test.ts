// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { Ad, Banner, Brand, CategoryNode, FeaturedBrand, Section } from '../../src/api/types';
import { CATEGORY_SPECS } from '../../mocks/seed';
import { AGAINST_ANOTHER_SERVER, api, bothSlashes } from './helpers';

const READ_ONLY_PATHS = [
  '/api/categories/',
  '/api/brands/',
  '/api/section/top',
  '/api/section/bottom',
  '/api/banners/',
  '/api/ads/',
  '/api/featured_brands/',
  '/api/products/',
];

describe('read-only endpoints', () => {
  it.each(READ_ONLY_PATHS.flatMap(bothSlashes))(
    'GET %s answers 200 with a JSON array',
    async (path) => {
      const { status, body } = await api(path);
      expect(status).toBe(200);
      expect(Array.isArray(body)).toBe(true);
      expect((body as unknown[]).length).toBeGreaterThan(0);
    },
  );

  // The in-process handlers match any origin; another server is at one address only.
  it
    .skipIf(AGAINST_ANOTHER_SERVER)
    .each(['http://localhost:3000', 'http://127.0.0.1:8000', 'https://api.example.test'])(
    'answers from any origin (%s)',
    async (origin) => {
      const { status } = await api(`${origin}/api/categories/`);
      expect(status).toBe(200);
    },
  );
});

describe('GET /api/categories/', () => {
  it('answers the nested tree in display order with the documented fields', async () => {
    const { body } = await api<CategoryNode[]>('/api/categories/');
    expect(body.map((category) => category.slug)).toEqual(CATEGORY_SPECS.map((spec) => spec.slug));
    const check = (node: CategoryNode): void => {
      expect(Object.keys(node).sort()).toEqual([
        'id',
        'image_url',
        'name',
        'slug',
        'subcategories',
      ]);
      node.subcategories.forEach(check);
    };
    body.forEach(check);
    const fashion = body.find((category) => category.slug === 'fashion');
    const footwear = fashion?.subcategories.find((category) => category.slug === 'mens-footwear');
    expect(footwear?.name).toBe("Men's Footwear");
    expect(footwear?.subcategories.length).toBeGreaterThan(0);
  });
});

describe('GET /api/brands/', () => {
  it('answers id, name and slug, sorted by name', async () => {
    const { body } = await api<Brand[]>('/api/brands/');
    expect(Object.keys(body[0] ?? {}).sort()).toEqual(['id', 'name', 'slug']);
    const names = body.map((brand) => brand.name);
    expect(names).toEqual(
      [...names].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' })),
    );
  });
});

describe('home blocks', () => {
  it('answers top sections whose product items open /product/{slug} pages that exist', async () => {
    const { body } = await api<Section[]>('/api/section/top');
    expect(body.length).toBeGreaterThanOrEqual(4);
    const productLinks = body
      .flatMap((section) => section.items.map((item) => item.link))
      .filter((link) => link.startsWith('/product/'));
    expect(productLinks.length).toBeGreaterThan(8);
    for (const link of productLinks.slice(0, 5)) {
      const { status } = await api(`/api/product/${link.slice('/product/'.length)}`);
      expect(status).toBe(200);
    }
  });

  it("answers two bottom 'Best Deals' sections", async () => {
    const { body } = await api<Section[]>('/api/section/bottom');
    expect(body.map((section) => section.title)).toEqual([
      expect.stringMatching(/^Best Deals/),
      expect.stringMatching(/^Best Deals/),
    ]);
    for (const section of body) {
      expect(section.items.length).toBeGreaterThanOrEqual(8);
      for (const item of section.items)
        expect(Object.keys(item).sort()).toEqual(['image_url', 'link', 'subtitle', 'title']);
    }
  });

  it('answers banners, ads and featured brands with local images and app links', async () => {
    const banners = (await api<Banner[]>('/api/banners/')).body;
    const ads = (await api<Ad[]>('/api/ads/')).body;
    const featured = (await api<FeaturedBrand[]>('/api/featured_brands/')).body;
    expect(banners.length).toBeGreaterThanOrEqual(5);
    expect(ads.length).toBeGreaterThanOrEqual(3);
    expect(featured.length).toBeGreaterThanOrEqual(6);
    for (const block of [...banners, ...ads, ...featured]) {
      expect(block.image_url).toMatch(/^\/img\//);
      expect(block.link).toMatch(/^\/[a-z]/);
    }
    expect(new Set(banners.map((banner) => banner.id)).size).toBe(banners.length);
  });
});
