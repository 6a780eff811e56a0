import * as v from 'valibot';
import { BRAND_SPECS } from './brands';
import { GLYPHS, type Glyph } from './glyphs';
import taxonomyData from './taxonomy.json';

/**
 * The catalogue's categories and how the products of each leaf are made up, kept as data in
 * taxonomy.json and checked against this schema when the seed loads, so a slip in the data
 * (a brand that does not exist, a price range upside down) stops the mock backend with a
 * message saying where, rather than seeding a catalogue that is quietly wrong.
 */

const text = v.pipe(v.string(), v.nonEmpty('must not be empty'));

/** A missing or unknown field said as such, rather than in valibot's words for object keys. */
const fieldMessage: v.ErrorMessage<v.StrictObjectIssue> = (issue) => {
  if (issue.expected === 'never') return 'is not a field here (a typo?)';
  if (issue.expected?.startsWith('"')) return 'is missing';
  return `must be an object, not ${issue.received}`;
};

const brandSlugs = BRAND_SPECS.map((brand) => brand.slug);
const brandSlug = v.picklist(
  brandSlugs,
  (issue) => `unknown brand ${issue.received} (brands.ts has no such slug)`,
);

/** A product line of a brand; `sizes` overrides the template's sizes ([]: sold in one size). */
const productLineSchema = v.union(
  [text, v.strictObject({ name: text, sizes: v.array(text) }, fieldMessage)],
  'a product line is a name, or {"name", "sizes"}',
);

/**
 * How products of one leaf category are made up. The generator combines these pools with a
 * seeded PRNG; every value here is plain data so the catalog reads like a real Indian store.
 */
const productTemplateSchema = v.strictObject(
  {
    /**
     * Brand slug (see brands.ts) to the brand's product lines. Products take turns through the
     * brands so every brand of the leaf sells something.
     */
    lines: v.pipe(
      v.record(brandSlug, v.pipe(v.array(productLineSchema), v.nonEmpty('a brand needs a line'))),
      v.check((lines) => Object.keys(lines).length > 0, 'a leaf needs at least one brand'),
    ),
    /** Empty: the product has no colour (books, food) and answers color ''. */
    colors: v.array(text),
    /** Sizes of lines given as plain names; empty: no size, the product answers size ''. */
    sizes: v.array(text),
    sizeLabel: text,
    /** Range of the MRP in rupees. */
    mrp: v.pipe(
      v.strictTuple([v.pipe(v.number(), v.minValue(1)), v.number()]),
      v.check(([low, high]) => low <= high, 'the MRP range is [lowest, highest], lowest first'),
    ),
    /** Discounts are drawn from 5% up to this. */
    maxDiscount: v.pipe(
      v.number(),
      v.integer(),
      v.minValue(5, 'the largest discount is at least 5 (%)'),
      v.maxValue(95, 'the largest discount is at most 95 (%)'),
    ),
    warranty: v.optional(text),
    /** Category-specific details, one value picked per label. */
    specs: v.record(text, v.pipe(v.array(text), v.nonEmpty('a detail needs a value'))),
    /** Selling points; two or three make up the short description and the description. */
    highlights: v.pipe(v.array(text), v.minLength(3, 'a leaf needs at least three highlights')),
    /** Books are named by title, author and format rather than by brand and line. */
    naming: v.optional(v.literal('title')),
  },
  fieldMessage,
);

export type ProductLine = v.InferOutput<typeof productLineSchema>;
export type ProductTemplate = v.InferOutput<typeof productTemplateSchema>;

/** A category: a leaf has `products` and no `children`; any other category has `children`. */
export interface CategorySpec {
  slug: string;
  name: string;
  glyph: Glyph;
  hue: number;
  children?: CategorySpec[];
  products?: ProductTemplate;
}

const categorySchema: v.GenericSchema<CategorySpec> = v.lazy(() =>
  v.pipe(
    v.strictObject(
      {
        slug: v.pipe(
          text,
          v.regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'a slug is lower-case-with-hyphens'),
        ),
        name: text,
        glyph: v.picklist(GLYPHS, (issue) => `unknown glyph ${issue.received} (see glyphs.ts)`),
        hue: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(359)),
        children: v.optional(v.pipe(v.array(categorySchema), v.nonEmpty('children is empty'))),
        products: v.optional(productTemplateSchema),
      },
      fieldMessage,
    ),
    v.check(
      (category) => (category.children === undefined) !== (category.products === undefined),
      'a category has either children or products (a leaf), not both and not neither',
    ),
  ),
);

function allSlugs(categories: readonly CategorySpec[]): string[] {
  return categories.flatMap((category) => [category.slug, ...allSlugs(category.children ?? [])]);
}

const taxonomySchema = v.pipe(
  v.array(categorySchema),
  v.nonEmpty('the taxonomy has no categories'),
  v.rawCheck(({ dataset, addIssue }) => {
    if (!dataset.typed) return;
    const seen = new Set<string>();
    for (const slug of allSlugs(dataset.value)) {
      if (seen.has(slug)) addIssue({ message: `the category slug '${slug}' is used twice` });
      seen.add(slug);
    }
  }),
);

/**
 * Where an issue is, as the slugs of the categories down to it and then the field:
 * 'electronics › cameras: products.mrp'.
 */
function whereIs(issue: v.BaseIssue<unknown>): string {
  const categories: string[] = [];
  let fields: string[] = [];
  let atCategory = true;
  for (const item of issue.path ?? []) {
    if (atCategory) {
      const value: unknown = item.value;
      const slug =
        typeof value === 'object' && value !== null && 'slug' in value ? value.slug : undefined;
      categories.push(typeof slug === 'string' ? slug : `category #${String(item.key)}`);
      fields = [];
      atCategory = false;
    } else if (fields.length === 0 && item.key === 'children') {
      atCategory = true;
    } else {
      fields.push(String(item.key));
    }
  }
  const place = categories.length > 0 ? categories.join(' › ') : 'the taxonomy';
  return fields.length > 0 ? `${place}: ${fields.join('.')}` : place;
}

/** The categories of the data, or an error listing every place the data is wrong. */
export function parseTaxonomy(data: unknown): readonly CategorySpec[] {
  const result = v.safeParse(taxonomySchema, data);
  if (result.success) return result.output;
  const problems = result.issues.map((issue) => `  ${whereIs(issue)}: ${issue.message}`);
  throw new Error(`mocks/seed/taxonomy.json is malformed:\n${problems.join('\n')}`);
}

/**
 * The categories of taxonomy.json, checked as the seed loads wherever the data is edited and
 * tried: the development server, the tests, `npm run mock-api`. A production bundle carries data
 * its build checked (scripts/check-taxonomy.ts, run first by scripts/build.mjs) and does not
 * check it again at every page load, a task of 50-80 ms on a 4x slowed phone (issue 27).
 */
export const CATEGORY_SPECS: readonly CategorySpec[] =
  process.env.NODE_ENV === 'production'
    ? // The JSON's inferred type is wider than the schema's output (a literal read as a string).
      (taxonomyData as unknown as readonly CategorySpec[])
    : parseTaxonomy(taxonomyData);
