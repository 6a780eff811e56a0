import { array } from './decode';
import { request, type RequestOptions } from './http';
import * as schema from './schemas';
import {
  API_PATHS,
  type Ad,
  type Banner,
  type Brand,
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
} from './types';

/** One function per documented call (spec §7). Every one rejects with ApiError or AbortError. */

export function validateToken(options: RequestOptions = {}): Promise<ValidateTokenResponse> {
  return request({
    ...options,
    method: 'GET',
    path: API_PATHS.validateToken,
    auth: true,
    decoder: schema.validateTokenResponse,
  });
}

export function getTopSections(options: RequestOptions = {}): Promise<Section[]> {
  return request({
    ...options,
    method: 'GET',
    path: API_PATHS.sectionTop,
    decoder: array(schema.section),
  });
}

export function getBottomSections(options: RequestOptions = {}): Promise<Section[]> {
  return request({
    ...options,
    method: 'GET',
    path: API_PATHS.sectionBottom,
    decoder: array(schema.section),
  });
}

export function getFeaturedBrands(options: RequestOptions = {}): Promise<FeaturedBrand[]> {
  return request({
    ...options,
    method: 'GET',
    path: API_PATHS.featuredBrands,
    decoder: array(schema.featuredBrand),
  });
}

export function getBanners(options: RequestOptions = {}): Promise<Banner[]> {
  return request({
    ...options,
    method: 'GET',
    path: API_PATHS.banners,
    decoder: array(schema.banner),
  });
}

export function getCategories(options: RequestOptions = {}): Promise<CategoryNode[]> {
  return request({
    ...options,
    method: 'GET',
    path: API_PATHS.categories,
    decoder: array(schema.categoryNode),
  });
}

export function getBrands(options: RequestOptions = {}): Promise<Brand[]> {
  return request({
    ...options,
    method: 'GET',
    path: API_PATHS.brands,
    decoder: array(schema.brand),
  });
}

export function getAds(options: RequestOptions = {}): Promise<Ad[]> {
  return request({ ...options, method: 'GET', path: API_PATHS.ads, decoder: array(schema.ad) });
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
    decoder: schema.registerResponse,
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
    decoder: schema.loginResponse,
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
    decoder: array(schema.productListItem),
  });
}

export function getProduct(slug: string, options: RequestOptions = {}): Promise<ProductDetail> {
  return request({
    ...options,
    method: 'GET',
    path: `${API_PATHS.product}${encodeURIComponent(slug)}`,
    decoder: schema.productDetail,
  });
}

export function getProfile(options: RequestOptions = {}): Promise<Profile> {
  return request({
    ...options,
    method: 'GET',
    path: API_PATHS.profile,
    auth: true,
    decoder: schema.profile,
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
    decoder: schema.profile,
  });
}
