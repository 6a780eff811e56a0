/** The cart machine for a guest: the cart kept on this device, its limits and messages. */
import { describe, expect, it } from 'vitest';
import { cartCount, cartLines, cartStatus, quantityInCart } from '../../machines/cart.machine';
import { cartMessageText } from '../../machines/cart-messages';
import { kurta, saree, soldOutWatch, startCart } from './cart-support';
import { add, context, english } from './cart-machine-support';

describe('cart machine: a guest cart, kept on this device', () => {
  it('starts with the lines the device kept, counted at once', () => {
    const { actor, loads } = startCart({
      lines: [
        { product: kurta, quantity: 2 },
        { product: saree, quantity: 1 },
      ],
      merge: null,
      mirror: null,
    });
    expect(actor.getSnapshot().value).toBe('guest');
    expect(cartStatus(actor.getSnapshot())).toBe('ready');
    expect(cartCount(actor.getSnapshot().context)).toBe(3);
    expect(cartLines(actor.getSnapshot().context)).toEqual([
      { id: 'local:cotton-kurta', product: kurta, quantity: 2 },
      { id: 'local:silk-saree', product: saree, quantity: 1 },
    ]);
    expect(loads).toHaveLength(0);
  });

  it('Add to Cart adds one unit, and again raises the quantity; the device keeps each change', () => {
    const started = startCart();
    started.actor.send(add());
    expect(cartCount(context(started))).toBe(1);
    started.actor.send(add());
    started.actor.send(add(saree));
    expect(cartCount(context(started))).toBe(3);
    expect(quantityInCart(context(started), 'cotton-kurta')).toBe(2);
    expect(started.kept.guest).toEqual({
      lines: [
        { product: kurta, quantity: 2 },
        { product: saree, quantity: 1 },
      ],
      merge: null,
      mirror: null,
    });
    expect(started.sends).toHaveLength(0);
  });

  it("stops at 10 units with 'You can buy up to 10 of this item.'", () => {
    const started = startCart({
      lines: [{ product: kurta, quantity: 9 }],
      merge: null,
      mirror: null,
    });
    started.actor.send(add());
    expect(quantityInCart(context(started), 'cotton-kurta')).toBe(10);
    expect(context(started).message).toBeNull();
    started.actor.send(add());
    expect(quantityInCart(context(started), 'cotton-kurta')).toBe(10);
    const message = context(started).message;
    expect(message).toEqual({ id: 'maxQuantity', slug: 'cotton-kurta', serverText: null });
    expect(message && english.t(cartMessageText(message))).toBe(
      'You can buy up to 10 of this item.',
    );
  });

  it("refuses an out-of-stock product with 'This item is out of stock.'", () => {
    const started = startCart();
    started.actor.send(add(soldOutWatch));
    expect(cartCount(context(started))).toBe(0);
    const message = context(started).message;
    expect(message).toEqual({ id: 'outOfStock', slug: 'steel-watch', serverText: null });
    expect(message && english.t(cartMessageText(message))).toBe('This item is out of stock.');
    expect(started.kept.guest.lines).toEqual([]);
  });

  it('− lowers by one but never below 1; Remove takes the line away', () => {
    const started = startCart({
      lines: [{ product: kurta, quantity: 2 }],
      merge: null,
      mirror: null,
    });
    started.actor.send({ type: 'cart.item.decrease', slug: 'cotton-kurta' });
    expect(quantityInCart(context(started), 'cotton-kurta')).toBe(1);
    started.actor.send({ type: 'cart.item.decrease', slug: 'cotton-kurta' });
    expect(quantityInCart(context(started), 'cotton-kurta')).toBe(1);
    started.actor.send({ type: 'cart.item.remove', slug: 'cotton-kurta' });
    expect(cartCount(context(started))).toBe(0);
    expect(started.kept.guest).toEqual({ lines: [], merge: null, mirror: null });
  });
});
