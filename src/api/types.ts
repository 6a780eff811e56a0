/**
 * The API contract (spec §3 and §7), shared by the client in src/api and the mock backend in
 * mocks/. Field names follow the backend's wire format, snake_case and camelCase as documented.
 */

export interface CategoryNode {
  id: number;
  name: string;
  slug: string;
  image_url: string;
  subcategories: CategoryNode[];
}

export interface Brand {
  id: number;
  name: string;
  slug: string;
}

export interface SectionItem {
  image_url: string;
  title: string;
  subtitle: string;
  link: string;
}

export interface Section {
  id: number;
  title: string;
  link: string;
  items: SectionItem[];
}

export interface FeaturedBrand {
  image_url: string;
  link: string;
  title?: string;
}

export interface Banner {
  id: number;
  image_url: string;
  title?: string;
  link: string;
}

export interface Ad {
  image_url: string;
  link: string;
}

export interface ProductListItem {
  id: number;
  slug: string;
  name: string;
  brand: string;
  categories: string[];
  price: number;
  mrp: number;
  discount_percentage: number;
  popularity: number;
  /** ISO 8601 date-time. */
  addedDate: string;
  thumb_300_img: string;
}

export interface ProductDetail {
  slug: string;
  name: string;
  brand: string;
  image_url: string;
  short_description: string;
  description: string;
  price: number;
  mrp: number;
  discount_percentage: number;
  rating: number;
  reviewsCount: number;
  offers: string[];
  color: string;
  size: string;
  details: Record<string, string>;
}

export type Gender = 'male' | 'female';

export interface User {
  id: number;
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  username: string;
  gender: Gender | null;
  image_url: string | null;
}

export interface LoginRequest {
  email: string;
  password: string;
}

export interface LoginResponse {
  access_token: string;
  refresh_token: string;
  user: User;
}

export interface ValidateTokenResponse {
  status: 200;
  user: User;
}

export interface RegisterRequest {
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  password: string;
  con_password: string;
}

export interface RegisterResponse {
  message: string;
  user: User;
}

export interface Profile {
  first_name: string;
  last_name: string;
  gender: Gender | null;
  email: string;
  phone: string;
  username: string;
  image_url: string | null;
}

export interface ProfileUpdate {
  first_name: string;
  last_name: string;
  /** null: not chosen yet (a shopper who registered without one can still save names). */
  gender: Gender | null;
  image?: Blob | null;
}

/** The filters of GET /api/products/ (spec §7), as sent on the wire. */
export interface ProductQuery {
  keyword?: string;
  priceFrom?: number;
  priceTo?: number;
  offer?: number;
  brand?: string;
  color?: string;
  size?: string;
  rating?: number;
  category_slug?: string;
  brand_slug?: string;
}

/** Field name -> messages, as the register and profile calls answer on a 400. */
export type FieldErrors = Record<string, string[]>;

/** Every error the backend answers is JSON of this shape, with a real HTTP status. */
export interface ApiErrorBody {
  error?: string;
  errors?: FieldErrors;
  status?: number;
}

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
