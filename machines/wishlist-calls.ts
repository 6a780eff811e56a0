import { fromPromise } from 'xstate';
import {
  addWishlistItem,
  getWishlist,
  isApiError,
  removeWishlistItem,
  type RequestOptions,
  type Wishlist,
} from '../src/api';
import { serverItemId, type WishlistChange } from './wishlist-items';
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
 * Sends one change; resolves with the server's wishlist after it. A removal whose item id is
 * unknown (the item was added by a call still unanswered when the shopper removed it) or gone
 * (removed elsewhere) asks the server's wishlist which item, if any, is left.
 */
export async function sendWish(
  { change, itemId }: WishInput,
  options: RequestOptions = {},
  calls: WishCalls = clientCalls,
): Promise<Wishlist> {
  const slug = change.product.slug;
  if (change.wanted) return calls.addWishlistItem(slug, options);
  if (itemId !== null) {
    try {
      return await calls.removeWishlistItem(itemId, options);
    } catch (error) {
      if (!(isApiError(error) && error.status === 404)) throw error;
    }
  }
  const wishlist = await calls.getWishlist(options);
  const id = serverItemId(wishlist.items, slug);
  return id === null ? wishlist : calls.removeWishlistItem(id, options);
}

/** GET /api/wishlist/: the account's wishlist. */
export const loadWishlist = fromPromise<Wishlist>(({ signal }) =>
  whileActive(signal, getWishlist({ signal })),
);

export const sendWishlistChange = fromPromise<Wishlist, WishInput>(({ input, signal }) =>
  whileActive(signal, sendWish(input, { signal })),
);
