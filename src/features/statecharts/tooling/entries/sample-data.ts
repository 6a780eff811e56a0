import {
  ApiError,
  type Cart,
  type CartProduct,
  type LoginResponse,
  type Profile,
  type RegisterResponse,
  type User,
  type Wishlist,
} from '../../../../api';
import { EMPTY_GUEST_CART, type CartDevice } from '../../../../lib/cart-store';

/** The demo shopper and the server's answers about them, shared by the entries' stub outcomes. */
export const aarav: User = {
  id: 1,
  first_name: 'Aarav',
  last_name: 'Sharma',
  email: 'demo@bazaar.in',
  phone: '9876543210',
  username: 'aarav',
  gender: 'male',
  image_url: null,
};

export const loginResponse: LoginResponse = {
  access_token: 'access-token',
  refresh_token: 'refresh-token',
  user: aarav,
};

export const registerResponse: RegisterResponse = {
  message: 'User registered successfully!',
  user: { ...aarav, id: 2, email: 'priya@example.in', first_name: 'Priya', last_name: 'Nair' },
};

export const networkError = new ApiError('network', 'Failed to fetch', null, null);

/** The same shopper's profile: what GET /api/user/profile/ answers, the user without its id. */
const { id: _id, ...profile } = aarav;
export const aaravProfile: Profile = profile;

export const picture = new File(['picture'], 'me.png', { type: 'image/png' });
export const notAPicture = new File(['notes'], 'notes.txt', { type: 'text/plain' });

/** Session expired: what the cart and wishlist calls answer with a stale token. */
export const expiredError = new ApiError('http', 'HTTP 401', 401, {
  error: 'Token is invalid or expired.',
});

/** Catalog products of the demo seed, as a cart line or wishlist item shows them. */
export const headset: CartProduct = {
  slug: 'boat-rockerz-450-bluetooth-headset-cherry-red-9',
  name: 'boAt Rockerz 450 Bluetooth Headset (Cherry Red)',
  brand: 'boAt',
  image_url: '/img/products/headphones-2.webp',
  price: 6959,
  mrp: 9399,
  discount_percentage: 26,
  in_stock: true,
};

export const soldOutHeadset: CartProduct = {
  slug: 'jbl-tune-760nc-bluetooth-headset-pearl-white-113',
  name: 'JBL Tune 760NC Bluetooth Headset (Pearl White)',
  brand: 'JBL',
  image_url: '/img/products/headphones-1.webp',
  price: 494.5,
  mrp: 1099,
  discount_percentage: 55,
  in_stock: false,
};

/** The account's cart as the server answers it: the headset, `quantity` units. */
export function headsetCart(quantity: number): Cart {
  return {
    lines: [{ id: 'line-1', product: headset, quantity }],
    summary: {
      items: quantity,
      price: headset.mrp * quantity,
      discount: (headset.mrp - headset.price) * quantity,
      delivery: 0,
      total: headset.price * quantity,
    },
  };
}

export const emptyWishlist: Wishlist = { items: [] };

export const headsetWishlist: Wishlist = {
  items: [{ id: 'wish-1', product: headset, rating: 4.9, availability: 'In Stock' }],
};

/**
 * A device with nothing stored, for the cart walked without the browser's storage: a new guest's.
 * The machine's writes are stubbed side effects wherever it is walked, so these never run.
 */
export const freshDevice: CartDevice = {
  readGuestCart: () => EMPTY_GUEST_CART,
  writeGuestCart: () => undefined,
  readQueue: () => [],
  writeQueue: () => undefined,
  readAccountCart: () => null,
  writeAccountCart: () => undefined,
};
