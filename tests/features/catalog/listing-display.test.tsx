/**
 * What the listing shows: the breadcrumb, heading and count line, each product's card and where
 * it leads, and an empty list when the products fetch fails.
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../../../mocks/node';
import { getBrands, getCategories, getProduct, getProducts } from '../../../src/api';
import { renderRoute } from '../../utils/render-route';
import { expectConsole } from '../../utils/console';
import { captureProducts, FIXTURE, item, productList } from './listing-support';

describe('listing: what the shopper sees', () => {
  it('shows the breadcrumb, the fixed heading and text, and the count line', async () => {
    captureProducts();
    await renderRoute('/products/');
    expect(await screen.findByText('(Showing 5 products)')).toBeVisible();
    expect(screen.getByRole('heading', { level: 1, name: "Men's Footwear" })).toBeVisible();
    expect(screen.getByText(/^Explore men's footwear/)).toBeVisible();
    const trail = screen.getByRole('navigation', { name: 'breadcrumb' });
    expect(within(trail).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(within(trail).getByText('All Products')).toHaveAttribute('aria-current', 'page');
  });

  it('names the category path, the brand or the search in the breadcrumb', async () => {
    captureProducts();
    const categories = await getCategories();
    const parent = categories.find((category) =>
      category.subcategories.some((sub) => sub.slug === 'mens-footwear'),
    );
    const [brand] = await getBrands();
    const { router } = await renderRoute('/cat/mens-footwear');
    const trail = await screen.findByRole('navigation', { name: 'breadcrumb' });
    expect(parent).toBeDefined();
    expect(await within(trail).findByRole('link', { name: parent!.name })).toHaveAttribute(
      'href',
      `/cat/${parent!.slug}`,
    );
    expect(await within(trail).findByText("Men's Footwear")).toHaveAttribute(
      'aria-current',
      'page',
    );
    await act(() => router.navigate({ to: '/brand/$slug', params: { slug: brand!.slug } }));
    const brandTrail = await screen.findByRole('navigation', { name: 'breadcrumb' });
    expect(await within(brandTrail).findByText(brand!.name)).toHaveAttribute(
      'aria-current',
      'page',
    );
    await act(() => router.navigate({ to: '/search/', search: { q: 'kurta' } }));
    expect(await screen.findByText('Search results for "kurta"')).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('offers a storefront picture’s 300 px copy to the browser', async () => {
    const [first, ...rest] = FIXTURE;
    captureProducts([{ ...first!, thumb_300_img: '/img/products/sneakers-1.webp' }, ...rest]);
    await renderRoute('/products/');
    const thumbnail = within(await productList()).getByRole('img', { name: 'Bata Canvas Sneaker' });
    expect(thumbnail).toHaveAttribute('src', '/img/products/sneakers-1.webp');
    expect(thumbnail).toHaveAttribute(
      'srcset',
      '/img/products/sneakers-1-300w.webp 300w, /img/products/sneakers-1.webp 600w',
    );
    expect(thumbnail).toHaveAttribute('sizes', '(min-width: 48em) 20vw, calc(50vw - 36px)');
  });

  it('shows each card’s thumbnail, categories, name and floored prices, linking to the product', async () => {
    captureProducts();
    await renderRoute('/products/');
    const link = await within(await productList()).findByRole('link', {
      name: /Canvas Sneaker/,
    });
    expect(link).toHaveAttribute('href', '/product/canvas-sneaker');
    const card = within(link);
    const thumbnail = card.getByRole('img', { name: 'Bata Canvas Sneaker' });
    expect(thumbnail).toHaveAttribute('src', '/img/products/canvas-sneaker.svg');
    expect(thumbnail).toHaveAttribute('width', '300');
    expect(thumbnail).toHaveAttribute('height', '300');
    // A picture of another folder than the storefront's own has no smaller copy to offer.
    expect(thumbnail).not.toHaveAttribute('srcset');
    expect(card.getByText("Men's Footwear, Sneakers")).toBeVisible();
    expect(card.getByText('Canvas Sneaker')).toBeVisible();
    // 999.9 and 1999.99 floored, never rounded up; the discount floored too.
    expect(card.getByText('₹999')).toBeVisible();
    const mrp = card.getByText('₹1,999');
    expect(mrp.closest('s')).not.toBeNull();
    expect(card.getByText('50% Off')).toBeVisible();
    expect(within(await productList()).getByText('₹12,345')).toBeVisible();
  });

  it('strikes through no MRP and shows no 0% Off for a product sold at its MRP', async () => {
    const atMrp = item('plain-slipper', 'Plain Slipper', {
      price: 499.5,
      mrp: 499.9,
      discount_percentage: 0,
      popularity: 1,
      addedDate: '2024-01-01T00:00:00Z',
    });
    captureProducts([atMrp]);
    await renderRoute('/products/');
    const card = within(await within(await productList()).findByRole('link'));
    expect(card.getByText('₹499')).toBeVisible();
    expect(card.queryByText(/% Off$/)).not.toBeInTheDocument();
    expect(card.getByText('₹499').closest('article')!.querySelector('s')).toBeNull();
  });

  it('opens the product when a card is clicked', async () => {
    // The card's product as the detail call answers it (the fixture is not in the seeded catalog).
    const [seeded] = await getProducts({ category_slug: 'mens-footwear' });
    const detail = await getProduct(seeded!.slug);
    captureProducts();
    server.use(
      http.get('*/api/product/leather-loafer', () =>
        HttpResponse.json({ ...detail, slug: 'leather-loafer', name: 'Leather Loafer' }),
      ),
    );
    const { user, location } = await renderRoute('/products/');
    await user.click(
      await within(await productList()).findByRole('link', { name: /Leather Loafer/ }),
    );
    await waitFor(() => expect(location()).toBe('/product/leather-loafer'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Leather Loafer' })).toBeVisible();
  });

  it('logs a failed fetch and leaves the list empty', async () => {
    const log = expectConsole('error', 'Error fetching products');
    server.use(
      http.get('*/api/products/', () => HttpResponse.json({ error: 'Down' }, { status: 503 })),
    );
    await renderRoute('/products/');
    expect(await screen.findByText('(Showing 0 products)')).toBeVisible();
    expect(log).toHaveBeenCalledWith('Error fetching products', expect.anything());
    expect(within(await productList()).queryAllByRole('link')).toEqual([]);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
