// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { setMockConfig } from '../../mocks/config';
import { seedUsers } from '../../mocks/state';
import { AGAINST_ANOTHER_SERVER, api, bothSlashes, loginDemo } from './helpers';
import {
  BENGALURU,
  cancelOrder,
  FRIDAY_10_IST,
  getAddresses,
  getOrder,
  getOrders,
  onFixedClock,
  onFixedInstant,
  orderBody,
  postOrder,
  shopperWithAddress,
  fixClockEachTest,
} from './checkout-calls';
import { HEADSET, putCartItem, send, WATCH } from './shop-calls';

/**
 * The account's orders (issue 26): newest first, filtered by status and searched by product
 * names and order ids; cancelled until the order ships (a set delay after placing), not after.
 * The clock is Friday 7 March 2025, 10:00 in India.
 */
fixClockEachTest();

const SHIPPED = 'This order has shipped and can no longer be cancelled.';
const ALREADY_CANCELLED = 'This order is already cancelled.';

/** A shopper with a Buy Now order of the headset and a cart order of the watch, newest last. */
async function shopperWithOrders() {
  const shopper = await shopperWithAddress();
  const headset = await postOrder(
    shopper.token,
    orderBody(shopper.addressId, 6959, {
      source: { kind: 'product', product_slug: HEADSET.slug },
    }),
  );
  await putCartItem(shopper.token, WATCH.slug, 2);
  const watch = await postOrder(
    shopper.token,
    orderBody(shopper.addressId, 2209, { payment: { method: 'cod' } }),
  );
  expect([headset.status, watch.status]).toEqual([201, 201]);
  return { ...shopper, headset: headset.body, watch: watch.body };
}

describe('GET /api/orders/', () => {
  it.each(bothSlashes('/api/orders/'))("answers a new shopper's none at %s", async (path) => {
    const { token } = await shopperWithAddress();
    expect(await send(token, 'GET', path)).toMatchObject({ status: 200, body: [] });
  });

  it('answers the orders newest first, as getOrder answers each', async () => {
    const { token, headset, watch } = await shopperWithOrders();
    const { status, body } = await getOrders(token);
    expect(status).toBe(200);
    expect(body).toEqual([watch, headset]);
    expect((await getOrder(token, headset.id)).body).toEqual(headset);
  });

  it.each([
    ['?status=On%20the%20way', ['watch', 'headset']],
    ['?status=Cancelled', []],
    ['?status=', ['watch', 'headset']],
    ['?q=rockerz', ['headset']],
    ['?q=TITAN%20raga', ['watch']],
    ['?q=boat%20titan', []],
    ['?q=%20%20', ['watch', 'headset']],
  ] as const)('filters with %s', async (query, expected) => {
    const orders = await shopperWithOrders();
    const { body } = await getOrders(orders.token, query);
    expect(body.map((order) => order.id)).toEqual(expected.map((name) => orders[name].id));
  });

  it('finds an order by its id, in any case, and by its status once cancelled', async () => {
    const orders = await shopperWithOrders();
    const { body } = await getOrders(orders.token, `?q=${orders.headset.id.toLowerCase()}`);
    expect(body.map((order) => order.id)).toEqual([orders.headset.id]);
    await cancelOrder(orders.token, orders.watch.id);
    const cancelled = await getOrders(orders.token, '?status=Cancelled');
    expect(cancelled.body.map((order) => order.id)).toEqual([orders.watch.id]);
  });

  it('refuses a status off the list with 400', async () => {
    const { token } = await shopperWithAddress();
    expect(await getOrders(token, '?status=Shipped')).toMatchObject({
      status: 400,
      body: { error: 'status must be one of: On the way, Delivered, Cancelled, Returned' },
    });
  });

  it('answers 401 without a valid token', async () => {
    expect(await getOrders(null)).toMatchObject({
      status: 401,
      body: { error: 'Authentication credentials were not provided.' },
    });
  });
});

describe('GET /api/orders/{id}/', () => {
  it('answers 404 for an order the shopper does not have', async () => {
    const { token } = await shopperWithAddress();
    expect(await getOrder(token, 'OD1234567890')).toMatchObject({
      status: 404,
      body: { error: 'Order not found.' },
    });
  });

  it('keeps the address and prices the order was placed with when the address book changes', async () => {
    const { token, addressId, headset } = await shopperWithOrders();
    await send(token, 'PUT', `/api/addresses/${addressId}/`, { ...BENGALURU, city: 'Mysuru' });
    await send(token, 'DELETE', `/api/addresses/${addressId}/`);
    expect((await getOrder(token, headset.id)).body.address).toEqual({
      id: addressId,
      ...BENGALURU,
    });
  });
});

describe('POST /api/orders/{id}/cancel/', () => {
  it('cancels an order before it ships; a second cancel answers 409', async () => {
    const { token, headset, watch } = await shopperWithOrders();
    const cancelled = await cancelOrder(token, headset.id);
    expect(cancelled).toMatchObject({
      status: 200,
      body: {
        ...headset,
        status: 'Cancelled',
        cancellable: false,
        not_cancellable_reason: ALREADY_CANCELLED,
      },
    });
    expect(await cancelOrder(token, headset.id)).toMatchObject({
      status: 409,
      body: { error: ALREADY_CANCELLED },
    });
    expect((await getOrder(token, watch.id)).body.status).toBe('On the way');
  });

  it('answers 404 for an order the shopper does not have, and 405 for other methods', async () => {
    const { token } = await shopperWithAddress();
    expect(await cancelOrder(token, 'OD1234567890')).toMatchObject({
      status: 404,
      body: { error: 'Order not found.' },
    });
    const { status, headers } = await api('/api/orders/OD1234567890/cancel/', { method: 'GET' });
    expect(status).toBe(405);
    expect(headers.get('Allow')).toBe('POST');
  });
});

// The ship delay and the clock are the in-process mock's: only it can be told or moved.
describe.skipIf(AGAINST_ANOTHER_SERVER)('shipping (MockConfig.shipDelayMs)', () => {
  it('ships 24 hours after placing by default: cancellable until then, not from then on', async () => {
    // A day later the token must still be good.
    setMockConfig({ tokenTtlMs: 2 * 24 * 60 * 60 * 1000 });
    const { token, headset } = await shopperWithOrders();
    expect(headset.ships_at).toBe('2025-03-08T04:30:00.000Z');
    vi.setSystemTime(FRIDAY_10_IST + 24 * 60 * 60 * 1000 - 1);
    expect((await getOrder(token, headset.id)).body.cancellable).toBe(true);
    vi.setSystemTime(FRIDAY_10_IST + 24 * 60 * 60 * 1000);
    expect((await getOrder(token, headset.id)).body).toMatchObject({
      status: 'On the way',
      cancellable: false,
      not_cancellable_reason: SHIPPED,
    });
  });

  it('ships after the configured delay; a cancel after it answers 409 and changes nothing', async () => {
    setMockConfig({ shipDelayMs: 60_000 });
    const { token, headset } = await shopperWithOrders();
    expect(headset.ships_at).toBe('2025-03-07T04:31:00.000Z');
    vi.setSystemTime(FRIDAY_10_IST + 60_000);
    expect(await cancelOrder(token, headset.id)).toMatchObject({
      status: 409,
      body: { error: SHIPPED },
    });
    expect((await getOrder(token, headset.id)).body.status).toBe('On the way');
  });

  it('ships at once with a delay of 0', async () => {
    setMockConfig({ shipDelayMs: 0 });
    const { headset } = await shopperWithOrders();
    expect(headset).toMatchObject({ cancellable: false, not_cancellable_reason: SHIPPED });
  });
});

describe("the demo shopper's seeded address and orders", () => {
  const demoOrders = async () => {
    // Seeded under the fixed clock: the order on its way was placed 30 hours before "now".
    if (!AGAINST_ANOTHER_SERVER) await seedUsers();
    const { access_token } = await loginDemo();
    return { token: access_token, orders: (await getOrders(access_token)).body };
  };

  it('has one saved address in Mumbai, delivered to with cash on delivery', async () => {
    const { access_token } = await loginDemo();
    expect((await getAddresses(access_token)).body).toEqual([
      {
        id: expect.any(String),
        name: 'Aarav Sharma',
        mobile: '9876543210',
        pincode: '400001',
        locality: 'Fort',
        address: '21, Dr D N Road',
        city: 'Mumbai',
        state: 'Maharashtra',
        landmark: 'Near CST station',
        alternatePhone: '',
        addressType: 'Home',
      },
    ]);
  });

  it("are the samples' four orders, newest first, with their ids and statuses", async () => {
    const { orders } = await demoOrders();
    expect(
      orders.map((order) => [order.id, order.status, order.lines.map((line) => line.product.name)]),
    ).toEqual([
      ['OD4312785520', 'On the way', ['Fastrack Reflex Digital Watch (Black)']],
      ['OD4298114372', 'Delivered', ["Levi's Regular Fit Crew Neck T-Shirt (Olive, M)"]],
      ['OD4271903318', 'Cancelled', ['Wildcraft Sprint Laptop Backpack (Teal, 32 L)']],
      ['OD4255610947', 'Returned', ['HP Pavilion 15 Laptop (Black, 16 inch)']],
    ]);
  });

  it('are whole orders of catalog products, none of them cancellable any more', async () => {
    const { orders } = await demoOrders();
    const address = { id: expect.any(String), pincode: '400001', city: 'Mumbai' };
    expect(orders).toMatchObject([
      {
        placed_at: onFixedInstant('2025-03-05T22:30:00.000Z'),
        lines: [
          {
            product: {
              slug: 'fastrack-reflex-digital-watch-black-538',
              brand: 'Fastrack',
              image_url: '/img/products/watches-1.webp',
              price: 10625.5,
              mrp: 15399,
              discount_percentage: 31,
              in_stock: true,
            },
            quantity: 1,
            price: 10625.5,
          },
        ],
        summary: { items: 1, price: 15399, discount: 4773.5, delivery: 0, total: 10625.5 },
        address,
        payment: { method: 'upi', emi_months: null },
        delivery_by: onFixedClock('2025-03-14'),
        ships_at: onFixedInstant('2025-03-06T22:30:00.000Z'),
        cancellable: false,
        not_cancellable_reason: SHIPPED,
      },
      {
        placed_at: '2024-11-08T05:12:00.000Z',
        summary: { items: 1, price: 1799, discount: 500, delivery: 0, total: 1299 },
        address,
        payment: { method: 'cod', emi_months: null },
        delivery_by: '2024-11-16',
        cancellable: false,
        not_cancellable_reason: 'This order has been delivered and can no longer be cancelled.',
      },
      {
        placed_at: '2024-06-21T13:40:00.000Z',
        summary: { items: 1, price: 10299, discount: 0, delivery: 0, total: 10299 },
        payment: { method: 'upi', emi_months: null },
        delivery_by: '2024-06-29',
        cancellable: false,
        not_cancellable_reason: ALREADY_CANCELLED,
      },
      {
        placed_at: '2023-12-02T04:05:00.000Z',
        summary: { items: 1, price: 50799, discount: 9140, delivery: 0, total: 41659 },
        payment: { method: 'emi', emi_months: 6 },
        delivery_by: '2023-12-11',
        cancellable: false,
        not_cancellable_reason: 'This order has been returned and can no longer be cancelled.',
      },
    ]);
  });

  it('refuses to cancel a seeded order, on its way but shipped', async () => {
    const { token } = await demoOrders();
    expect(await cancelOrder(token, 'OD4312785520')).toMatchObject({
      status: 409,
      body: { error: SHIPPED },
    });
  });
});
