/**
 * Root-relative paths of the generated SVG assets (public/img, served at the site root).
 * The seed and scripts/generate-assets.ts both build paths here, so they cannot drift apart.
 */
export const PRODUCT_IMAGE_VARIANTS = 2;

export const imagePath = {
  product: (leafSlug: string, variant: number): string =>
    `/img/products/${leafSlug}-${variant}.svg`,
  category: (slug: string): string => `/img/categories/${slug}.svg`,
  brandLogo: (slug: string): string => `/img/brands/${slug}.svg`,
  banner: (key: string): string => `/img/banners/${key}.svg`,
  ad: (key: string): string => `/img/ads/${key}.svg`,
  featuredBrand: (slug: string): string => `/img/featured/${slug}.svg`,
  payment: (key: 'card-visa' | 'card-mastercard' | 'wallet'): string => `/img/payment/${key}.svg`,
};
