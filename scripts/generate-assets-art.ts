/**
 * Every picture the mock catalog refers to, drawn as SVG by its URL path (from
 * mocks/seed/images.ts): product pictures, category icons, banners, ads, featured brands, brand
 * logos and payment logos.
 */
import {
  AD_SPECS,
  BANNER_SPECS,
  BRAND_SPECS,
  CATEGORY_SPECS,
  FEATURED_BRAND_SPECS,
} from '../mocks/seed';
import type { Glyph } from '../mocks/seed/glyphs';
import { imagePath, PRODUCT_IMAGE_VARIANTS } from '../mocks/seed/images';
import type { ArtSpec } from '../mocks/seed/home';
import type { CategorySpec } from '../mocks/seed/taxonomy';
import { placed } from './generate-assets-glyphs';
import { gradient, palette, svg, text } from './generate-assets-svg';

function productImage(spec: CategorySpec, variant: number): string {
  const p = palette(spec.hue, variant === 1 ? 0 : 28);
  const background = variant === 1 ? p.pale : p.light;
  return svg(
    300,
    300,
    spec.name,
    `<rect width="300" height="300" fill="${background}"/><circle cx="150" cy="135" r="105" fill="#fff" opacity="0.7"/>${placed(spec.glyph, p, 60, 45, 180)}${text(spec.name, { x: 150, y: 278, size: 17, fill: p.dark, weight: 600, anchor: 'middle', maxWidth: 270 })}`,
  );
}

function categoryIcon(spec: CategorySpec): string {
  const p = palette(spec.hue);
  return svg(
    128,
    128,
    spec.name,
    `<circle cx="64" cy="64" r="62" fill="${p.pale}"/>${placed(spec.glyph, p, 24, 24, 80)}`,
  );
}

function banner(spec: ArtSpec): string {
  const p = palette(spec.hue);
  const deep = palette(spec.hue, 30);
  return svg(
    1600,
    400,
    `${spec.headline}: ${spec.tagline}`,
    `${gradient('g', p.dark, deep.main)}<rect width="1600" height="400" fill="url(#g)"/><circle cx="1320" cy="200" r="230" fill="#fff" opacity="0.12"/><circle cx="1500" cy="40" r="120" fill="#fff" opacity="0.08"/>${text(spec.headline, { x: 110, y: 170, size: 76, fill: '#fff', weight: 800, maxWidth: 900 })}${text(spec.tagline, { x: 112, y: 232, size: 34, fill: '#fff', maxWidth: 900 })}<rect x="112" y="272" width="210" height="62" rx="31" fill="#fff"/>${text('Shop now', { x: 217, y: 313, size: 26, fill: p.dark, weight: 700, anchor: 'middle', maxWidth: 180 })}${placed(spec.glyph, palette(spec.hue, 180), 1140, 40, 320, 0.95)}`,
  );
}

function ad(spec: ArtSpec): string {
  const p = palette(spec.hue);
  return svg(
    800,
    300,
    `${spec.headline}: ${spec.tagline}`,
    `${gradient('g', p.pale, p.light)}<rect width="800" height="300" fill="url(#g)"/><circle cx="640" cy="150" r="130" fill="#fff" opacity="0.6"/>${text(spec.headline, { x: 48, y: 130, size: 44, fill: p.dark, weight: 800, maxWidth: 450 })}${text(spec.tagline, { x: 50, y: 178, size: 24, fill: p.dark, maxWidth: 450 })}${text('Ad', { x: 50, y: 262, size: 16, fill: p.dark, maxWidth: 40 })}${placed(spec.glyph, p, 550, 60, 180)}`,
  );
}

function featuredBrand(name: string, title: string, glyph: Glyph, hue: number): string {
  const p = palette(hue);
  const tagline = title.includes(':') ? title.slice(title.indexOf(':') + 1).trim() : title;
  return svg(
    600,
    300,
    title,
    `${gradient('g', p.main, p.dark)}<rect width="600" height="300" rx="16" fill="url(#g)"/>${placed(glyph, palette(hue, 180), 380, 70, 170, 0.9)}${text(name, { x: 40, y: 140, size: 54, fill: '#fff', weight: 800, maxWidth: 330 })}${text(tagline, { x: 42, y: 186, size: 22, fill: '#fff', maxWidth: 330 })}${text('Explore the store', { x: 42, y: 250, size: 18, fill: p.pale, weight: 600, maxWidth: 300 })}`,
  );
}

function brandLogo(name: string, hue: number): string {
  const p = palette(hue);
  return svg(
    240,
    120,
    `${name} logo`,
    `<rect x="2" y="2" width="236" height="116" rx="14" fill="#fff" stroke="${p.light}" stroke-width="3"/><rect x="20" y="86" width="200" height="6" rx="3" fill="${p.main}"/>${text(name, { x: 120, y: 70, size: 34, fill: p.dark, weight: 800, anchor: 'middle', maxWidth: 200 })}`,
  );
}

function paymentLogos(): Record<string, string> {
  const card = (label: string, body: string): string =>
    svg(
      96,
      60,
      label,
      `<rect x="1" y="1" width="94" height="58" rx="8" fill="#fff" stroke="#d0d5dd"/>${body}`,
    );
  return {
    [imagePath.payment('card-visa')]: card(
      'Visa card',
      `<rect x="10" y="40" width="76" height="10" rx="2" fill="#f7b600"/>${text('VISA', { x: 48, y: 34, size: 24, fill: '#1a1f71', weight: 900, anchor: 'middle', maxWidth: 70 })}`,
    ),
    [imagePath.payment('card-mastercard')]: card(
      'Mastercard card',
      `<circle cx="38" cy="27" r="15" fill="#eb001b"/><circle cx="58" cy="27" r="15" fill="#f79e1b" opacity="0.9"/>${text('mastercard', { x: 48, y: 54, size: 10, fill: '#222', weight: 700, anchor: 'middle', maxWidth: 70 })}`,
    ),
    [imagePath.payment('wallet')]: card(
      'Online wallet and UPI',
      `<rect x="14" y="14" width="40" height="30" rx="5" fill="#5f259f"/><rect x="40" y="22" width="18" height="14" rx="4" fill="#8b5cf6"/><circle cx="47" cy="29" r="3" fill="#fff"/>${text('UPI', { x: 72, y: 36, size: 16, fill: '#5f259f', weight: 800, anchor: 'middle', maxWidth: 30 })}`,
    ),
  };
}

function collectCategories(specs: readonly CategorySpec[]): CategorySpec[] {
  return specs.flatMap((spec) => [spec, ...collectCategories(spec.children ?? [])]);
}

export function buildAssets(): Map<string, string> {
  const assets = new Map<string, string>();
  const categories = collectCategories(CATEGORY_SPECS);
  for (const spec of categories) {
    assets.set(imagePath.category(spec.slug), categoryIcon(spec));
    if (!spec.products) continue;
    for (let variant = 1; variant <= PRODUCT_IMAGE_VARIANTS; variant += 1) {
      assets.set(imagePath.product(spec.slug, variant), productImage(spec, variant));
    }
  }
  const brands = new Map(BRAND_SPECS.map((brand) => [brand.slug, brand]));
  for (const brand of BRAND_SPECS)
    assets.set(imagePath.brandLogo(brand.slug), brandLogo(brand.name, brand.hue));
  for (const spec of BANNER_SPECS) assets.set(imagePath.banner(spec.key), banner(spec));
  for (const spec of AD_SPECS) assets.set(imagePath.ad(spec.key), ad(spec));
  for (const spec of FEATURED_BRAND_SPECS) {
    const brand = brands.get(spec.brandSlug);
    if (!brand) throw new Error(`Featured brand '${spec.brandSlug}' is not in BRAND_SPECS`);
    assets.set(
      imagePath.featuredBrand(brand.slug),
      featuredBrand(brand.name, spec.title, spec.glyph, brand.hue),
    );
  }
  for (const [file, content] of Object.entries(paymentLogos())) assets.set(file, content);
  return assets;
}
