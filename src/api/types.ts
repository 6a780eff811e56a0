/**
 * The API types (spec §3 and §7), inferred from the one schema of each call in ./schemas, and
 * shared by the client in src/api and the mock backend in mocks/.
 */
import type * as v from 'valibot';
import type {
  adSchema,
  apiErrorBodySchema,
  bannerSchema,
  brandSchema,
  featuredBrandSchema,
  fieldErrorsSchema,
  genderSchema,
  loginRequestSchema,
  loginResponseSchema,
  productDetailSchema,
  productQuerySchema,
  productListItemSchema,
  profileSchema,
  profileUpdateSchema,
  registerRequestSchema,
  registerResponseSchema,
  sectionItemSchema,
  sectionSchema,
  userSchema,
  validateTokenResponseSchema,
} from './schemas';

export type { CategoryNode } from './schemas';
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

/** The filters of GET /api/products/ (spec §7). */
export type ProductQuery = v.InferOutput<typeof productQuerySchema>;

/** Field name -> messages, as the register and profile calls answer on a 400. */
export type FieldErrors = v.InferOutput<typeof fieldErrorsSchema>;

/** Every error the backend answers is JSON of this shape, with a real HTTP status. */
export type ApiErrorBody = v.InferOutput<typeof apiErrorBodySchema>;

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
} as const;
