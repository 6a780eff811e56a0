/**
 * `npm run i18n:extract`: every `msg(/*i18n*\/ {id, message})` of the app into the catalogues,
 * one per area and language: src/locales/{locale}/{area}.po. Lingui extracts into one catalogue
 * per language and cannot split by id, so its catalogue is a working copy (.tmp/i18n/, see
 * lingui.config.js): joined from the area files first, so Lingui keeps each translation, adds a
 * new id (empty, to translate) and drops one no longer used; then split back by AREAS.
 * The source unchanged, the area files come out byte for byte as they were.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import config from './lingui.config.js';

/**
 * Which area file a message goes to, by its id's first two segments where they are listed
 * (`catalog.product.title` → product.po), else its first (`catalog.sort.label` → catalog.po):
 * the one place the rule is written. An id with a prefix not listed stops the extraction. Each
 * file holds one part of the app's texts, small enough to read and to merge.
 */
const AREAS = {
  // The navigation bar, drawer, search, layout and anything app-wide.
  shell: ['shell'],
  footer: ['shell.footer'],
  // Page titles; category names (translated by slug).
  titles: ['title'],
  categories: ['category'],
  // Home, listings, search.
  catalog: ['catalog'],
  // The product page: details, delivery check, ratings and reviews.
  product: ['catalog.product', 'catalog.delivery', 'catalog.reviews', 'catalog.pincode'],
  // Login, register, the server's form errors.
  auth: ['auth', 'form'],
  // The account and its addresses.
  account: ['account'],
  address: ['address'],
  // Cart, wishlist, orders.
  shop: ['shop'],
  checkout: ['checkout'],
  // Policy and information pages.
  info: ['info'],
  // The seller pages: becoming a seller, EPR compliance.
  seller: ['info.seller', 'info.epr'],
  // Help pages: support, FAQ, contact, notifications, gift cards.
  help: ['info.support', 'info.faq', 'info.contact', 'info.notification', 'info.gift-card'],
};

const AREA_OF_PREFIX = new Map(
  Object.entries(AREAS).flatMap(([area, prefixes]) => prefixes.map((prefix) => [prefix, area])),
);

/** An id's area: its first two segments' if listed, else its first segment's. */
function areaOf(id) {
  const [first, second] = id.split('.');
  return AREA_OF_PREFIX.get(`${first}.${second}`) ?? AREA_OF_PREFIX.get(first);
}

const { format, locales, rootDir, sourceLocale } = config;
const EXTENSION = format.catalogExtension;
const LOCALES_DIR = path.join(rootDir, 'src/locales');

/** Lingui's working catalogue of a language, where lingui.config.js points it. */
const workingCopy = (locale) =>
  path.normalize(
    config.catalogs[0].path.replace('<rootDir>', rootDir).replace('{locale}', locale) + EXTENSION,
  );

const context = (locale, filename, existing) => ({ locale, sourceLocale, filename, existing });

function areaFiles(locale) {
  const folder = path.join(LOCALES_DIR, locale);
  if (!existsSync(folder)) return [];
  return readdirSync(folder)
    .filter((name) => name.endsWith(EXTENSION))
    .map((name) => path.join(folder, name));
}

function join(locale) {
  const target = workingCopy(locale);
  rmSync(target, { force: true });
  const files = areaFiles(locale);
  // A new language has none: Lingui starts its catalogue.
  if (files.length === 0) return;
  const messages = {};
  for (const file of files) {
    Object.assign(messages, format.parse(readFileSync(file, 'utf8'), context(locale, file)));
  }
  mkdirSync(path.dirname(target), { recursive: true });
  // The area files' header (its creation date) carries over, so an unchanged source changes nothing.
  const header = readFileSync(files[0], 'utf8');
  writeFileSync(target, format.serialize(messages, context(locale, target, header)));
}

function split(locale) {
  const extracted = readFileSync(workingCopy(locale), 'utf8');
  const byArea = new Map(Object.keys(AREAS).map((area) => [area, {}]));
  for (const [id, message] of Object.entries(format.parse(extracted, context(locale)))) {
    const area = areaOf(id);
    if (!area) {
      throw new Error(
        `${id}: no area takes '${id.split('.')[0]}.'; add it to AREAS in scripts/i18n-extract.mjs`,
      );
    }
    byArea.get(area)[id] = message;
  }
  const folder = path.join(LOCALES_DIR, locale);
  mkdirSync(folder, { recursive: true });
  // A file of an area no longer listed: its messages were joined in and now sit in their area.
  for (const file of areaFiles(locale)) {
    if (!Object.hasOwn(AREAS, path.basename(file, EXTENSION))) rmSync(file);
  }
  for (const [area, messages] of byArea) {
    const file = path.join(folder, area + EXTENSION);
    const existing = existsSync(file) ? readFileSync(file, 'utf8') : undefined;
    const written = format.serialize(messages, context(locale, file, existing ?? extracted));
    if (written !== existing) writeFileSync(file, written);
  }
}

try {
  for (const locale of locales) join(locale);
  const linguiConfig = fileURLToPath(new URL('lingui.config.js', import.meta.url));
  execFileSync('npx', ['lingui', 'extract', '--config', linguiConfig, '--clean'], {
    stdio: 'inherit',
    cwd: rootDir,
  });
  for (const locale of locales) split(locale);
} finally {
  rmSync(path.dirname(workingCopy(sourceLocale)), { recursive: true, force: true });
}
