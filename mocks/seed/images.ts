/**
 * Root-relative paths of the generated pictures (WebP under public/img, served at the site root).
 * The seed and scripts/generate-assets.ts both build paths here, so they cannot drift apart.
 */
export const PRODUCT_IMAGE_VARIANTS = 2;

export const imagePath = {
  product: (leafSlug: string, variant: number): string =>
    `/img/products/${leafSlug}-${variant}.webp`,
  category: (slug: string): string => `/img/categories/${slug}.webp`,
  brandLogo: (slug: string): string => `/img/brands/${slug}.webp`,
  banner: (key: string): string => `/img/banners/${key}.webp`,
  ad: (key: string): string => `/img/ads/${key}.webp`,
  featuredBrand: (slug: string): string => `/img/featured/${slug}.webp`,
  payment: (key: 'card-visa' | 'card-mastercard' | 'wallet'): string => `/img/payment/${key}.webp`,
};
