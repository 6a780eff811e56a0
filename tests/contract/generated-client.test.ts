// @vitest-environment node
import type { AddressInfo } from 'node:net';
import { bypass } from 'msw';
import createClient from 'openapi-fetch';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMockHttpServer } from '../../mocks/http-server';
import type { paths } from './generated/openapi';

/**
 * A client generated from docs/api/openapi.json (openapi-typescript types, openapi-fetch calls)
 * drives the HTTP mock server through the shopper's calls: what a backend team's own tools would
 * do with the document. It typechecks against the generated types, so a document that stops
 * describing a call breaks `npm test`.
 */
const server = createMockHttpServer();
let client: ReturnType<typeof createClient<paths>>;

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  // The test process also runs the msw node server; bypass() sends these to the real one.
  client = createClient<paths>({ baseUrl, fetch: (request) => fetch(bypass(request)) });
});

afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

describe('a client generated from the OpenAPI document', () => {
  it('registers, logs in, validates the token, reads products and a product, reads and updates the profile', async () => {
    const email = `kavya.${Date.now()}@example.in`;
    const registered = await client.POST('/api/register/', {
      body: {
        first_name: 'Kavya',
        last_name: 'Menon',
        email,
        phone: '9845012345',
        password: 'Backwater@24',
        con_password: 'Backwater@24',
      },
    });
    expect(registered.response.status).toBe(201);
    expect(registered.data?.user.email).toBe(email);

    const login = await client.POST('/api/login/', {
      body: { email, password: 'Backwater@24' },
    });
    expect(login.response.status).toBe(200);
    const token = login.data?.access_token ?? '';
    expect(token).not.toBe('');
    const auth = { Authorization: `Bearer ${token}` };

    const validated = await client.GET('/api/validate-token/', { headers: auth });
    expect(validated.data?.status).toBe(200);
    expect(validated.data?.user.first_name).toBe('Kavya');

    const products = await client.GET('/api/products/', {
      params: { query: { category_slug: 'mens-footwear', priceTo: 5000, rating: 3 } },
    });
    expect(products.response.status).toBe(200);
    const list = products.data ?? [];
    expect(list.length).toBeGreaterThan(0);
    for (const item of list) expect(item.price).toBeLessThanOrEqual(5000);
    const preview = await client.GET('/api/products/', {
      params: { query: { category_slug: 'mens-footwear', priceTo: 5000, rating: 3, limit: 2 } },
    });
    expect(preview.data?.map((item) => item.id)).toEqual(list.slice(0, 2).map((item) => item.id));

    const slug = list[0]!.slug;
    const detail = await client.GET('/api/product/{slug}', { params: { path: { slug } } });
    expect(detail.data?.slug).toBe(slug);
    const missing = await client.GET('/api/product/{slug}', {
      params: { path: { slug: 'no-such-product' } },
    });
    expect(missing.response.status).toBe(404);
    expect(missing.error).toEqual({ error: 'Product not found' });

    const profile = await client.GET('/api/user/profile/', { headers: auth });
    expect(profile.data).toMatchObject({ email, first_name: 'Kavya', last_name: 'Menon' });

    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);
    const updated = await client.PUT('/api/user/profile/', {
      headers: auth,
      body: { first_name: 'Kavya R', gender: 'female' },
      bodySerializer: (fields) => {
        const form = new FormData();
        for (const [name, value] of Object.entries(fields)) form.set(name, String(value));
        form.set('image', new File([png], 'me.png', { type: 'image/png' }));
        return form;
      },
    });
    expect(updated.response.status).toBe(200);
    expect(updated.data).toMatchObject({ first_name: 'Kavya R', gender: 'female', email });
    expect(updated.data?.image_url).toMatch(/^data:image\/png;base64,/);
  });

  it('fills, changes and empties a cart and a wishlist as the demo shopper', async () => {
    const login = await client.POST('/api/login/', {
      body: { email: 'demo@bazaar.in', password: 'Demo@1234' },
    });
    const auth = { Authorization: `Bearer ${login.data?.access_token ?? ''}` };
    const slug = 'titan-raga-analog-watch-black-18';

    const put = await client.PUT('/api/cart/items/', {
      headers: auth,
      body: { product_slug: slug, quantity: 2 },
    });
    expect(put.response.status).toBe(200);
    const line = put.data?.lines.find((each) => each.product.slug === slug);
    expect(line?.quantity).toBe(2);
    const id = line?.id ?? '';
    const patched = await client.PATCH('/api/cart/items/{id}/', {
      headers: auth,
      params: { path: { id } },
      body: { quantity: 11 },
    });
    expect(patched.response.status).toBe(400);
    expect(patched.error).toEqual({
      errors: { quantity: ['You can buy up to 10 of this item.'] },
    });
    const merged = await client.POST('/api/cart/merge/', {
      headers: auth,
      body: { merge_id: `generated-${Date.now()}`, items: [{ product_slug: slug, quantity: 1 }] },
    });
    expect(merged.data?.lines.find((each) => each.id === id)?.quantity).toBe(3);
    const removed = await client.DELETE('/api/cart/items/{id}/', {
      headers: auth,
      params: { path: { id } },
    });
    expect(removed.data?.lines.some((each) => each.id === id)).toBe(false);

    const wished = await client.PUT('/api/wishlist/items/', {
      headers: auth,
      body: { product_slug: slug },
    });
    const item = wished.data?.items[0];
    expect(item).toMatchObject({ product: { slug }, availability: 'In Stock' });
    const unwished = await client.DELETE('/api/wishlist/items/{id}/', {
      headers: auth,
      params: { path: { id: item?.id ?? '' } },
    });
    expect(unwished.data?.items.some((each) => each.id === item?.id)).toBe(false);
    const cart = await client.GET('/api/cart/', { headers: auth });
    expect(cart.data?.summary.items).toBe(4);
  });

  it('checks a pincode, saves an address, quotes, places, lists and cancels a Buy Now order', async () => {
    const delivery = await client.GET('/api/delivery/{pincode}/', {
      params: { path: { pincode: '560001' } },
    });
    expect(delivery.data).toMatchObject({ deliverable: true, place: 'Bengaluru', cod: true });

    const login = await client.POST('/api/login/', {
      body: { email: 'demo@bazaar.in', password: 'Demo@1234' },
    });
    const auth = { Authorization: `Bearer ${login.data?.access_token ?? ''}` };
    const saved = await client.POST('/api/addresses/', {
      headers: auth,
      body: {
        name: 'Aarav Sharma',
        mobile: '9876543210',
        pincode: '560001',
        locality: 'Indiranagar',
        address: '12, 100 Feet Road',
        city: 'Bengaluru',
        state: 'Karnataka',
        // openapi-typescript types a field with a default as present; the server takes it absent.
        landmark: '',
        alternatePhone: '',
        addressType: 'Work',
      },
    });
    expect(saved.response.status).toBe(201);
    const addressId = saved.data?.id ?? '';
    const source = { kind: 'product', product_slug: 'titan-raga-analog-watch-black-18' } as const;

    const quote = await client.POST('/api/checkout/quote/', {
      headers: auth,
      body: { source, address_id: addressId },
    });
    expect(quote.data?.summary.total).toBe(1104.5);
    const placed = await client.POST('/api/orders/', {
      headers: auth,
      body: {
        idempotency_key: `generated-${Date.now()}`,
        source,
        address_id: addressId,
        payment: { method: 'upi' },
        expected_total: quote.data?.summary.total ?? 0,
      },
    });
    expect(placed.response.status).toBe(201);
    const id = placed.data?.id ?? '';
    const listed = await client.GET('/api/orders/', {
      headers: auth,
      params: { query: { status: 'On the way', q: 'raga' } },
    });
    expect(listed.data?.map((order) => order.id)).toEqual([id]);
    const cancelled = await client.POST('/api/orders/{id}/cancel/', {
      headers: auth,
      params: { path: { id } },
    });
    expect(cancelled.data).toMatchObject({ id, status: 'Cancelled', cancellable: false });
    const again = await client.POST('/api/orders/{id}/cancel/', {
      headers: auth,
      params: { path: { id } },
    });
    expect(again.response.status).toBe(409);
    expect(again.error).toEqual({ error: 'This order is already cancelled.' });
    const removed = await client.DELETE('/api/addresses/{id}/', {
      headers: auth,
      params: { path: { id: addressId } },
    });
    expect(removed.data?.map((address) => address.pincode)).toEqual(['400001']);
  });
});
