import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  addAddress,
  ApiError,
  cancelOrder,
  changedQuoteOf,
  deleteAddress,
  getAddresses,
  getDelivery,
  getOrder,
  getOrders,
  getQuote,
  login,
  placeOrder,
  updateAddress,
} from '../../src/api';
import { storeSession } from '../../src/lib/session-store';
import { server } from '../../mocks/node';
import { seedUsers } from '../../mocks/state';
import { DEMO_LOGIN } from '../fixtures/users';

/** The delivery, address, checkout and order calls of the client against the mock backend. */

const HEADSET = 'boat-rockerz-450-bluetooth-headset-cherry-red-9';
const BUY_HEADSET = { kind: 'product', product_slug: HEADSET } as const;
const BENGALURU = {
  name: 'Meera Iyer',
  mobile: '9876501234',
  pincode: '560001',
  locality: 'Indiranagar',
  address: '12, 100 Feet Road',
  city: 'Bengaluru',
  state: 'Karnataka',
  landmark: '',
  alternatePhone: '',
  addressType: 'Work',
} as const;

async function signIn(): Promise<void> {
  const session = await login(DEMO_LOGIN);
  storeSession({
    token: session.access_token,
    refreshToken: session.refresh_token,
    user: session.user,
  });
}

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => null,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

/** The demo shopper's seeded Mumbai address. */
async function demoAddressId(): Promise<string> {
  const [address] = await getAddresses();
  return address?.id ?? '';
}

beforeEach(async () => {
  // Friday 7 March 2025, 10:00 in India; the demo's order on its way placed the day before.
  vi.setSystemTime(Date.UTC(2025, 2, 7, 4, 30, 0));
  await seedUsers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('the delivery, address, checkout and order client calls', () => {
  it("reads a pincode's delivery without a token, and carries the pincode message", async () => {
    expect(await getDelivery('400001')).toEqual({
      pincode: '400001',
      deliverable: true,
      place: 'Mumbai',
      standard_by: '2025-03-15',
      express_by: '2025-03-11',
      same_day: true,
      cod: true,
    });
    const refused = await failure(getDelivery('40 001'));
    expect(refused.status).toBe(400);
    expect(refused.fieldErrors).toEqual({ pincode: ['Enter a valid 6-digit pincode.'] });
  });

  it("adds, changes, lists and removes the shopper's addresses", async () => {
    await signIn();
    const added = await addAddress(BENGALURU);
    expect(added).toEqual({ id: expect.any(String), ...BENGALURU });
    const changed = await updateAddress(added.id, { ...BENGALURU, city: 'Bengaluru Urban' });
    expect(changed.city).toBe('Bengaluru Urban');
    expect((await getAddresses()).map((address) => address.city)).toEqual([
      'Mumbai',
      'Bengaluru Urban',
    ]);
    expect((await deleteAddress(added.id)).map((address) => address.city)).toEqual(['Mumbai']);
    const refused = await failure(addAddress({ ...BENGALURU, pincode: '056001' }));
    expect(refused.fieldErrors).toEqual({ pincode: ['Enter a valid 6-digit pincode.'] });
  });

  it('quotes Buy Now and places it once per key', async () => {
    await signIn();
    const addressId = await demoAddressId();
    const quote = await getQuote({ source: BUY_HEADSET, address_id: addressId });
    expect(quote.summary.total).toBe(6959);
    expect(quote.cod).toEqual({ available: true, reason: null });
    const order = {
      idempotency_key: 'client-order-1',
      source: BUY_HEADSET,
      address_id: addressId,
      payment: { method: 'emi', emi_months: 3 },
      expected_total: quote.summary.total,
    } as const;
    const placed = await placeOrder(order);
    expect(placed).toMatchObject({
      status: 'On the way',
      payment: { method: 'emi', emi_months: 3 },
      delivery_by: '2025-03-15',
      cancellable: true,
    });
    expect(await placeOrder(order)).toEqual(placed);
    expect((await getOrders())[0]).toEqual(placed);
  });

  it('reads the new quote of a changed total, and nothing from other failures', async () => {
    await signIn();
    const addressId = await demoAddressId();
    const stale = await failure(
      placeOrder({
        idempotency_key: 'client-order-2',
        source: BUY_HEADSET,
        address_id: addressId,
        payment: { method: 'upi' },
        expected_total: 5999,
      }),
    );
    expect(stale.status).toBe(409);
    expect(stale.serverMessage).toBe('The price has changed.');
    expect((await changedQuoteOf(stale))?.summary.total).toBe(6959);

    const empty = await failure(
      placeOrder({
        idempotency_key: 'client-order-3',
        source: { kind: 'product', product_slug: 'no-such-product' },
        address_id: addressId,
        payment: { method: 'upi' },
        expected_total: 1,
      }),
    );
    expect(await changedQuoteOf(empty)).toBeNull();
    expect(await changedQuoteOf(new Error('offline'))).toBeNull();
  });

  it('filters the orders by status and words, reads one and cancels it', async () => {
    await signIn();
    expect((await getOrders({ status: 'Delivered' })).map((order) => order.id)).toEqual([
      'OD4298114372',
    ]);
    expect((await getOrders({ q: '  pavilion  ' })).map((order) => order.id)).toEqual([
      'OD4255610947',
    ]);
    const placed = await placeOrder({
      idempotency_key: 'client-order-4',
      source: BUY_HEADSET,
      address_id: await demoAddressId(),
      payment: { method: 'cod' },
      expected_total: 6959,
    });
    expect((await getOrder(placed.id)).id).toBe(placed.id);
    expect(await cancelOrder(placed.id)).toMatchObject({ status: 'Cancelled', cancellable: false });
    const shipped = await failure(cancelOrder('OD4312785520'));
    expect(shipped.serverMessage).toBe('This order has shipped and can no longer be cancelled.');
  });

  it('sends only the filters given, trimmed, and ids as one path segment with the slash', async () => {
    await signIn();
    const seen: string[] = [];
    server.events.on('request:start', ({ request }) => {
      const url = new URL(request.url);
      seen.push(`${request.method} ${url.pathname}${url.search}`);
    });
    await getOrders({ status: 'On the way', q: ' rockerz ' });
    await getOrders({ q: '   ' });
    await failure(getOrder('a/b c'));
    await failure(cancelOrder('a/b'));
    await getDelivery('560001');
    server.events.removeAllListeners();
    expect(seen).toEqual([
      'GET /api/orders/?status=On+the+way&q=rockerz',
      'GET /api/orders/',
      'GET /api/orders/a%2Fb%20c/',
      'POST /api/orders/a%2Fb/cancel/',
      'GET /api/delivery/560001/',
    ]);
  });

  it('rejects an order answer off the contract (an unknown status) as malformed', async () => {
    await signIn();
    const [order] = await getOrders();
    server.use(http.get('*/api/orders/:id', () => HttpResponse.json({ ...order, status: 'Lost' })));
    const error = await failure(getOrder(order?.id ?? ''));
    expect(error.kind).toBe('malformed');
  });
});
