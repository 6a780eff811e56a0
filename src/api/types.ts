/**
 * The API types (spec §3 and §7), inferred from the one schema of each call in ./schemas, and
 * shared by the client in src/api and the mock backend in mocks/.
 */
import type * as v from 'valibot';
import type {
  addressRequestSchema,
  adSchema,
  apiErrorBodySchema,
  bannerSchema,
  brandSchema,
  cartItemRequestSchema,
  cartLineSchema,
  cartLineUpdateSchema,
  cartMergeRequestSchema,
  cartProductSchema,
  cartSchema,
  cartSummarySchema,
  CategoryNode,
  checkoutSourceSchema,
  deliverySchema,
  featuredBrandSchema,
  fieldErrorsSchema,
  genderSchema,
  loginRequestSchema,
  loginResponseSchema,
  orderQuerySchema,
  orderSchema,
  orderStatusSchema,
  paymentRequestSchema,
  placeOrderRequestSchema,
  productDetailSchema,
  productQuerySchema,
  productListItemSchema,
  profileSchema,
  profileUpdateSchema,
  quoteRequestSchema,
  quoteSchema,
  registerRequestSchema,
  registerResponseSchema,
  savedAddressSchema,
  sectionItemSchema,
  sectionSchema,
  userSchema,
  validateTokenResponseSchema,
  wishlistItemRequestSchema,
  wishlistItemSchema,
  wishlistSchema,
} from './schemas';

export type { CategoryNode };
export type Brand = v.InferOutput<typeof brandSchema>;
export type SectionItem = v.InferOutput<typeof sectionItemSchema>;
export type Section = v.InferOutput<typeof sectionSchema>;
export type FeaturedBrand = v.InferOutput<typeof featuredBrandSchema>;
export type Banner = v.InferOutput<typeof bannerSchema>;
export type Ad = v.InferOutput<typeof adSchema>;
export type ProductListItem = v.InferOutput<typeof productListItemSchema>;
export type ProductDetail = v.InferOutput<typeof productDetailSchema>;
export type Gender = v.InferOutput<typeof genderSchema>;
export type User = v.InferOutput<typeof userSchema>;
export type LoginRequest = v.InferOutput<typeof loginRequestSchema>;
export type LoginResponse = v.InferOutput<typeof loginResponseSchema>;
export type ValidateTokenResponse = v.InferOutput<typeof validateTokenResponseSchema>;
export type RegisterRequest = v.InferOutput<typeof registerRequestSchema>;
export type RegisterResponse = v.InferOutput<typeof registerResponseSchema>;
export type Profile = v.InferOutput<typeof profileSchema>;

export type ProfileUpdate = v.InferOutput<typeof profileUpdateSchema>;

export type CartProduct = v.InferOutput<typeof cartProductSchema>;
export type CartLine = v.InferOutput<typeof cartLineSchema>;
export type CartSummary = v.InferOutput<typeof cartSummarySchema>;
export type Cart = v.InferOutput<typeof cartSchema>;
export type WishlistItem = v.InferOutput<typeof wishlistItemSchema>;
export type Wishlist = v.InferOutput<typeof wishlistSchema>;
export type CartItemRequest = v.InferOutput<typeof cartItemRequestSchema>;
export type CartLineUpdate = v.InferOutput<typeof cartLineUpdateSchema>;
export type CartMergeRequest = v.InferOutput<typeof cartMergeRequestSchema>;
export type WishlistItemRequest = v.InferOutput<typeof wishlistItemRequestSchema>;

export type Delivery = v.InferOutput<typeof deliverySchema>;
export type AddressRequest = v.InferOutput<typeof addressRequestSchema>;
export type SavedAddress = v.InferOutput<typeof savedAddressSchema>;
export type CheckoutSource = v.InferOutput<typeof checkoutSourceSchema>;
export type QuoteRequest = v.InferOutput<typeof quoteRequestSchema>;
export type Quote = v.InferOutput<typeof quoteSchema>;
export type PaymentRequest = v.InferOutput<typeof paymentRequestSchema>;
export type PlaceOrderRequest = v.InferOutput<typeof placeOrderRequestSchema>;
export type OrderStatus = v.InferOutput<typeof orderStatusSchema>;
export type Order = v.InferOutput<typeof orderSchema>;
export type OrderQuery = v.InferOutput<typeof orderQuerySchema>;

/** The filters of GET /api/products/ (spec §7). */
export type ProductQuery = v.InferOutput<typeof productQuerySchema>;

/** Field name -> messages, as the register and profile calls answer on a 400. */
export type FieldErrors = v.InferOutput<typeof fieldErrorsSchema>;

/** Every error the backend answers is JSON of this shape, with a real HTTP status. */
export type ApiErrorBody = v.InferOutput<typeof apiErrorBodySchema>;

// The contract's limits and lists live here, not beside their schemas, so the app's rules (the
// cart's machine, the device's copies, the orders' filters, the policy pages) read them without
// loading valibot.

/** The most units of one product a cart line holds (the contract's rule; the server enforces it). */
export const CART_MAX_QUANTITY = 10;
/** How many products one merge may carry (a guest cart is far smaller). */
export const CART_MERGE_MAX_ITEMS = 100;
/** The longest merge_id a merge may carry. */
export const MERGE_ID_MAX_LENGTH = 64;

/** Cash on delivery is offered for an order total up to and including this (₹50,000.00). */
export const COD_MAX_TOTAL = 50_000;
/** The EMI tenures in months, each with no processing fee (spec §9). */
export const EMI_TENURES = [3, 6, 9, 12, 18, 24] as const;
export const ORDER_STATUSES = ['On the way', 'Delivered', 'Cancelled', 'Returned'] as const;
export const PAYMENT_METHODS = ['cod', 'upi', 'emi'] as const;
/** How many addresses one account keeps. */
export const ADDRESSES_MAX = 20;
export const IDEMPOTENCY_KEY_MAX_LENGTH = 64;

/** The API paths, relative to the base address (spec §7). One list for client and mocks. */
export const API_PATHS = {
  validateToken: '/api/validate-token/',
  sectionTop: '/api/section/top',
  sectionBottom: '/api/section/bottom',
  featuredBrands: '/api/featured_brands/',
  banners: '/api/banners/',
  categories: '/api/categories/',
  brands: '/api/brands/',
  ads: '/api/ads/',
  register: '/api/register/',
  login: '/api/login/',
  products: '/api/products/',
  product: '/api/product/',
  profile: '/api/user/profile/',
  cart: '/api/cart/',
  /** PUT sets a product's line; `${cartItems}{id}/` is one line (PATCH, DELETE). */
  cartItems: '/api/cart/items/',
  cartMerge: '/api/cart/merge/',
  wishlist: '/api/wishlist/',
  /** PUT adds a product; `${wishlistItems}{id}/` is one item (DELETE). */
  wishlistItems: '/api/wishlist/items/',
  /** `${delivery}{pincode}/`: the pincode's delivery (public). */
  delivery: '/api/delivery/',
  /** GET lists, POST adds; `${addresses}{id}/` is one address (PUT, DELETE). */
  addresses: '/api/addresses/',
  checkoutQuote: '/api/checkout/quote/',
  /** GET lists, POST places; `${orders}{id}/` is one order, `${orders}{id}/cancel/` cancels it. */
  orders: '/api/orders/',
} as const;
