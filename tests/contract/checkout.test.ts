// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { setMockConfig } from '../../mocks/config';
import { AGAINST_ANOTHER_SERVER, bothSlashes } from './helpers';
import {
  AIR_CONDITIONER,
  BENGALURU,
  BISCUITS,
  FACE_CREAM,
  getOrders,
  HELMET,
  LOAFERS,
  onFixedClock,
  onFixedInstant,
  orderBody,
  PHONE,
  PORT_BLAIR,
  postAddress,
  postOrder,
  postQuote,
  shopperWithAddress,
  SRINAGAR,
  STUDY_GUIDE,
  fixClockEachTest,
} from './checkout-calls';
import {
  EMPTY_CART,
  getCart,
  getWishlist,
  HEADSET,
  NEBULIZER,
  putCartItem,
  putWishlistItem,
  send,
  WATCH,
} from './shop-calls';

/**
 * The checkout (issue 26): a quote of the cart or of one product (Buy Now) delivered to a saved
 * address, then the order, placed once per idempotency key, with every figure and rule the
 * server's: prices from the catalog, stock, the pincode, cash on delivery up to ₹50,000.00, the
 * total the shopper saw. The clock is Friday 7 March 2025, 10:00 in India.
 */
fixClockEachTest();

const BUY_HEADSET = { kind: 'product', product_slug: HEADSET.slug } as const;
const CART = { kind: 'cart' } as const;

/** 560001 on Friday 7 March 2025. */
const BENGALURU_DELIVERY = {
  pincode: '560001',
  deliverable: true,
  place: 'Bengaluru',
  standard_by: onFixedClock('2025-03-15'),
  express_by: onFixedClock('2025-03-11'),
  same_day: true,
  cod: true,
};

const HEADSET_QUOTE = {
  lines: [{ product: HEADSET, quantity: 1 }],
  summary: { items: 1, price: 9399, discount: 2440, delivery: 0, total: 6959 },
  delivery: BENGALURU_DELIVERY,
  cod: { available: true, reason: null },
  emi: [
    { months: 3, monthly: 2320 },
    { months: 6, monthly: 1160 },
    { months: 9, monthly: 774 },
    { months: 12, monthly: 580 },
    { months: 18, monthly: 387 },
    { months: 24, monthly: 290 },
  ],
};

const COD_OVER_LIMIT = 'Cash on Delivery is not available for orders above ₹50,000.';
const COD_NOT_HERE = 'Cash on Delivery is not available at this pincode.';

/** A shopper whose cart holds these lines, with a Bengaluru address. */
async function shopperWithCart(lines: [slug: string, quantity: number][]) {
  const shopper = await shopperWithAddress();
  for (const [slug, quantity] of lines) {
    expect((await putCartItem(shopper.token, slug, quantity)).status).toBe(200);
  }
  return shopper;
}

describe('POST /api/checkout/quote/', () => {
  it.each(bothSlashes('/api/checkout/quote/'))(
    'prices Buy Now (one unit) for the address at %s: lines, totals, delivery, cash on delivery, EMI',
    async (path) => {
      const { token, addressId } = await shopperWithAddress();
      const { status, body } = await send(token, 'POST', path, {
        source: BUY_HEADSET,
        address_id: addressId,
      });
      expect(status).toBe(200);
      expect(body).toEqual(HEADSET_QUOTE);
    },
  );

  it('prices the whole cart to the paisa, EMI rounded up to the rupee', async () => {
    const { token, addressId } = await shopperWithCart([
      [WATCH.slug, 3],
      [HEADSET.slug, 1],
    ]);
    const { status, body } = await postQuote(token, { source: CART, address_id: addressId });
    expect(status).toBe(200);
    expect(body).toEqual({
      lines: [
        { product: WATCH, quantity: 3 },
        { product: HEADSET, quantity: 1 },
      ],
      summary: { items: 4, price: 13296, discount: 3023.5, delivery: 0, total: 10272.5 },
      delivery: BENGALURU_DELIVERY,
      cod: { available: true, reason: null },
      emi: [
        { months: 3, monthly: 3425 },
        { months: 6, monthly: 1713 },
        { months: 9, monthly: 1142 },
        { months: 12, monthly: 857 },
        { months: 18, monthly: 571 },
        { months: 24, monthly: 429 },
      ],
    });
  });

  it.each([
    [
      '₹50,000.00 exactly',
      [
        [AIR_CONDITIONER, 1],
        [BISCUITS, 6],
      ],
      50000,
      { available: true, reason: null },
    ],
    [
      '₹50,000.50',
      [
        [PHONE, 1],
        [FACE_CREAM, 6],
        [HELMET, 1],
      ],
      50000.5,
      { available: false, reason: COD_OVER_LIMIT },
    ],
    [
      '₹50,001',
      [
        [LOAFERS, 6],
        [STUDY_GUIDE, 3],
      ],
      50001,
      { available: false, reason: COD_OVER_LIMIT },
    ],
  ] as const)(
    'offers cash on delivery for an order of at most ₹50,000.00: %s',
    async (_label, lines, total, cod) => {
      const { token, addressId } = await shopperWithCart(
        lines.map(([slug, units]) => [slug, units]),
      );
      const { body } = await postQuote(token, { source: CART, address_id: addressId });
      expect(body.summary.total).toBe(total);
      expect(body.cod).toEqual(cod);
    },
  );

  it('offers no cash on delivery where the pincode does not allow it, whatever the total', async () => {
    const { token, addressId } = await shopperWithAddress(SRINAGAR);
    const { status, body } = await postQuote(token, { source: BUY_HEADSET, address_id: addressId });
    expect(status).toBe(200);
    expect(body.delivery).toMatchObject({ pincode: '190001', deliverable: true, cod: false });
    expect(body.cod).toEqual({ available: false, reason: COD_NOT_HERE });
  });

  it('leaves the cart as it is', async () => {
    const { token, addressId } = await shopperWithCart([[WATCH.slug, 2]]);
    const before = (await getCart(token)).body;
    await postQuote(token, { source: CART, address_id: addressId });
    await postQuote(token, { source: BUY_HEADSET, address_id: addressId });
    expect((await getCart(token)).body).toEqual(before);
  });

  it('refuses an empty cart, a product out of stock or unknown, and an unknown address', async () => {
    const { token, addressId } = await shopperWithAddress();
    expect(await postQuote(token, { source: CART, address_id: addressId })).toMatchObject({
      status: 409,
      body: { error: 'Your cart is empty.' },
    });
    expect(
      await postQuote(token, {
        source: { kind: 'product', product_slug: NEBULIZER.slug },
        address_id: addressId,
      }),
    ).toMatchObject({ status: 409, body: { error: 'This item is out of stock.' } });
    expect(
      await postQuote(token, {
        source: { kind: 'product', product_slug: 'no-such-product' },
        address_id: addressId,
      }),
    ).toMatchObject({ status: 404, body: { error: 'Product not found.' } });
    expect(
      await postQuote(token, { source: BUY_HEADSET, address_id: 'no-such-address' }),
    ).toMatchObject({
      status: 404,
      body: { error: 'Address not found.' },
    });
  });

  it('refuses an address whose pincode is not delivered to with 422', async () => {
    const { token, addressId } = await shopperWithAddress(PORT_BLAIR);
    expect(await postQuote(token, { source: BUY_HEADSET, address_id: addressId })).toMatchObject({
      status: 422,
      body: { error: 'We do not deliver to this pincode yet.' },
    });
  });

  it('answers field errors for a malformed body, and 401 without a token', async () => {
    const { token } = await shopperWithAddress();
    expect(await postQuote(token, { source: { kind: 'wishlist' } })).toMatchObject({
      status: 400,
      body: {
        errors: {
          'source.kind': ['Select a valid choice: cart or product.'],
          address_id: ['This field is required.'],
        },
      },
    });
    expect(await postQuote(token, { source: { kind: 'product' }, address_id: 'x' })).toMatchObject({
      status: 400,
      body: { errors: { 'source.product_slug': ['This field is required.'] } },
    });
    expect(await postQuote(null, { source: CART, address_id: 'x' })).toMatchObject({
      status: 401,
      body: { error: 'Authentication credentials were not provided.' },
    });
  });
});

describe('POST /api/orders/', () => {
  it('places a Buy Now order On the way, priced by the server, and leaves the cart alone', async () => {
    const { token, addressId } = await shopperWithCart([[WATCH.slug, 2]]);
    const cart = (await getCart(token)).body;
    const { status, body } = await postOrder(
      token,
      orderBody(addressId, 6959, { source: BUY_HEADSET }),
    );
    expect(status).toBe(201);
    expect(body).toEqual({
      id: expect.stringMatching(/^OD[1-9]\d{9}$/),
      placed_at: onFixedInstant('2025-03-07T04:30:00.000Z'),
      status: 'On the way',
      lines: [{ product: HEADSET, quantity: 1, price: 6959 }],
      summary: { items: 1, price: 9399, discount: 2440, delivery: 0, total: 6959 },
      address: { id: addressId, ...BENGALURU },
      payment: { method: 'upi', emi_months: null },
      delivery_by: onFixedClock('2025-03-15'),
      ships_at: onFixedInstant('2025-03-08T04:30:00.000Z'),
      cancellable: true,
      not_cancellable_reason: null,
    });
    expect((await getCart(token)).body).toEqual(cart);
  });

  it('places the cart with cash on delivery and removes its lines from the cart, not the wishlist', async () => {
    const { token, addressId } = await shopperWithCart([
      [WATCH.slug, 3],
      [HEADSET.slug, 1],
    ]);
    await putWishlistItem(token, WATCH.slug);
    const { status, body } = await postOrder(
      token,
      orderBody(addressId, 10272.5, { payment: { method: 'cod' } }),
    );
    expect(status).toBe(201);
    expect(body).toMatchObject({
      lines: [
        { product: WATCH, quantity: 3, price: 1104.5 },
        { product: HEADSET, quantity: 1, price: 6959 },
      ],
      summary: { items: 4, price: 13296, discount: 3023.5, delivery: 0, total: 10272.5 },
      payment: { method: 'cod', emi_months: null },
    });
    expect((await getCart(token)).body).toEqual(EMPTY_CART);
    expect((await getWishlist(token)).body.items.map((item) => item.product.slug)).toEqual([
      WATCH.slug,
    ]);
  });

  it('places one order for two sends of one key at once, and answers the resend with it (200)', async () => {
    const { token, addressId } = await shopperWithCart([[HEADSET.slug, 2]]);
    const body = orderBody(addressId, 13918);
    const answers = await Promise.all([postOrder(token, body), postOrder(token, body)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 201]);
    expect(answers[1]?.body).toEqual(answers[0]?.body);

    // Sent again once the cart it emptied is gone: still the same order, not "empty cart".
    const resent = await postOrder(token, body);
    expect(resent).toMatchObject({ status: 200, body: { id: answers[0]?.body.id } });
    expect((await getOrders(token)).body.map((order) => order.id)).toEqual([answers[0]?.body.id]);
  });

  it('places a second order with a new key', async () => {
    const { token, addressId } = await shopperWithAddress();
    const first = await postOrder(token, orderBody(addressId, 6959, { source: BUY_HEADSET }));
    const second = await postOrder(token, orderBody(addressId, 6959, { source: BUY_HEADSET }));
    expect([first.status, second.status]).toEqual([201, 201]);
    expect(second.body.id).not.toBe(first.body.id);
  });

  it('refuses a total that is no longer the price with 409 and the new quote, placing nothing', async () => {
    const { token, addressId } = await shopperWithCart([[HEADSET.slug, 1]]);
    const stale = orderBody(addressId, 6999, { source: CART });
    expect(await postOrder(token, stale)).toEqual({
      status: 409,
      headers: expect.any(Headers),
      body: { error: 'The price has changed.', quote: HEADSET_QUOTE },
    });
    expect((await getOrders(token)).body).toEqual([]);
    expect((await getCart(token)).body.summary.items).toBe(1);

    // Seen the new quote, the shopper places it, with the same key.
    const placed = await postOrder(token, { ...stale, expected_total: 6959 });
    expect(placed).toMatchObject({ status: 201, body: { summary: { total: 6959 } } });
  });

  it('compares the total to the paisa', async () => {
    const { token, addressId } = await shopperWithCart([[WATCH.slug, 1]]);
    expect((await postOrder(token, orderBody(addressId, 1104))).status).toBe(409);
    expect((await postOrder(token, orderBody(addressId, 1104.5))).status).toBe(201);
  });

  it('takes cash on delivery for ₹50,000.00 and refuses it for ₹50,001 with 422, placing nothing', async () => {
    const limit = await shopperWithCart([
      [AIR_CONDITIONER, 1],
      [BISCUITS, 6],
    ]);
    const atLimit = await postOrder(
      limit.token,
      orderBody(limit.addressId, 50000, { payment: { method: 'cod' } }),
    );
    expect(atLimit).toMatchObject({ status: 201, body: { payment: { method: 'cod' } } });

    const over = await shopperWithCart([
      [LOAFERS, 6],
      [STUDY_GUIDE, 3],
    ]);
    const cod = orderBody(over.addressId, 50001, { payment: { method: 'cod' } });
    expect(await postOrder(over.token, cod)).toMatchObject({
      status: 422,
      body: { error: COD_OVER_LIMIT },
    });
    expect((await getOrders(over.token)).body).toEqual([]);
    expect((await getCart(over.token)).body.summary.total).toBe(50001);
    const upi = await postOrder(over.token, { ...cod, payment: { method: 'upi' } });
    expect(upi.status).toBe(201);
  });

  it('refuses cash on delivery where the pincode does not allow it', async () => {
    const { token, addressId } = await shopperWithAddress(SRINAGAR);
    const body = orderBody(addressId, 6959, { source: BUY_HEADSET, payment: { method: 'cod' } });
    expect(await postOrder(token, body)).toMatchObject({
      status: 422,
      body: { error: COD_NOT_HERE },
    });
  });

  it('re-checks stock, the product, the address and the pincode when placing', async () => {
    const { token, addressId } = await shopperWithAddress();
    const place = (rest: object) => postOrder(token, orderBody(addressId, 6959, rest));
    expect(await place({})).toMatchObject({ status: 409, body: { error: 'Your cart is empty.' } });
    expect(
      await place({ source: { kind: 'product', product_slug: NEBULIZER.slug } }),
    ).toMatchObject({ status: 409, body: { error: 'This item is out of stock.' } });
    expect(
      await place({ source: { kind: 'product', product_slug: 'no-such-product' } }),
    ).toMatchObject({ status: 404, body: { error: 'Product not found.' } });
    expect(await place({ source: BUY_HEADSET, address_id: 'no-such-address' })).toMatchObject({
      status: 404,
      body: { error: 'Address not found.' },
    });
    const islands = (await postAddress(token, PORT_BLAIR)).body.id;
    expect(await place({ source: BUY_HEADSET, address_id: islands })).toMatchObject({
      status: 422,
      body: { error: 'We do not deliver to this pincode yet.' },
    });
    expect((await getOrders(token)).body).toEqual([]);
  });

  it('records EMI with its tenure, and needs one', async () => {
    const { token, addressId } = await shopperWithAddress();
    const emi = (payment: object) =>
      postOrder(token, orderBody(addressId, 6959, { source: BUY_HEADSET, payment }));
    expect(await emi({ method: 'emi' })).toMatchObject({
      status: 400,
      body: { errors: { 'payment.emi_months': ['This field is required.'] } },
    });
    expect(await emi({ method: 'emi', emi_months: 7 })).toMatchObject({
      status: 400,
      body: { errors: { 'payment.emi_months': ['Select a valid choice: 3, 6, 9, 12, 18 or 24.'] } },
    });
    expect(await emi({ method: 'emi', emi_months: 6 })).toMatchObject({
      status: 201,
      body: { payment: { method: 'emi', emi_months: 6 } },
    });
    expect(await emi({ method: 'upi', emi_months: 6 })).toMatchObject({
      status: 201,
      body: { payment: { method: 'upi', emi_months: null } },
    });
  });

  it('answers field errors for a malformed body', async () => {
    const { token } = await shopperWithAddress();
    expect(await postOrder(token, {})).toMatchObject({
      status: 400,
      body: {
        errors: {
          idempotency_key: ['This field is required.'],
          source: ['This field is required.'],
          address_id: ['This field is required.'],
          payment: ['This field is required.'],
          expected_total: ['This field is required.'],
        },
      },
    });
    expect(
      await postOrder(token, {
        idempotency_key: 'k'.repeat(65),
        source: 'cart',
        address_id: 'a',
        payment: { method: 'card' },
        expected_total: '6959',
      }),
    ).toMatchObject({
      status: 400,
      body: {
        errors: {
          idempotency_key: ['Ensure this field has no more than 64 characters.'],
          source: ["Expected an object with kind 'cart', or kind 'product' and product_slug."],
          'payment.method': ['Select a valid choice: cod, upi or emi.'],
          expected_total: ['A valid number is required.'],
        },
      },
    });
  });
});

// The payment switch is the mock's own configuration: only the in-process mock can be told.
describe.skipIf(AGAINST_ANOTHER_SERVER)('a declined payment (MockConfig.declinePayments)', () => {
  const DECLINED = { error: 'Your payment was declined. Please try again.' };

  it("'next' declines one payment with 402, placing nothing; the retry with the same key is placed", async () => {
    const { token, addressId } = await shopperWithCart([[HEADSET.slug, 1]]);
    setMockConfig({ declinePayments: 'next' });
    const body = orderBody(addressId, 6959);
    expect(await postOrder(token, body)).toMatchObject({ status: 402, body: DECLINED });
    expect((await getOrders(token)).body).toEqual([]);
    expect((await getCart(token)).body.summary.items).toBe(1);

    const retried = await postOrder(token, body);
    expect(retried).toMatchObject({ status: 201, body: { payment: { method: 'upi' } } });
    expect((await getCart(token)).body).toEqual(EMPTY_CART);
  });

  it.each([
    ['upi', { upi: 402, emi: 201, cod: 201 }],
    ['emi', { upi: 201, emi: 402, cod: 201 }],
    ['all', { upi: 402, emi: 402, cod: 201 }],
    ['none', { upi: 201, emi: 201, cod: 201 }],
  ] as const)(
    "'%s' declines those methods every time; cash on delivery never",
    async (setting, expected) => {
      const { token, addressId } = await shopperWithAddress();
      setMockConfig({ declinePayments: setting });
      const statuses: Record<string, number> = {};
      for (const method of ['upi', 'emi', 'cod'] as const) {
        const payment = method === 'emi' ? { method, emi_months: 3 } : { method };
        const body = orderBody(addressId, 6959, { source: BUY_HEADSET, payment });
        statuses[method] = (await postOrder(token, body)).status;
        if (statuses[method] === 402) expect((await postOrder(token, body)).status).toBe(402);
      }
      expect(statuses).toEqual(expected);
    },
  );
});
