// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import taxonomyData from '../../mocks/seed/taxonomy.json';
import { CATEGORY_SPECS, parseTaxonomy, type CategorySpec } from '../../mocks/seed/taxonomy';

const PHONES = '0.children.0';

/** A copy of the shipped data with the value at each dotted path set (undefined: removed). */
function changed(...changes: [path: string, value: unknown][]): unknown {
  const data: unknown = structuredClone(taxonomyData);
  for (const [path, value] of changes) {
    const keys = path.split('.');
    const last = keys.pop() ?? '';
    const parent = keys.reduce(
      (node, key) => node[key] as Record<string, unknown>,
      data as Record<string, unknown>,
    );
    if (value === undefined) Reflect.deleteProperty(parent, last);
    else parent[last] = value;
  }
  return data;
}

function problemsOf(data: unknown): string {
  try {
    parseTaxonomy(data);
  } catch (error) {
    return (error as Error).message;
  }
  return 'parsed without a problem';
}

describe('taxonomy data (mocks/seed/taxonomy.json)', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.resetModules();
  });

  it('is in a production bundle exactly the data the check gives, without the check', async () => {
    vi.stubEnv('NODE_ENV', 'production');
    vi.resetModules();
    const { CATEGORY_SPECS: shipped } = await import('../../mocks/seed/taxonomy');
    const { default: data } = await import('../../mocks/seed/taxonomy.json');
    // The file's own objects (a parse makes new ones), equal to what the check would give.
    expect(shipped).toBe(data);
    expect(shipped).toEqual(parseTaxonomy(taxonomyData));
  });

  it('reads the file into the 66 categories (52 leaves) the seed is built from', () => {
    const all = (categories: readonly CategorySpec[]): CategorySpec[] =>
      categories.flatMap((category) => [category, ...all(category.children ?? [])]);
    expect(CATEGORY_SPECS).toHaveLength(12);
    expect(all(CATEGORY_SPECS)).toHaveLength(66);
    expect(all(CATEGORY_SPECS).filter((category) => category.products)).toHaveLength(52);
    expect(CATEGORY_SPECS[0]?.children?.[0]).toMatchObject({
      slug: 'smartphones',
      name: 'Smartphones',
      products: { mrp: [8999, 159900], maxDiscount: 35, sizeLabel: 'Internal Storage' },
    });
  });

  it('names the category and the field of a value that is wrong', () => {
    expect(
      problemsOf(
        changed(
          [`${PHONES}.products.lines.samsung`, undefined],
          [`${PHONES}.products.lines.samsnug`, ['Galaxy M35 5G']],
        ),
      ),
    ).toBe(
      'mocks/seed/taxonomy.json is malformed:\n' +
        '  mobiles › smartphones: products.lines.samsnug: unknown brand "samsnug" (brands.ts has no such slug)',
    );
    expect(problemsOf(changed([`${PHONES}.products.mrp`, [159900, 8999]]))).toBe(
      'mocks/seed/taxonomy.json is malformed:\n' +
        '  mobiles › smartphones: products.mrp: the MRP range is [lowest, highest], lowest first',
    );
    expect(problemsOf(changed(['1.glyph', 'rocket']))).toBe(
      'mocks/seed/taxonomy.json is malformed:\n' +
        '  electronics: glyph: unknown glyph "rocket" (see glyphs.ts)',
    );
  });

  it('lists every problem at once: a misspelt field, a missing one, a value of the wrong type', () => {
    expect(
      problemsOf(
        changed(
          [`${PHONES}.products.colors`, undefined],
          [`${PHONES}.products.colours`, ['Black']],
          [`${PHONES}.hue`, '220'],
          ['2.name', undefined],
        ),
      ),
    ).toBe(
      'mocks/seed/taxonomy.json is malformed:\n' +
        '  mobiles › smartphones: hue: Invalid type: Expected number but received "220"\n' +
        '  mobiles › smartphones: products.colors: is missing\n' +
        '  mobiles › smartphones: products.colours: is not a field here (a typo?)\n' +
        '  fashion: name: is missing',
    );
  });

  it('refuses a category that is both a leaf and a parent, or neither, and a slug used twice', () => {
    const aLeaf = 'a category has either children or products (a leaf), not both and not neither';
    expect(problemsOf(changed(['0.products', CATEGORY_SPECS[0]?.children?.[0]?.products]))).toBe(
      `mocks/seed/taxonomy.json is malformed:\n  mobiles: ${aLeaf}`,
    );
    expect(problemsOf(changed(['0.children.1.products', undefined]))).toBe(
      `mocks/seed/taxonomy.json is malformed:\n  mobiles › feature-phones: ${aLeaf}`,
    );
    expect(problemsOf(changed(['0.children.1.slug', 'smartphones']))).toBe(
      'mocks/seed/taxonomy.json is malformed:\n' +
        "  the taxonomy: the category slug 'smartphones' is used twice",
    );
  });
});
