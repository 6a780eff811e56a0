import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { Scripts } from '@tanstack/react-router';
import {
  createRequestHandler,
  renderRouterToString,
  RouterServer,
} from '@tanstack/react-router/ssr/server';
import { pagesWithDataSlot } from './app/data-slot';
import { EARLY_TAPS_SCRIPT } from './app/early-taps';
import { RouterAppProviders } from './app/providers';
import { SERVER_STYLES } from './app/page-style-cache';
import { createAppRouter } from './app/router';
import { createAppI18n, type AppI18n } from './i18n/i18n-context';
import { hiMessages } from './i18n/hi-messages';
import {
  HTML_LANG,
  INTL_LOCALE,
  localeOfPath,
  localisePath,
  LOCALES,
  stripLocale,
  type Locale,
} from './i18n/locale';
import { formatTitle, routeDocumentTitle } from './lib/document-title';

/** The head's inline script of every rendered page (./app/early-taps). */
const HEAD_SCRIPT = `<script>${EARLY_TAPS_SCRIPT}</script>`;

/** The router's dehydrated data, as inline scripts after the app's HTML (./app/data-slot). */
const PagesWithDehydratedData = pagesWithDataSlot(Scripts);

/** The route table, for the build's prerendering and its size report. */
export { pageRoutes, publicPages } from './app/route-table';
/** The languages and their addresses, for the build's prerendering of each language's pages. */
export { localisePath, LOCALES } from './i18n/locale';

/** The page template's parts that depend on the page's language. */
export interface PageLanguage {
  /** The page's language; a Hindi page preloads its catalogue's chunk. */
  locale: Locale;
  /** The `lang` attribute of its `<html>`. */
  lang: string;
  /** Its document title. */
  title: string;
}

/** A version of the page in one language, for `<link rel="alternate" hreflang>`. */
export interface Alternate {
  hreflang: string;
  /** Root-relative: the build does not know the origin it is served from. */
  href: string;
}

/** What the server's render of one address gives the page template. */
export interface RenderedPage extends PageLanguage {
  status: number;
  /** Set when the route redirects (unknown paths go to /, spec §8): no page, a redirect. */
  redirect?: string;
  /** The page in every language, the English one again as the default (x-default). */
  alternates: Alternate[];
  /** The critical CSS: every style the page's render used, with Emotion's ids for hydration. */
  styles: string;
  /** The head's inline script: keeps the presses made before the app starts (./app/early-taps). */
  headScript: string;
  /** The app's HTML, for the root element, with the router's dehydrated loader data. */
  html: string;
  /** The lazy screens the page shows (their export names), whose chunks the page preloads. */
  screens: string[];
}

/** True when the address is a page the server must not render (see `staticData.clientOnly`). */
function isClientOnly(url: string): boolean {
  const [matchedRoutes] = createAppRouter().getMatchedRoutes(
    stripLocale(new URL(url, 'http://localhost').pathname),
  );
  return matchedRoutes.some((route) => route.options.staticData?.clientOnly === true);
}

/** A language's writer; the server makes one per request (see renderPage), a shell needs no more. */
function writerOf(locale: Locale): AppI18n {
  return createAppI18n(locale, locale === 'hi' ? hiMessages : {});
}

function alternatesOf(url: URL): Alternate[] {
  const hrefIn = (locale: Locale) => `${localisePath(url.pathname, locale)}${url.search}`;
  return [
    ...LOCALES.map((locale) => ({ hreflang: INTL_LOCALE[locale], href: hrefIn(locale) })),
    { hreflang: 'x-default', href: hrefIn('en') },
  ];
}

/**
 * The client shell's language for an address the server does not render (a guarded page): the
 * page renders in the browser, in the language of its address, its catalogue preloaded.
 */
export function shellPage(url: string): PageLanguage {
  const locale = localeOfPath(new URL(url, 'http://localhost').pathname);
  return { locale, lang: HTML_LANG[locale], title: formatTitle(undefined, writerOf(locale).t) };
}

/**
 * Renders one address of the storefront to HTML, the router in memory (TanStack Router's server
 * entry without TanStack Start): its loaders read the API (awaited on the server, see
 * src/app/loaders.ts), the app renders to a string, and the router dehydrates the loaders'
 * data into the page for the client to hydrate. Emotion runs in extraction mode (`compat`), so
 * the styles come out as one block for the head instead of tags scattered through the body.
 * Null for a page that depends on the shopper's session: the caller sends the client shell.
 */
export async function renderPage(url: string): Promise<RenderedPage | null> {
  if (isClientOnly(url)) return null;
  const address = new URL(url, 'http://localhost');
  const locale = localeOfPath(address.pathname);
  const handler = createRequestHandler({
    request: new Request(address),
    createRouter: () => {
      // The page's language, one writer per request: renders run side by side on the server.
      const i18n = writerOf(locale);
      const router = createAppRouter({ i18n });
      router.update({ ...router.options, InnerWrap: PagesWithDehydratedData });
      return router;
    },
  });
  let page: RenderedPage | undefined;
  const response = await handler(async ({ router, responseHeaders }) => {
    const cache = createCache({ key: 'css' });
    cache.compat = true;
    // Global styles (Chakra's reset, tokens and layers) are inserted with an empty selector.
    const globalNames: string[] = [];
    const insert = cache.insert.bind(cache);
    cache.insert = (selector, serialized, sheet, shouldCache) => {
      if (selector === '') globalNames.push(serialized.name);
      return insert(selector, serialized, sheet, shouldCache);
    };
    const rendered = await renderRouterToString({
      router,
      responseHeaders,
      children: (
        <CacheProvider value={cache}>
          <RouterAppProviders router={router}>
            <RouterServer router={router} />
          </RouterAppProviders>
        </CacheProvider>
      ),
    });
    const rules = (names: string[]) =>
      names
        .map((name) => cache.inserted[name])
        .filter((rule): rule is string => typeof rule === 'string')
        .join('');
    const ids = Object.keys(cache.inserted).filter((name) => !globalNames.includes(name));
    // Each global block under the name Emotion's <Global> looks for (an empty one, the system's
    // own unused block, left out), then the component styles as one block under an attribute of
    // ours (./app/page-style-cache). `data-s` tells Emotion the global blocks are in place: it
    // moves an unmarked server block to the end of the head when its cache is created, and the
    // browser recomputes every element's style at each move.
    const styles = [
      ...globalNames
        .filter((name) => rules([name]) !== '')
        .map(
          (name) =>
            `<style data-emotion="css-global ${name.split(' ')[0]}" data-s="">${rules([name])}</style>`,
        ),
      `<style ${SERVER_STYLES}="${ids.join(' ')}">${rules(ids)}</style>`,
    ].join('');
    const screens = router.state.matches.flatMap((match) => {
      const component: unknown = router.routesById[match.routeId]?.options.component;
      return typeof component === 'function' && 'screenName' in component
        ? [String(component.screenName)]
        : [];
    });
    page = {
      screens,
      status: rendered.status,
      locale,
      lang: HTML_LANG[locale],
      alternates: alternatesOf(address),
      title: routeDocumentTitle(router.state.matches, router.options.context.i18n.t),
      styles,
      headScript: HEAD_SCRIPT,
      html: (await rendered.text()).replace(/^<!DOCTYPE html>/i, ''),
    };
    return rendered;
  });
  if (response.status >= 300 && response.status < 400) {
    return {
      status: response.status,
      redirect: response.headers.get('Location') ?? '/',
      locale,
      lang: HTML_LANG[locale],
      alternates: [],
      title: '',
      styles: '',
      headScript: '',
      html: '',
      screens: [],
    };
  }
  if (!page) throw new Error(`Rendering ${url} produced no page (status ${response.status})`);
  return page;
}
