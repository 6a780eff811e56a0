/**
 * The storefront's languages and where each lives in the address: English at the spec's paths,
 * every other language under its own prefix (`/hi/products/`). A page's language is fixed for the
 * life of its document: the switch loads the other language's page, and everything in between
 * (links, redirects) keeps the prefix through the router's rewrite (src/app/router.ts).
 */
export const LOCALES = ['en', 'hi'] as const;
export type Locale = (typeof LOCALES)[number];

/** The `lang` attribute of a page in each language. */
export const HTML_LANG: Record<Locale, string> = { en: 'en-IN', hi: 'hi' };

/**
 * The locale `Intl` writes dates, picks plural forms and sorts names with, and a page's hreflang.
 * Not numbers: those are written by hand (src/lib/indian-digits.ts), a first Intl.NumberFormat
 * being slow on a phone.
 */
export const INTL_LOCALE: Record<Locale, string> = { en: 'en-IN', hi: 'hi-IN' };

/** Each language's own name, as its switch shows it. */
export const LANGUAGE_NAME: Record<Locale, string> = { en: 'English', hi: 'हिन्दी' };

const PREFIXED = /^\/(hi)(?=\/|$)/;

/** The language of an address's path: `/hi` and `/hi/…` are Hindi, everything else English. */
export function localeOfPath(pathname: string): Locale {
  return PREFIXED.test(pathname) ? 'hi' : 'en';
}

/** The path without its language prefix, as the routes know it: `/hi/products/` → `/products/`. */
export function stripLocale(pathname: string): string {
  const stripped = pathname.replace(PREFIXED, '');
  return stripped.startsWith('/') ? stripped : `/${stripped}`;
}

/** A route's path in a language: `/products/` → `/hi/products/`; home is `/hi/`. */
export function localisePath(pathname: string, locale: Locale): string {
  const path = stripLocale(pathname);
  return locale === 'en' ? path : `/${locale}${path}`;
}
