import type {
  Ad,
  Banner,
  CategoryNode,
  FeaturedBrand,
  Section,
  SectionItem,
} from '../../src/api/types';
import { formatRupees } from '../../src/lib/format';
import type { BrandSpec } from './brands';
import type { Glyph } from './glyphs';
import { imagePath } from './images';
import type { SeedProduct } from './products';

/** Artwork of a generated banner, ad or featured-brand image (scripts/generate-assets.ts). */
export interface ArtSpec {
  key: string;
  headline: string;
  tagline: string;
  hue: number;
  glyph: Glyph;
  link: string;
}

export const BANNER_SPECS: readonly ArtSpec[] = [
  {
    key: 'big-bazaar-days',
    headline: 'Big Bazaar Days',
    tagline: 'Up to 80% off on 10,000+ products',
    hue: 220,
    glyph: 'tag',
    link: '/products/?offer=50',
  },
  {
    key: 'smartphone-fest',
    headline: 'Smartphone Fest',
    tagline: 'Latest 5G phones from ₹8,999 with No Cost EMI',
    hue: 260,
    glyph: 'phone',
    link: '/cat/smartphones',
  },
  {
    key: 'step-up-footwear',
    headline: 'Step Up Your Style',
    tagline: "Men's sneakers and formal shoes, min. 40% off",
    hue: 25,
    glyph: 'shoe',
    link: '/cat/mens-footwear',
  },
  {
    key: 'samsung-week',
    headline: 'Samsung Week',
    tagline: 'TVs, phones and appliances at their best prices',
    hue: 225,
    glyph: 'tv',
    link: '/brand/samsung',
  },
  {
    key: 'home-makeover',
    headline: 'Home Makeover Sale',
    tagline: 'Furniture, decor and furnishing from ₹299',
    hue: 30,
    glyph: 'sofa',
    link: '/cat/home-furniture',
  },
  {
    key: 'festive-fashion',
    headline: 'Festive Fashion',
    tagline: 'Kurtas, sarees and more from ₹499',
    hue: 330,
    glyph: 'kurta',
    link: '/cat/womens-clothing',
  },
];

export const AD_SPECS: readonly ArtSpec[] = [
  {
    key: 'hdfc-bank-offer',
    headline: '10% Instant Discount',
    tagline: 'on HDFC Bank Credit Cards',
    hue: 210,
    glyph: 'tag',
    link: '/products/?offer=10',
  },
  {
    key: 'boat-audio',
    headline: 'boAt Audio Days',
    tagline: 'Earbuds and speakers, up to 75% off',
    hue: 350,
    glyph: 'headphones',
    link: '/brand/boat',
  },
  {
    key: 'grocery-savings',
    headline: 'Monthly Grocery Savings',
    tagline: 'Staples, snacks and dairy delivered',
    hue: 95,
    glyph: 'sack',
    link: '/cat/grocery',
  },
  {
    key: 'exam-ready',
    headline: 'Exam Ready',
    tagline: 'JEE, NEET and UPSC guides from ₹199',
    hue: 235,
    glyph: 'book',
    link: '/cat/exam-preparation',
  },
];

export interface FeaturedBrandSpec {
  brandSlug: string;
  title: string;
  glyph: Glyph;
}

export const FEATURED_BRAND_SPECS: readonly FeaturedBrandSpec[] = [
  { brandSlug: 'titan', title: 'Titan: watches for every occasion', glyph: 'watch' },
  { brandSlug: 'boat', title: 'boAt: plug into nirvana', glyph: 'headphones' },
  { brandSlug: 'bata', title: 'Bata: comfort in every step', glyph: 'formal-shoe' },
  { brandSlug: 'fabindia', title: 'Fabindia: celebrate Indian crafts', glyph: 'kurta' },
  { brandSlug: 'samsung', title: 'Samsung: Galaxy smartphones and more', glyph: 'phone' },
  { brandSlug: 'nike', title: 'Nike: just do it', glyph: 'shoe' },
  { brandSlug: 'himalaya', title: 'Himalaya: herbal care since 1930', glyph: 'leaf' },
  { brandSlug: 'amul', title: 'Amul: the taste of India', glyph: 'milk' },
];

/** Brands shown in the 'Top Brands' section, with their logos. */
const TOP_BRAND_SLUGS = [
  'samsung',
  'apple',
  'boat',
  'titan',
  'bata',
  'nike',
  'fabindia',
  'lakme',
  'prestige',
  'lg',
  'amul',
  'lego',
];

const SECTION_SIZE = 10;

function byPopularity(a: SeedProduct, b: SeedProduct): number {
  return b.popularity - a.popularity || a.id - b.id;
}

function byDiscount(a: SeedProduct, b: SeedProduct): number {
  return b.discount_percentage - a.discount_percentage || byPopularity(a, b);
}

/** The product's name without its '(colour, size)' suffix: short enough for a carousel card. */
function shortName(product: SeedProduct): string {
  const cut = product.name.indexOf(' (');
  return cut > 0 ? product.name.slice(0, cut) : product.name;
}

function productItem(product: SeedProduct, subtitle: string): SectionItem {
  return {
    image_url: product.image_url,
    title: shortName(product),
    subtitle,
    link: `/product/${product.slug}`,
  };
}

export interface HomeSeed {
  sectionsTop: Section[];
  sectionsBottom: Section[];
  banners: Banner[];
  ads: Ad[];
  featuredBrands: FeaturedBrand[];
}

/**
 * Home blocks. `baseProducts` must be the same for every catalog size (the first
 * BASE_PRODUCT_COUNT products), so the home page and its links do not change with the size knob.
 */
export function seedHome(
  baseProducts: readonly SeedProduct[],
  categories: readonly CategoryNode[],
  brandsBySlug: ReadonlyMap<string, BrandSpec>,
): HomeSeed {
  const inCategory = (names: readonly string[]): SeedProduct[] =>
    baseProducts.filter((product) => names.some((name) => product.categoryNames.includes(name)));
  const priced = (products: SeedProduct[]): SectionItem[] =>
    products
      .slice(0, SECTION_SIZE)
      .map((product) => productItem(product, `Now ${formatRupees(product.price)}`));
  const deals = (products: SeedProduct[]): SectionItem[] =>
    products
      .slice(0, SECTION_SIZE)
      .map((product) => productItem(product, `${product.discount_percentage}% Off`));

  const topBrandItems: SectionItem[] = TOP_BRAND_SLUGS.map((slug) => {
    const brand = brandsBySlug.get(slug);
    if (!brand) throw new Error(`Unknown top brand '${slug}'`);
    const best = Math.max(
      0,
      ...baseProducts.filter((p) => p.brandSlug === slug).map((p) => p.discount_percentage),
    );
    return {
      image_url: imagePath.brandLogo(slug),
      title: brand.name,
      subtitle: best > 0 ? `Up to ${best}% Off` : 'Shop now',
      link: `/brand/${slug}`,
    };
  });

  const sectionsTop: Section[] = [
    {
      id: 1,
      title: 'Best of Electronics',
      link: '/cat/electronics',
      items: priced(inCategory(['Electronics']).sort(byPopularity)),
    },
    {
      id: 2,
      title: 'Fashion Top Deals',
      link: '/cat/fashion',
      items: deals(inCategory(['Fashion']).sort(byDiscount)),
    },
    {
      id: 3,
      title: 'Shop by Category',
      link: '/allcategories',
      items: categories.map((category) => ({
        image_url: category.image_url,
        title: category.name,
        subtitle: `${category.subcategories.length} collections`,
        link: `/cat/${category.slug}`,
      })),
    },
    { id: 4, title: 'Top Brands', link: '/products/', items: topBrandItems },
    {
      id: 5,
      title: 'Home & Kitchen Essentials',
      link: '/cat/home-furniture',
      items: priced(inCategory(['Home & Furniture']).sort(byPopularity)),
    },
  ];
  const sectionsBottom: Section[] = [
    {
      id: 6,
      title: 'Best Deals on Smartphones',
      link: '/cat/smartphones',
      items: deals(inCategory(['Smartphones']).sort(byDiscount)),
    },
    {
      id: 7,
      title: 'Best Deals on Appliances',
      link: '/cat/appliances',
      items: deals(inCategory(['Appliances']).sort(byDiscount)),
    },
  ];

  return {
    sectionsTop,
    sectionsBottom,
    banners: BANNER_SPECS.map((spec, index) => ({
      id: index + 1,
      image_url: imagePath.banner(spec.key),
      title: spec.headline,
      link: spec.link,
    })),
    ads: AD_SPECS.map((spec) => ({ image_url: imagePath.ad(spec.key), link: spec.link })),
    featuredBrands: FEATURED_BRAND_SPECS.map((spec) => ({
      image_url: imagePath.featuredBrand(spec.brandSlug),
      link: `/brand/${spec.brandSlug}`,
      title: spec.title,
    })),
  };
}
