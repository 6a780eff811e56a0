import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { cartCount, cartLines, cartMachine } from '../../machines/cart.machine';
import { isInWishlist, wishlistItems, wishlistMachine } from '../../machines/wishlist.machine';
import { getProduct, type CartProduct } from '../../src/api';
import { browserCartDevice } from '../../src/lib/cart-store';
import { logInDemoShopper } from '../utils/render-route';

/**
 * The machines with their own calls (no stubs) against the mock backend: what the demo shopper's
 * cart and wishlist hold is the spec's samples (quantities 1, 1 and 2; four wishlist items, two
 * of them 'Out of Stock').
 */

const HEADPHONES = 'boat-rockerz-450-bluetooth-headset-cherry-red-9';
const PHONE = 'xiaomi-redmi-note-13-pro-5g-ocean-blue-256-gb-521';
const SOLD_OUT_PHONE = 'samsung-galaxy-m35-5g-starlight-silver-64-gb-365';

function startCartActor() {
  return createActor(cartMachine, {
    input: { device: browserCartDevice, newMergeId: () => 'merge-backend-1' },
  }).start();
}

async function cartProduct(slug: string): Promise<CartProduct> {
  const product = await getProduct(slug);
  return {
    slug,
    name: product.name,
    brand: product.brand,
    image_url: product.image_url,
    price: product.price,
    mrp: product.mrp,
    discount_percentage: product.discount_percentage,
    in_stock: product.in_stock,
  };
}

const ready = (actor: ReturnType<typeof startCartActor>) =>
  waitFor(actor, (state) => state.matches({ account: { ready: 'idle' } }));

describe('cart machine with the mock backend', () => {
  it("loads the demo shopper's cart, adds a unit, and a second device sees the same cart", async () => {
    const user = await logInDemoShopper();
    const actor = startCartActor();
    actor.send({ type: 'cart.login', account: user.id });
    let snapshot = await ready(actor);
    expect(cartLines(snapshot.context).map((line) => line.quantity)).toEqual([1, 1, 2]);
    expect(cartCount(snapshot.context)).toBe(4);
    expect(snapshot.context.cart?.summary.items).toBe(4);

    const headphones = cartLines(snapshot.context).find((line) => line.product.slug === HEADPHONES);
    if (!headphones) throw new Error('The demo cart has the headphones.');
    actor.send({ type: 'cart.item.add', product: headphones.product });
    expect(cartCount(actor.getSnapshot().context)).toBe(5);
    snapshot = await ready(actor);
    expect(snapshot.context.cart?.summary.items).toBe(5);

    const otherDevice = startCartActor();
    otherDevice.send({ type: 'cart.login', account: user.id });
    const seen = await ready(otherDevice);
    expect(cartLines(seen.context)).toEqual(cartLines(snapshot.context));
    actor.stop();
    otherDevice.stop();
  });

  it('removes a line through its server id', async () => {
    const user = await logInDemoShopper();
    const actor = startCartActor();
    actor.send({ type: 'cart.login', account: user.id });
    await ready(actor);
    actor.send({ type: 'cart.item.remove', slug: HEADPHONES });
    const snapshot = await ready(actor);
    expect(snapshot.context.cart?.lines.map((line) => line.product.slug)).toEqual([
      PHONE,
      'campus-oxyfit-walking-shoes-navy-uk-6-170',
    ]);
    expect(snapshot.context.cart?.summary.items).toBe(2);
    actor.stop();
  });

  it('merges a guest cart at login, and the device copy is emptied', async () => {
    const phone = await cartProduct(PHONE);
    const guest = startCartActor();
    guest.send({ type: 'cart.item.add', product: phone });
    guest.send({ type: 'cart.item.add', product: phone });
    expect(localStorage.getItem('bazaar.guestCart')).not.toBeNull();
    guest.stop();

    const user = await logInDemoShopper();
    const actor = startCartActor();
    expect(cartCount(actor.getSnapshot().context)).toBe(2);
    actor.send({ type: 'cart.login', account: user.id });
    const snapshot = await ready(actor);
    const line = snapshot.context.cart?.lines.find((candidate) => candidate.product.slug === PHONE);
    expect(line?.quantity).toBe(3);
    expect(cartCount(snapshot.context)).toBe(6);
    expect(localStorage.getItem('bazaar.guestCart')).toBeNull();
    actor.stop();
  });

  it('the server refuses more of an out-of-stock product, and the press is rolled back', async () => {
    const user = await logInDemoShopper();
    const soldOut = await cartProduct(SOLD_OUT_PHONE);
    expect(soldOut.in_stock).toBe(false);
    const actor = startCartActor();
    actor.send({ type: 'cart.login', account: user.id });
    await ready(actor);
    // A page that still thinks it is in stock.
    actor.send({ type: 'cart.item.add', product: { ...soldOut, in_stock: true } });
    const snapshot = await ready(actor);
    expect(cartCount(snapshot.context)).toBe(4);
    expect(snapshot.context.message).toEqual({
      id: 'refused',
      slug: SOLD_OUT_PHONE,
      serverText: 'This item is out of stock.',
    });
    actor.stop();
  });
});

describe('wishlist machine with the mock backend', () => {
  it("loads the demo shopper's wishlist and removes an item", async () => {
    const user = await logInDemoShopper();
    const actor = createActor(wishlistMachine).start();
    actor.send({ type: 'wishlist.login', account: user.id });
    let snapshot = await waitFor(actor, (state) => state.matches({ account: { ready: 'idle' } }));
    expect(wishlistItems(snapshot.context).map((item) => item.availability)).toEqual([
      'In Stock',
      'Out of Stock',
      'In Stock',
      'Out of Stock',
    ]);
    actor.send({ type: 'wishlist.item.remove', slug: SOLD_OUT_PHONE });
    expect(isInWishlist(actor.getSnapshot().context, SOLD_OUT_PHONE)).toBe(false);
    snapshot = await waitFor(actor, (state) => state.matches({ account: { ready: 'idle' } }));
    expect(snapshot.context.wishlist?.items).toHaveLength(3);
    expect(isInWishlist(snapshot.context, SOLD_OUT_PHONE)).toBe(false);
    actor.stop();
  });
});
