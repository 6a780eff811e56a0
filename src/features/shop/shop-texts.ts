import type { WishlistItem } from '../../api/types';
import type { Message } from '../../i18n/message';
import { msg } from '../../i18n/msg' with { type: 'macro' };

/** Texts more than one shop screen shows (cart, wishlist, orders). */
export const SHOP_TEXT = {
  loading: msg(/*i18n*/ { id: 'shop.loading', message: 'Loading...' }),
  tryAgain: msg(/*i18n*/ { id: 'shop.try-again', message: 'Try again' }),
  quantity: msg(/*i18n*/ { id: 'shop.quantity', message: 'Quantity: {quantity}' }),
};

/**
 * A product's availability as the API says it ('In Stock', 'Out of Stock'), labelled in the
 * page's language; the value itself stays the API's.
 */
export const AVAILABILITY: Record<WishlistItem['availability'], Message> = {
  'In Stock': msg(/*i18n*/ { id: 'shop.availability.in-stock', message: 'In Stock' }),
  'Out of Stock': msg(/*i18n*/ { id: 'shop.availability.out-of-stock', message: 'Out of Stock' }),
};
