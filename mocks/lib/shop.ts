import type {
  Cart,
  CartLine,
  CartProduct,
  CartSummary,
  Wishlist,
  WishlistItem,
} from '../../src/api/types';
import { getCatalog } from '../catalog';
import { db, type CartLineRecord, type WishlistItemRecord } from '../db';
import type { SeedProduct } from '../seed';
import { randomToken } from './crypto';

/**
 * Carts and wishlists as the API answers them: what the account keeps (product slugs and
 * quantities) joined with the catalog as it is now, so prices, stock and totals are always the
 * server's. A kept product the catalog no longer has (a smaller ?mock-products size) is left out
 * of the answer and cannot be changed, as if it were not there.
 */

export function findProduct(slug: string): SeedProduct | undefined {
  return getCatalog().getSeedProduct(slug);
}

export function cartProductOf(product: SeedProduct): CartProduct {
  return {
    slug: product.slug,
    name: product.name,
    brand: product.brandName,
    image_url: product.image_url,
    price: product.price,
    mrp: product.mrp,
    discount_percentage: product.discount_percentage,
    in_stock: product.in_stock,
  };
}

/** In paise, so that sums of prices such as ₹1,299.50 add up exactly. */
export const paise = (rupees: number) => Math.round(rupees * 100);

/**
 * The price box of some lines, computed in paise: units, MRP, discount and what the shopper pays
 * (delivery is free).
 */
export function summaryOf(
  lines: readonly { product: CartProduct; quantity: number }[],
): CartSummary {
  let items = 0;
  let mrp = 0;
  let price = 0;
  for (const { product, quantity } of lines) {
    items += quantity;
    mrp += paise(product.mrp) * quantity;
    price += paise(product.price) * quantity;
  }
  return {
    items,
    price: mrp / 100,
    discount: (mrp - price) / 100,
    delivery: 0,
    total: price / 100,
  };
}

/** The account's cart lines, oldest first, each with its product as the catalog has it now. */
export function cartLinesOf(userId: number): { line: CartLineRecord; product: SeedProduct }[] {
  return db.cartLine
    .findMany({ where: { user_id: { equals: userId } }, orderBy: { position: 'asc' } })
    .flatMap((line) => {
      const product = findProduct(line.product_slug);
      return product ? [{ line, product }] : [];
    });
}

export function cartOf(userId: number): Cart {
  const lines: CartLine[] = cartLinesOf(userId).map(({ line, product }) => ({
    id: line.id,
    product: cartProductOf(product),
    quantity: line.quantity,
  }));
  return { lines, summary: summaryOf(lines) };
}

export function wishlistOf(userId: number): Wishlist {
  const items: WishlistItem[] = db.wishlistItem
    .findMany({ where: { user_id: { equals: userId } }, orderBy: { position: 'desc' } })
    .flatMap((item) => {
      const product = findProduct(item.product_slug);
      if (!product) return [];
      return [
        {
          id: item.id,
          product: cartProductOf(product),
          rating: product.rating,
          availability: product.in_stock ? 'In Stock' : 'Out of Stock',
        },
      ];
    });
  return { items };
}

/** The account's line of that product, if it has one. */
export function lineOfProduct(userId: number, slug: string): CartLineRecord | null {
  return db.cartLine.findFirst({
    where: { user_id: { equals: userId }, product_slug: { equals: slug } },
  });
}

/**
 * The account's line with that id and its product. Another account's id finds nothing, exactly
 * like an id that does not exist: ids of other accounts are not revealed by a different answer.
 */
export function ownLine(
  userId: number,
  id: string,
): { line: CartLineRecord; product: SeedProduct } | null {
  const line = db.cartLine.findFirst({
    where: { id: { equals: id }, user_id: { equals: userId } },
  });
  const product = line ? findProduct(line.product_slug) : undefined;
  return line && product ? { line, product } : null;
}

export function ownWishlistItem(userId: number, id: string): WishlistItemRecord | null {
  const item = db.wishlistItem.findFirst({
    where: { id: { equals: id }, user_id: { equals: userId } },
  });
  return item && findProduct(item.product_slug) ? item : null;
}

/** The next position of a table: later than every record's, whichever account it belongs to. */
export function nextPosition(records: readonly { position: number }[]): number {
  return records.reduce((max, record) => Math.max(max, record.position), 0) + 1;
}

/** 16 random bytes, URL-safe: a line or item id no one can guess. */
export const newItemId = (): string => randomToken(16);

/** The errors of the cart and wishlist calls that are not a field's. */
export const SHOP_ERRORS = {
  productNotFound: 'Product not found.',
  outOfStock: 'This item is out of stock.',
  cartItemNotFound: 'Cart item not found.',
  wishlistItemNotFound: 'Wishlist item not found.',
} as const;
