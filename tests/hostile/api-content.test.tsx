import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { getCatalog } from '../../mocks/catalog';
import { server } from '../../mocks/node';
import type {
  Ad,
  Banner,
  Brand,
  CategoryNode,
  FeaturedBrand,
  ProductDetail,
  ProductListItem,
  Section,
} from '../../src/api';
import { stubViewportWidth, WIDE } from '../features/catalog/viewport';
import { failOnUnhandledRejections } from '../faults/support';
import { renderRoute } from '../utils/render-route';
import {
  expectNoInjectedMarkup,
  expectOnlySafeLinks,
  HOSTILE_TEXT,
  PAYLOADS,
  UNSAFE_LINKS,
} from './support';

const IMAGE = '/img/products/placeholder.webp';
const SAFE_EXTERNAL = 'https://partner.example/deal';

/** Texts rendered by the page, whole: the payload must be readable as the characters it is. */
const textShown = (text: string) => screen.findAllByText(text, { exact: false });

const hostileCategories: CategoryNode[] = [
  {
    id: 9001,
    name: `Mobiles ${PAYLOADS.img}`,
    slug: 'javascript:window.__pwned=1',
    image_url: 'javascript:window.__pwned=1',
    subcategories: [
      {
        id: 9002,
        name: `Phones ${PAYLOADS.script}`,
        slug: '../../admin',
        image_url: IMAGE,
        subcategories: [
          { id: 9003, name: PAYLOADS.svg, slug: 'svg', image_url: IMAGE, subcategories: [] },
        ],
      },
    ],
  },
];

const sections: Section[] = [
  {
    id: 1,
    title: `Top ${PAYLOADS.img}`,
    link: UNSAFE_LINKS[0],
    items: [
      { image_url: IMAGE, title: 'Safe item', subtitle: 'ok', link: SAFE_EXTERNAL },
      ...UNSAFE_LINKS.map((link, index) => ({
        image_url: IMAGE,
        title: `Item ${index} ${PAYLOADS.script}`,
        subtitle: PAYLOADS.svg,
        link,
      })),
    ],
  },
];

const banners: Banner[] = [
  ...UNSAFE_LINKS.map((link, index) => ({
    id: index + 1,
    image_url: IMAGE,
    title: `Banner ${index} ${PAYLOADS.img}`,
    link,
  })),
];

const ads: Ad[] = [
  ...UNSAFE_LINKS.map((link) => ({ image_url: IMAGE, link })),
  { image_url: IMAGE, link: '/cat/electronics' },
];

const featured: FeaturedBrand[] = UNSAFE_LINKS.map((link, index) => ({
  image_url: IMAGE,
  title: `Brand ${index} ${PAYLOADS.svg}`,
  link,
}));

function serveHostileHome() {
  server.use(
    http.get('*/api/categories/', () => HttpResponse.json(hostileCategories)),
    http.get('*/api/section/top', () => HttpResponse.json(sections)),
    http.get('*/api/section/bottom', () =>
      HttpResponse.json(sections.map((section) => ({ ...section, id: 2, title: HOSTILE_TEXT }))),
    ),
    http.get('*/api/banners/', () => HttpResponse.json(banners)),
    http.get('*/api/ads/', () => HttpResponse.json(ads)),
    http.get('*/api/featured_brands/', () => HttpResponse.json(featured)),
  );
}

const base = getCatalog().findProducts({ terms: [] })[0]!;
const hostileProducts: ProductListItem[] = [
  {
    ...base,
    slug: 'javascript:window.__pwned=1',
    name: HOSTILE_TEXT,
    brand: PAYLOADS.img,
    categories: [PAYLOADS.script, PAYLOADS.svg],
    thumb_300_img: 'javascript:window.__pwned=1',
  },
];
const hostileBrands: Brand[] = [{ id: 1, name: `Bata ${PAYLOADS.img}`, slug: '//evil.example' }];

const hostileDetail: ProductDetail = {
  slug: base.slug,
  name: HOSTILE_TEXT,
  brand: PAYLOADS.img,
  image_url: IMAGE,
  short_description: `Short ${PAYLOADS.script}`,
  description: PAYLOADS.svg,
  price: 999,
  mrp: 1999,
  discount_percentage: 50,
  rating: 4.2,
  reviewsCount: 12,
  offers: [`Offer ${PAYLOADS.img}`],
  color: PAYLOADS.svg,
  size: `9 ${PAYLOADS.script}`,
  details: { [PAYLOADS.img]: PAYLOADS.script, Material: `Leather ${PAYLOADS.svg}` },
  in_stock: true,
};

failOnUnhandledRejections();

describe('script payloads from the API render as text', () => {
  beforeEach(() => stubViewportWidth(WIDE));

  it('home: category names, section titles and items, banner and brand titles', async () => {
    serveHostileHome();
    await renderRoute('/');
    expect(
      await screen.findByRole('heading', { level: 2, name: `Top ${PAYLOADS.img}` }),
    ).toBeVisible();
    expect(await screen.findByRole('heading', { level: 2, name: HOSTILE_TEXT })).toBeVisible();
    expect(await textShown(`Mobiles ${PAYLOADS.img}`)).not.toHaveLength(0);
    expect(await textShown(`Item 0 ${PAYLOADS.script}`)).not.toHaveLength(0);
    expect(await screen.findByRole('img', { name: `Banner 0 ${PAYLOADS.img}` })).toBeVisible();
    expect(await textShown(`Brand 0 ${PAYLOADS.svg}`)).not.toHaveLength(0);
    expectNoInjectedMarkup();
  });

  it('listing: product names, brands, categories and the filter sidebar', async () => {
    server.use(
      http.get('*/api/products/', () => HttpResponse.json(hostileProducts)),
      http.get('*/api/categories/', () => HttpResponse.json(hostileCategories)),
      http.get('*/api/brands/', () => HttpResponse.json(hostileBrands)),
    );
    const { user } = await renderRoute('/products/');
    const list = await screen.findByRole('list', { name: 'Products' });
    expect(await within(list).findByText(HOSTILE_TEXT)).toBeVisible();
    expect(
      within(list).getByRole('img', { name: `${PAYLOADS.img} ${HOSTILE_TEXT}` }),
    ).toBeInTheDocument();
    expect(within(list).getByText(`${PAYLOADS.script}, ${PAYLOADS.svg}`)).toBeVisible();
    expect(await screen.findByRole('link', { name: `Bata ${PAYLOADS.img}` })).toBeVisible();
    const sidebar = screen.getByRole('complementary', { name: 'Filters' });
    await user.click(within(sidebar).getByRole('button', { name: `Mobiles ${PAYLOADS.img}` }));
    expect(await within(sidebar).findByText(`Phones ${PAYLOADS.script}`)).toBeVisible();
    expectNoInjectedMarkup();
    // Slugs are path segments of the app's own routes, however they read.
    const card = within(list).getByRole('link');
    expect(card).toHaveAttribute('href', '/product/javascript%3Awindow.__pwned%3D1');
    expect(screen.getByRole('link', { name: `Bata ${PAYLOADS.img}` })).toHaveAttribute(
      'href',
      '/brand/%2F%2Fevil.example',
    );
    expectOnlySafeLinks();
  });

  it('product detail: name, descriptions, offers, color, size and the details table', async () => {
    server.use(http.get('*/api/product/:slug', () => HttpResponse.json(hostileDetail)));
    const { user } = await renderRoute(`/product/${base.slug}`);
    expect(await screen.findByRole('heading', { level: 1, name: HOSTILE_TEXT })).toBeVisible();
    expect(screen.getByText(`Short ${PAYLOADS.script}`)).toBeVisible();
    expect(screen.getByText(`Offer ${PAYLOADS.img}`)).toBeVisible();
    expect(screen.getAllByText(PAYLOADS.svg, { exact: false }).length).toBeGreaterThan(0);
    await user.click(screen.getByRole('button', { name: 'Product Details' }));
    expect(await screen.findByRole('rowheader', { name: PAYLOADS.img })).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: PAYLOADS.script })).toBeInTheDocument();
    expect(document.title).toContain(HOSTILE_TEXT);
    expectNoInjectedMarkup();
  });

  it('all categories: names and hostile slugs', async () => {
    server.use(http.get('*/api/categories/', () => HttpResponse.json(hostileCategories)));
    await renderRoute('/allcategories');
    expect(
      await screen.findByRole('heading', { level: 2, name: `Mobiles ${PAYLOADS.img}` }),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: PAYLOADS.svg })).toHaveAttribute('href', '/cat/svg');
    expectNoInjectedMarkup();
    expectOnlySafeLinks();
  });
});

describe('links from the API become links only when http(s) or root-relative', () => {
  beforeEach(() => stubViewportWidth(WIDE));

  it('sections, banners, ads and featured brands: unsafe targets are shown without a link', async () => {
    serveHostileHome();
    await renderRoute('/');
    await screen.findByRole('heading', { level: 2, name: 'Featured Brands' });
    await waitFor(() =>
      expect(screen.getAllByRole('img', { name: /^Advertisement/ })).toHaveLength(ads.length),
    );

    const links = expectOnlySafeLinks();
    const hrefs = links.map((link) => link.getAttribute('href'));
    for (const unsafe of UNSAFE_LINKS) expect(hrefs).not.toContain(unsafe);
    expect(hrefs.filter((href) => /script:|^data:|^file:/i.test(href ?? ''))).toEqual([]);

    // The content is still there, just not a link: the banner, every ad but the safe one.
    const banner = screen.getByRole('img', { name: `Banner 0 ${PAYLOADS.img}` });
    expect(banner.closest('a')).toBeNull();
    const adImages = screen.getAllByRole('img', { name: /^Advertisement/ });
    expect(adImages.map((image) => image.closest('a')?.getAttribute('href') ?? null)).toEqual([
      ...UNSAFE_LINKS.map(() => null),
      '/cat/electronics',
    ]);
    expect(
      screen.queryByRole('link', { name: `View all Top ${PAYLOADS.img}` }),
    ).not.toBeInTheDocument();

    // A safe external link opens apart from the store, without a window.opener back to it.
    const external = screen.getAllByRole('link', { name: /Safe item/ })[0]!;
    expect(external).toHaveAttribute('href', SAFE_EXTERNAL);
    expect(external).toHaveAttribute('target', '_blank');
    expect(external).toHaveAttribute('rel', 'noopener noreferrer');
    expectNoInjectedMarkup();
  });
});
