import type { BrandSpec } from './brands';
import type { LeafCategory } from './categories';
import { imagePath, PRODUCT_IMAGE_VARIANTS } from './images';
import { createRng, type Rng } from './prng';
import type { ProductTemplate } from './taxonomy';
import { slugify } from './text';

/**
 * What the catalog indexes for one product: everything the listing and its filters need. The
 * detail page's extras (ProductExtras) are derived on demand, which keeps a 20,000-product
 * catalog quick to build.
 */
export interface SeedProduct {
  id: number;
  slug: string;
  name: string;
  brandSlug: string;
  brandName: string;
  leafId: number;
  categoryNames: readonly string[];
  price: number;
  mrp: number;
  discount_percentage: number;
  popularity: number;
  addedDate: string;
  rating: number;
  reviewsCount: number;
  color: string;
  size: string;
  image_url: string;
  /** The brand's product line, e.g. 'Galaxy M35 5G'. */
  lineName: string;
  /** One value per label of the leaf's specs, in the leaf's order. */
  specValues: readonly string[];
  in_stock: boolean;
}

export interface ProductExtras {
  offers: string[];
  details: Record<string, string>;
  short_description: string;
  description: string;
}

/** Dates are counted back from a fixed day, never from "now", so every run seeds the same. */
const REFERENCE_DATE_MS = Date.UTC(2025, 5, 30, 12, 0, 0);
const TWO_YEARS_S = 730 * 24 * 60 * 60;

const OFFERS = [
  '10% Instant Discount on HDFC Bank Credit Cards, up to ₹1,500 on orders of ₹5,000 and above',
  '5% Unlimited Cashback on Axis Bank Credit Card',
  '₹50 cashback on your first UPI payment through BHIM',
  'Flat ₹100 off on UPI transactions above ₹2,000',
  'No Cost EMI on Bajaj Finserv EMI Card on cart value above ₹2,999',
  'No Cost EMI from ₹1,167/month on 3 and 6 month tenures',
  '₹250 off on SBI Credit Card EMI transactions of ₹7,500 and above',
  '10% off on ICICI Bank Net Banking, up to ₹750',
  'Special Price: extra 5% off (price inclusive of cashback/coupon)',
  'Buy 2 items, save an extra 5%; buy 3 or more, save 10%',
  'Get a Bazaar Gift Card worth ₹100 on your first order',
];

const CLOSINGS = [
  'Every order is quality-checked before dispatch and can be returned within 7 days of delivery.',
  'Delivered in secure packaging to more than 19,000 pin codes across India.',
  'Cash on Delivery is available on orders of up to ₹50,000.',
  'Sold by a Bazaar Assured seller with fast, reliable delivery.',
];

const SELLERS = [
  'Bazaar Retail Pvt Ltd',
  'Shree Ganesh Traders',
  'Mahalaxmi Enterprises',
  'TrueValue Sellers',
  'Omkar Retail',
];
const ORIGINS = ['India', 'India', 'India', 'China', 'Vietnam'];

/** An MRP that looks like a shelf price: ₹1,299, ₹49,999, ₹89. */
function shelfPrice(raw: number): number {
  if (raw >= 1000) return Math.round(raw / 100) * 100 - 1;
  if (raw >= 100) return Math.round(raw / 10) * 10 - 1;
  return Math.max(1, Math.round(raw));
}

const linePoints = new Map<string, number>();

/** Where a product line sits in its category's price range, 0 to 1; the same on every run. */
function linePricePoint(lineKey: string): number {
  let point = linePoints.get(lineKey);
  if (point === undefined) {
    point = createRng(`line:${lineKey}`).next();
    linePoints.set(lineKey, point);
  }
  return point;
}

/**
 * Each product line has its own price point inside the category's range (a Redmi costs less
 * than an iPhone), bigger sizes cost a little more, and each listing varies by a few percent.
 */
function pricing(
  rng: Rng,
  template: ProductTemplate,
  lineKey: string,
  sizeRank: number,
): { mrp: number; price: number } {
  const [low, high] = template.mrp;
  const linePoint = linePricePoint(lineKey);
  const raw =
    low * Math.pow(high / low, linePoint) * (1 + 0.3 * sizeRank) * (0.95 + rng.next() * 0.1);
  const mrp = shelfPrice(raw);
  if (rng.chance(0.08)) return { mrp, price: mrp };
  const discounted = mrp * (1 - rng.int(5, template.maxDiscount) / 100);
  // Some prices carry paise (1299.5), so the storefront's flooring is actually exercised.
  const price = rng.chance(0.18)
    ? Math.floor(discounted) + 0.5
    : discounted >= 100
      ? Math.floor(discounted / 10) * 10 + 9
      : Math.max(1, Math.round(discounted));
  return { mrp, price: Math.min(price, mrp) };
}

function rating(rng: Rng): number {
  const value = rng.chance(0.08) ? 1 + rng.next() * 2 : 3 + rng.next() * 2;
  return Math.min(5, Math.round(value * 10) / 10);
}

function sentence(text: string): string {
  return text.endsWith('.') ? text : `${text}.`;
}

/**
 * The products the demo shopper's wishlist shows as 'Out of Stock' (./shop.ts), like the spec's
 * sample wishlist does.
 */
export const DEMO_SOLD_OUT_IDS: ReadonlySet<number> = new Set([113, 365]);
/** Besides those, one product in this many is out of stock: a few of every catalog size. */
const SOLD_OUT_EVERY = 50;

/** By id alone, so a product's stock is the same at every catalog size and on every run. */
function isInStock(id: number): boolean {
  return id % SOLD_OUT_EVERY !== 0 && !DEMO_SOLD_OUT_IDS.has(id);
}

/**
 * Product `id` is made from its own PRNG stream, so a catalog of N products is a prefix of any
 * larger one: section links and test fixtures stay valid whatever the catalog size.
 */
export function generateProduct(
  id: number,
  leaves: readonly LeafCategory[],
  brandsBySlug: ReadonlyMap<string, BrandSpec>,
): SeedProduct {
  const leaf = leaves[(id - 1) % leaves.length];
  if (!leaf) throw new Error('generateProduct needs at least one leaf category');
  const template = leaf.template;
  const rng = createRng(`product:${id}`);

  // Brands take turns within a leaf so every brand of the leaf sells something.
  const round = Math.floor((id - 1) / leaves.length);
  const [brandSlug, lines] = leaf.brandLines[round % leaf.brandLines.length] ?? ['', []];
  const brand = brandsBySlug.get(brandSlug);
  if (!brand || lines.length === 0)
    throw new Error(`Bad brand lines '${brandSlug}' in category '${leaf.slug}'`);

  const line = rng.pick(lines);
  const lineName = typeof line === 'string' ? line : line.name;
  const sizes = typeof line === 'string' ? template.sizes : line.sizes;
  const color = template.colors.length > 0 ? rng.pick(template.colors) : '';
  const size = sizes.length > 0 ? rng.pick(sizes) : '';
  const specValues = leaf.specs.map(([, values]) => rng.pick(values));

  let name: string;
  if (template.naming === 'title') {
    const author = specValues[leaf.specs.findIndex(([label]) => label === 'Author')] ?? brand.name;
    name = `${lineName} by ${author}${size ? ` (${size})` : ''}`;
  } else {
    const variant = color && size ? `${color}, ${size}` : color || size;
    name = `${brand.name} ${lineName}${variant ? ` (${variant})` : ''}`;
  }

  const sizeRank = sizes.length > 1 ? sizes.indexOf(size) / (sizes.length - 1) : 0;
  const { mrp, price } = pricing(rng, template, `${leaf.slug}/${brandSlug}/${lineName}`, sizeRank);
  return {
    id,
    slug: `${slugify(name).slice(0, 80).replace(/-+$/, '')}-${id}`,
    name,
    brandSlug,
    brandName: brand.name,
    leafId: leaf.id,
    categoryNames: leaf.pathNames,
    price,
    mrp,
    discount_percentage: Math.round(((mrp - price) / mrp) * 100),
    popularity: Math.floor(Math.pow(rng.next(), 2) * 100_000),
    addedDate: new Date(REFERENCE_DATE_MS - rng.int(0, TWO_YEARS_S) * 1000).toISOString(),
    rating: rating(rng),
    reviewsCount: Math.floor(Math.pow(rng.next(), 3) * 60_000) + 1,
    color,
    size,
    image_url: imagePath.product(leaf.slug, rng.int(1, PRODUCT_IMAGE_VARIANTS)),
    lineName,
    specValues,
    in_stock: isInStock(id),
  };
}

/** The detail page's extras, from the product's second PRNG stream: the same on every call. */
export function describeProduct(product: SeedProduct, leaf: LeafCategory): ProductExtras {
  const { template } = leaf;
  const rng = createRng(`product-detail:${product.id}`);
  const highlights = rng.sample(template.highlights, rng.int(2, 3));
  const details: Record<string, string> = {
    Brand: product.brandName,
    [template.naming === 'title' ? 'Title' : 'Model Name']: product.lineName,
  };
  if (product.color) details.Color = product.color;
  if (product.size) details[template.sizeLabel] = product.size;
  leaf.specs.forEach(([label], index) => {
    details[label] = product.specValues[index] ?? '';
  });
  if (template.warranty) details.Warranty = template.warranty;
  details['Country of Origin'] = rng.pick(ORIGINS);
  details['Sold By'] = rng.pick(SELLERS);
  return {
    offers: rng.sample(OFFERS, rng.int(2, 4)),
    details,
    // About one in five has no short description, so the storefront's fallback is exercised.
    short_description: rng.chance(0.2) ? '' : highlights.slice(0, 2).map(sentence).join(' '),
    description: [
      `The ${product.name} from ${product.brandName}, in our ${leaf.name} range.`,
      ...highlights.map(sentence),
      rng.pick(CLOSINGS),
    ].join(' '),
  };
}
