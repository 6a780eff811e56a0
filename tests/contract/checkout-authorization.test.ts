// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  BENGALURU,
  cancelOrder,
  deleteAddress,
  getAddresses,
  getOrder,
  getOrders,
  orderBody,
  postOrder,
  postQuote,
  putAddress,
  shopperWithAddress,
  SRINAGAR,
} from './checkout-calls';
import { HEADSET } from './shop-calls';

/**
 * Addresses and orders per account (OWASP ASVS 8.2), with two registered shoppers: one token
 * can neither read nor change nor use the other's addresses, nor read or cancel the other's
 * orders, and an id of the other's answers exactly as an id that does not exist.
 */

const BUY_HEADSET = { kind: 'product', product_slug: HEADSET.slug } as const;

async function twoShoppers() {
  const meera = await shopperWithAddress(BENGALURU);
  const ravi = await shopperWithAddress({ ...SRINAGAR, name: 'Ravi Kumar' });
  return { meera, ravi };
}

/** The status and body, to compare a guessed id's answer with a missing one's. */
const answerOf = ({ status, body }: { status: number; body: unknown }) => [status, body];

describe('addresses per account (ASVS 8.2)', () => {
  it("lists each token's own addresses only", async () => {
    const { meera, ravi } = await twoShoppers();
    expect((await getAddresses(meera.token)).body).toEqual([{ id: meera.addressId, ...BENGALURU }]);
    expect((await getAddresses(ravi.token)).body.map((address) => address.id)).toEqual([
      ravi.addressId,
    ]);
  });

  it("answers a guess of the other's address id exactly as a missing one, changing nothing", async () => {
    const { meera, ravi } = await twoShoppers();
    const before = (await getAddresses(meera.token)).body;

    const guessedPut = await putAddress(ravi.token, meera.addressId, SRINAGAR);
    expect(guessedPut).toMatchObject({ status: 404, body: { error: 'Address not found.' } });
    expect(answerOf(guessedPut)).toEqual(
      answerOf(await putAddress(ravi.token, 'missing', SRINAGAR)),
    );

    const guessedDelete = await deleteAddress(ravi.token, meera.addressId);
    expect(answerOf(guessedDelete)).toEqual(answerOf(await deleteAddress(ravi.token, 'missing')));
    expect(guessedDelete.status).toBe(404);

    expect((await getAddresses(meera.token)).body).toEqual(before);
  });

  it("cannot quote or order to the other's address", async () => {
    const { meera, ravi } = await twoShoppers();
    const quote = await postQuote(ravi.token, { source: BUY_HEADSET, address_id: meera.addressId });
    expect(quote).toMatchObject({ status: 404, body: { error: 'Address not found.' } });
    const order = await postOrder(
      ravi.token,
      orderBody(meera.addressId, 6959, { source: BUY_HEADSET }),
    );
    expect(order).toMatchObject({ status: 404, body: { error: 'Address not found.' } });
    expect((await getOrders(ravi.token)).body).toEqual([]);
  });
});

describe('orders per account (ASVS 8.2)', () => {
  it("neither lists, reads nor cancels the other's order; its id answers as a missing one", async () => {
    const { meera, ravi } = await twoShoppers();
    const placed = await postOrder(
      meera.token,
      orderBody(meera.addressId, 6959, { source: BUY_HEADSET }),
    );
    const { id } = placed.body;
    expect((await getOrders(ravi.token)).body).toEqual([]);
    expect((await getOrders(ravi.token, `?q=${id}`)).body).toEqual([]);

    const guessedRead = await getOrder(ravi.token, id);
    expect(guessedRead).toMatchObject({ status: 404, body: { error: 'Order not found.' } });
    expect(answerOf(guessedRead)).toEqual(answerOf(await getOrder(ravi.token, 'OD0000000001')));

    const guessedCancel = await cancelOrder(ravi.token, id);
    expect(answerOf(guessedCancel)).toEqual(
      answerOf(await cancelOrder(ravi.token, 'OD0000000001')),
    );
    expect(guessedCancel.status).toBe(404);

    expect((await getOrder(meera.token, id)).body).toEqual(placed.body);
  });

  it('keeps idempotency keys per account: the same key places an order for each shopper', async () => {
    const { meera, ravi } = await twoShoppers();
    const key = 'shared-client-key';
    const meeraOrder = await postOrder(
      meera.token,
      orderBody(meera.addressId, 6959, {
        source: BUY_HEADSET,
        idempotency_key: key,
      }),
    );
    const raviOrder = await postOrder(
      ravi.token,
      orderBody(ravi.addressId, 6959, {
        source: BUY_HEADSET,
        idempotency_key: key,
      }),
    );
    expect([meeraOrder.status, raviOrder.status]).toEqual([201, 201]);
    expect(raviOrder.body.id).not.toBe(meeraOrder.body.id);
    expect(raviOrder.body.address.id).toBe(ravi.addressId);
  });
});
