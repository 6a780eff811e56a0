import type { CartItem } from './sample-data';

export interface CartTotals {
  /** Number of units across all lines. */
  count: number;
  /** The items at MRP. */
  price: number;
  discount: number;
  /** What the shopper pays: delivery is free (spec §2). */
  total: number;
}

/** The cart's price box, computed from its lines (spec §2). */
export function cartTotals(items: readonly CartItem[]): CartTotals {
  return items.reduce<CartTotals>(
    (totals, item) => ({
      count: totals.count + item.quantity,
      price: totals.price + item.mrp * item.quantity,
      discount: totals.discount + (item.mrp - item.price) * item.quantity,
      total: totals.total + item.price * item.quantity,
    }),
    { count: 0, price: 0, discount: 0, total: 0 },
  );
}

/** Quantity can go up freely but never below 1 (spec §5). */
export function changeQuantity(quantity: number, delta: number): number {
  return Math.max(1, quantity + delta);
}
