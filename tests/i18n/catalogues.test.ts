// @vitest-environment node
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { formatter } from '@lingui/format-po';
import { compileMessageOrThrow, type CompiledMessage } from '@lingui/message-utils/compileMessage';
import ts from 'typescript';

/**
 * The catalogues against the source, read here on their own (not through the app's modules):
 * every message the app writes (an object literal marked `/*i18n*\/`, as `lingui extract` finds
 * them) is in every catalogue, every catalogue entry is used, the English catalogue says what
 * the source says, and each translation takes the same ICU arguments as the English. Each
 * language's catalogue is one file per area (src/locales/{locale}/{area}.po), each id in one.
 */

interface Descriptor {
  id: string;
  message: string;
  where: string;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return name === 'statecharts' ? [] : sourceFiles(file);
    return /\.tsx?$/.test(name) ? [file] : [];
  });
}

function descriptorsIn(file: string): Descriptor[] {
  const text = readFileSync(file, 'utf8');
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const found: Descriptor[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isObjectLiteralExpression(node)) {
      // The marker sits between the call's parenthesis and the object, in the object's trivia.
      if (text.slice(node.getFullStart(), node.getStart()).includes('/*i18n*/')) {
        const field = (name: string) => {
          const property = node.properties.find(
            (p): p is ts.PropertyAssignment =>
              ts.isPropertyAssignment(p) && p.name.getText(source) === name,
          );
          const value = property?.initializer;
          if (!value || !ts.isStringLiteralLike(value)) {
            throw new Error(`${file}: an i18n descriptor's ${name} must be a string literal`);
          }
          return value.text;
        };
        const { line } = source.getLineAndCharacterOfPosition(node.getStart());
        found.push({ id: field('id'), message: field('message'), where: `${file}:${line + 1}` });
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

interface Entry {
  id: string;
  translation: string;
  /** The area file that holds it: 'shop.po'. */
  file: string;
}

/** A language's catalogue: the entries of every PO file in src/locales/{locale}/. */
function catalogue(locale: string): Entry[] {
  const folder = path.resolve('src/locales', locale);
  return readdirSync(folder)
    .filter((name) => name.endsWith('.po'))
    .flatMap((file) => {
      const where = path.join(folder, file);
      const parsed = formatter({ explicitIdAsDefault: true }).parse(readFileSync(where, 'utf8'), {
        locale,
        sourceLocale: 'en',
        filename: where,
      });
      if (parsed instanceof Promise) throw new Error('expected a synchronous parse');
      return Object.entries(parsed).map(([id, entry]) => ({
        id,
        translation: entry.translation ?? '',
        file,
      }));
    });
}

const translations = (entries: Entry[]) =>
  new Map(entries.map(({ id, translation }) => [id, translation]));

/** A message's ICU arguments: each name with its kind (plain, plural, select…). */
function argumentsOf(compiled: CompiledMessage, into = new Map<string, string>()) {
  for (const token of compiled) {
    if (typeof token === 'string') continue;
    const [name, kind, choices] = token;
    into.set(name, kind ?? 'text');
    if (choices && typeof choices === 'object') {
      for (const [key, choice] of Object.entries(choices)) {
        if (key !== 'offset' && Array.isArray(choice)) argumentsOf(choice, into);
      }
    }
  }
  return into;
}

const descriptors = [...sourceFiles('src'), ...sourceFiles('machines')].flatMap(descriptorsIn);
const source = new Map<string, string>();
for (const { id, message, where } of descriptors) {
  const earlier = source.get(id);
  if (earlier !== undefined && earlier !== message) {
    throw new Error(`${where}: ${id} is written with two different English texts`);
  }
  source.set(id, message);
}
const catalogues = { en: catalogue('en'), hi: catalogue('hi') };
const english = translations(catalogues.en);
const hindi = translations(catalogues.hi);
const LOCALES = ['en', 'hi'] as const;

describe('the message catalogues', () => {
  it('finds the messages of the app', () => {
    expect(source.get('title.login')).toBe('Login');
    expect(source.size).toBeGreaterThan(500);
  });

  it('has every message of the source in English, as the source writes it', () => {
    const stale = [...source].filter(([id, message]) => english.get(id) !== message);
    expect(
      stale.map(([id]) => id),
      'run npm run i18n:extract',
    ).toEqual([]);
  });

  it('translates every message into Hindi', () => {
    const missing = [...source.keys()].filter((id) => !hindi.get(id));
    expect(missing).toEqual([]);
  });

  it('uses every entry of every catalogue', () => {
    for (const entries of [english, hindi]) {
      expect([...entries.keys()].filter((id) => !source.has(id))).toEqual([]);
    }
  });

  it('gives each translation the same ICU arguments as the English', () => {
    const differing = [...source].flatMap(([id, message]) => {
      const translation = hindi.get(id);
      if (!translation) return [];
      const expected = Object.fromEntries(argumentsOf(compileMessageOrThrow(message)));
      const actual = Object.fromEntries(argumentsOf(compileMessageOrThrow(translation)));
      return JSON.stringify(expected, Object.keys(expected).sort()) ===
        JSON.stringify(actual, Object.keys(actual).sort())
        ? []
        : [{ id, expected, actual }];
    });
    expect(differing).toEqual([]);
  });

  it('declares a name for every category of the catalogue (translated by slug)', () => {
    const taxonomy = readFileSync('mocks/seed/taxonomy.json', 'utf8');
    const slugs = [...taxonomy.matchAll(/"slug":\s*"([^"]+)"/g)].map(([, slug]) => slug);
    expect(slugs.length).toBeGreaterThan(0);
    expect(slugs.filter((slug) => !source.has(`category.${slug}`))).toEqual([]);
  });
});

describe('the area files of the catalogues', () => {
  it.each(LOCALES)('keeps %s in one file per area', (locale) => {
    expect(readdirSync(path.resolve('src/locales', locale)).sort()).toEqual([
      'account.po',
      'address.po',
      'auth.po',
      'catalog.po',
      'categories.po',
      'checkout.po',
      'footer.po',
      'help.po',
      'info.po',
      'product.po',
      'seller.po',
      'shell.po',
      'shop.po',
      'titles.po',
    ]);
  });

  it.each(LOCALES)('writes each id of %s in one area file only', (locale) => {
    const seen = new Set<string>();
    const twice = catalogues[locale].filter(({ id }) => seen.has(id) || !seen.add(id));
    expect(twice.map(({ id, file }) => `${id} (${file})`)).toEqual([]);
  });

  it('files each id in the same area in both languages', () => {
    const hindiFile = new Map(catalogues.hi.map(({ id, file }) => [id, file]));
    const moved = catalogues.en.filter(({ id, file }) => hindiFile.get(id) !== file);
    expect(
      moved.map(({ id, file }) => `${id}: ${file} in English, ${hindiFile.get(id)} in Hindi`),
    ).toEqual([]);
  });

  it('keeps the ids of a prefix (their first two segments) together', () => {
    const filesOf = new Map<string, Set<string>>();
    for (const { id, file } of catalogues.en) {
      const prefix = id.split('.').slice(0, 2).join('.');
      filesOf.set(prefix, (filesOf.get(prefix) ?? new Set()).add(file));
    }
    const scattered = [...filesOf].filter(([, files]) => files.size > 1);
    expect(scattered.map(([prefix, files]) => `${prefix}: ${[...files].join(', ')}`)).toEqual([]);
  });

  it('files the ids by area, as issue 29 divides them', () => {
    const fileOf = new Map(catalogues.en.map(({ id, file }) => [id, file]));
    const expected = {
      'shell.skip-link': 'shell.po',
      'shell.footer.faq': 'footer.po',
      'title.login': 'titles.po',
      'category.mobiles': 'categories.po',
      'catalog.listing.clear-filters': 'catalog.po',
      'catalog.product.add-to-cart': 'product.po',
      'auth.login.email': 'auth.po',
      'form.offline': 'auth.po',
      'account.heading': 'account.po',
      'address.form.address': 'address.po',
      'shop.cart.empty.action': 'shop.po',
      'checkout.heading': 'checkout.po',
      'info.privacy.heading': 'info.po',
      'info.epr.heading': 'seller.po',
      'info.faq.cancel': 'help.po',
    };
    expect(Object.fromEntries(Object.keys(expected).map((id) => [id, fileOf.get(id)]))).toEqual(
      expected,
    );
  });
});
