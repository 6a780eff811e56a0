import type { CartProduct, WishlistItem } from '../src/api';

/**
 * The wishlist's rules as pure functions: what a press changes and how unconfirmed changes show
 * over the server's items. A change says whether the product is wanted, so sending it again is
 * harmless (adding is idempotent; a removal of what is gone is done).
 */

/** What the shopper asked for. */
export type WishlistIntent =
  /** Add to Wishlist (the product page's toggle when the product is not in the wishlist). */
  | { type: 'wishlist.item.add'; product: CartProduct; rating: number }
  /** Remove from Wishlist (the toggle when it is, or Remove on /wishlist). */
  | { type: 'wishlist.item.remove'; slug: string };

export interface WishlistChange {
  product: CartProduct;
  /** The product's rating, shown on its card until the server answers. */
  rating: number;
  wanted: boolean;
}

const isFor = (slug: string) => (item: { product: CartProduct }) => item.product.slug === slug;

/** The items with the changes applied in order; an added product comes first (newest first). */
export function applyWishes(
  items: readonly WishlistItem[],
  changes: readonly WishlistChange[],
): WishlistItem[] {
  return changes.reduce<WishlistItem[]>(
    (result, { product, rating, wanted }) => {
      const rest = result.filter((item) => !isFor(product.slug)(item));
      if (!wanted) return rest;
      if (rest.length < result.length) return result;
      const availability = product.in_stock ? 'In Stock' : 'Out of Stock';
      return [{ id: `local:${product.slug}`, product, rating, availability }, ...result];
    },
    [...items],
  );
}

/** The change a press makes, or null when the wishlist already is as asked. */
export function wishOf(
  intent: WishlistIntent,
  items: readonly WishlistItem[],
): WishlistChange | null {
  if (intent.type === 'wishlist.item.add') {
    if (items.some(isFor(intent.product.slug))) return null;
    return { product: intent.product, rating: intent.rating, wanted: true };
  }
  const item = items.find(isFor(intent.slug));
  return item ? { product: item.product, rating: item.rating, wanted: false } : null;
}
