import { fromPromise } from 'xstate';
import {
  addWishlistItem,
  getWishlist,
  removeWishlistItem,
  type RequestOptions,
  type Wishlist,
} from '../src/api';
import { removeBySlug } from './slug-changes';
import type { WishlistChange } from './wishlist-items';
import { whileActive } from './while-active';

/** One pending change and the server's id of its item, when the last answer had one. */
export interface WishInput {
  change: WishlistChange;
  itemId: string | null;
}

/** The client calls a change is made of; tests give stand-ins. */
export interface WishCalls {
  getWishlist: typeof getWishlist;
  addWishlistItem: typeof addWishlistItem;
  removeWishlistItem: typeof removeWishlistItem;
}

const clientCalls: WishCalls = { getWishlist, addWishlistItem, removeWishlistItem };

/**
 * Sends one change; resolves with the server's wishlist after it. Adding is by product; a
 * removal goes by the item's id (removeBySlug).
 */
export async function sendWish(
  { change, itemId }: WishInput,
  options: RequestOptions = {},
  calls: WishCalls = clientCalls,
): Promise<Wishlist> {
  const slug = change.product.slug;
  if (change.wanted) return calls.addWishlistItem(slug, options);
  return removeBySlug(slug, itemId, {
    read: () => calls.getWishlist(options),
    remove: (id) => calls.removeWishlistItem(id, options),
    entries: (wishlist) => wishlist.items,
  });
}

/** GET /api/wishlist/: the account's wishlist. */
export const loadWishlist = fromPromise<Wishlist>(({ signal }) =>
  whileActive(signal, getWishlist({ signal })),
);

export const sendWishlistChange = fromPromise<Wishlist, WishInput>(({ input, signal }) =>
  whileActive(signal, sendWish(input, { signal })),
);
