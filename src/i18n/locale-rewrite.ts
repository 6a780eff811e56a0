import type { LocationRewrite } from '@tanstack/react-router';
import { localisePath, stripLocale, type Locale } from './locale';

/**
 * The router's view of a page's addresses: the routes match the spec's paths, and a Hindi
 * document's addresses carry `/hi` in front of them (links, navigations, redirects), so nothing
 * that links needs to know the language. English addresses are left as they are.
 */
export function localeRewrite(locale: Locale): LocationRewrite | undefined {
  if (locale === 'en') return undefined;
  return {
    input: ({ url }) => {
      url.pathname = stripLocale(url.pathname);
      return url;
    },
    output: ({ url }) => {
      url.pathname = localisePath(url.pathname, locale);
      return url;
    },
  };
}
