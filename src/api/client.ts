import { itemPath, request, type RequestOptions } from './http';
import {
  API_PATHS,
  type Ad,
  type Banner,
  type Brand,
  type Cart,
  type CartMergeRequest,
  type CategoryNode,
  type FeaturedBrand,
  type LoginRequest,
  type LoginResponse,
  type ProductDetail,
  type ProductListItem,
  type ProductQuery,
  type Profile,
  type ProfileUpdate,
  type RegisterRequest,
  type RegisterResponse,
  type Section,
  type ValidateTokenResponse,
  type Wishlist,
} from './types';

/** One function per documented call (spec §7). Every one rejects with ApiError or AbortError. */

export function validateToken(options: RequestOptions = {}): Promise<ValidateTokenResponse> {
  return request({
    ...options,
    method: 'GET',
    path: API_PATHS.validateToken,
    auth: true,
    schema: (s) => s.validateTokenResponseSchema,
  });
}

export function getTopSections(options: RequestOptions = {}): Promise<Section[]> {
  return request({
    ...options,
    method: 'GET',
    path: API_PATHS.sectionTop,
    schema: (s) => s.listOf(s.sectionSchema),
  });
}

export function getBottomSections(options: RequestOptions = {}): Promise<Section[]> {
  return request({
    ...options,
    method: 'GET',
    path: API_PATHS.sectionBottom,
    schema: (s) => s.listOf(s.sectionSchema),
  });
}

export function getFeaturedBrands(options: RequestOptions = {}): Promise<FeaturedBrand[]> {
  return request({
    ...options,
    method: 'GET',
    path: API_PATHS.featuredBrands,
    schema: (s) => s.listOf(s.featuredBrandSchema),
  });
}

export function getBanners(options: RequestOptions = {}): Promise<Banner[]> {
  return request({
    ...options,
    method: 'GET',
    path: API_PATHS.banners,
    schema: (s) => s.listOf(s.bannerSchema),
  });
}

export function getCategories(options: RequestOptions = {}): Promise<CategoryNode[]> {
  return request({
    ...options,
    method: 'GET',
    path: API_PATHS.categories,
    schema: (s) => s.listOf(s.categoryNodeSchema),
  });
}

export function getBrands(options: RequestOptions = {}): Promise<Brand[]> {
  return request({
    ...options,
    method: 'GET',
    path: API_PATHS.brands,
    schema: (s) => s.listOf(s.brandSchema),
  });
}

export function getAds(options: RequestOptions = {}): Promise<Ad[]> {
  return request({
    ...options,
    method: 'GET',
    path: API_PATHS.ads,
    schema: (s) => s.listOf(s.adSchema),
  });
}

export function register(
  payload: RegisterRequest,
  options: RequestOptions = {},
): Promise<RegisterResponse> {
  return request({
    ...options,
    method: 'POST',
    path: API_PATHS.register,
    json: payload,
    schema: (s) => s.registerResponseSchema,
  });
}

export function login(
  credentials: LoginRequest,
  options: RequestOptions = {},
): Promise<LoginResponse> {
  return request({
    ...options,
    method: 'POST',
    path: API_PATHS.login,
    json: credentials,
    schema: (s) => s.loginResponseSchema,
  });
}

/** Builds the products query: only non-empty filters are sent (spec §7). */
export function productQueryParams(query: ProductQuery): URLSearchParams {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query) as [string, string | number | undefined][]) {
    if (value === undefined) continue;
    const textValue = String(value).trim();
    if (textValue !== '') params.set(name, textValue);
  }
  return params;
}

export function getProducts(
  query: ProductQuery = {},
  options: RequestOptions = {},
): Promise<ProductListItem[]> {
  return request({
    ...options,
    method: 'GET',
    path: API_PATHS.products,
    query: productQueryParams(query),
    schema: (s) => s.listOf(s.productListItemSchema),
  });
}

export function getProduct(slug: string, options: RequestOptions = {}): Promise<ProductDetail> {
  return request({
    ...options,
    method: 'GET',
    path: `${API_PATHS.product}${encodeURIComponent(slug)}`,
    schema: (s) => s.productDetailSchema,
  });
}

export function getProfile(options: RequestOptions = {}): Promise<Profile> {
  return request({
    ...options,
    method: 'GET',
    path: API_PATHS.profile,
    auth: true,
    schema: (s) => s.profileSchema,
  });
}

export function updateProfile(
  update: ProfileUpdate,
  options: RequestOptions = {},
): Promise<Profile> {
  const form = new FormData();
  form.set('first_name', update.first_name);
  form.set('last_name', update.last_name);
  form.set('gender', update.gender ?? '');
  if (update.image) form.set('image', update.image);
  return request({
    ...options,
    method: 'PUT',
    path: API_PATHS.profile,
    form,
    auth: true,
    schema: (s) => s.profileSchema,
  });
}

export function getCart(options: RequestOptions = {}): Promise<Cart> {
  return request({
    ...options,
    method: 'GET',
    path: API_PATHS.cart,
    auth: true,
    schema: (s) => s.cartSchema,
  });
}

/** Sets the product's line to exactly `quantity` (creating it): a resend cannot add twice. */
export function setCartItem(
  productSlug: string,
  quantity: number,
  options: RequestOptions = {},
): Promise<Cart> {
  return request({
    ...options,
    method: 'PUT',
    path: API_PATHS.cartItems,
    json: { product_slug: productSlug, quantity },
    auth: true,
    schema: (s) => s.cartSchema,
  });
}

export function updateCartLine(
  lineId: string,
  quantity: number,
  options: RequestOptions = {},
): Promise<Cart> {
  return request({
    ...options,
    method: 'PATCH',
    path: itemPath(API_PATHS.cartItems, lineId),
    json: { quantity },
    auth: true,
    schema: (s) => s.cartSchema,
  });
}

export function removeCartLine(lineId: string, options: RequestOptions = {}): Promise<Cart> {
  return request({
    ...options,
    method: 'DELETE',
    path: itemPath(API_PATHS.cartItems, lineId),
    auth: true,
    schema: (s) => s.cartSchema,
  });
}

/** Adds a guest cart to the account's (capped per line); a resent merge_id is not applied twice. */
export function mergeCart(merge: CartMergeRequest, options: RequestOptions = {}): Promise<Cart> {
  return request({
    ...options,
    method: 'POST',
    path: API_PATHS.cartMerge,
    json: merge,
    auth: true,
    schema: (s) => s.cartSchema,
  });
}

export function getWishlist(options: RequestOptions = {}): Promise<Wishlist> {
  return request({
    ...options,
    method: 'GET',
    path: API_PATHS.wishlist,
    auth: true,
    schema: (s) => s.wishlistSchema,
  });
}

/** Adds the product (already there: the wishlist is answered unchanged). */
export function addWishlistItem(
  productSlug: string,
  options: RequestOptions = {},
): Promise<Wishlist> {
  return request({
    ...options,
    method: 'PUT',
    path: API_PATHS.wishlistItems,
    json: { product_slug: productSlug },
    auth: true,
    schema: (s) => s.wishlistSchema,
  });
}

export function removeWishlistItem(
  itemId: string,
  options: RequestOptions = {},
): Promise<Wishlist> {
  return request({
    ...options,
    method: 'DELETE',
    path: itemPath(API_PATHS.wishlistItems, itemId),
    auth: true,
    schema: (s) => s.wishlistSchema,
  });
}
