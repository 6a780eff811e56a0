import { createMemoryHistory, createRouter, type AnyRoute } from '@tanstack/react-router';
import { localisePath, type Locale } from '../i18n/locale';
import { routeTree } from './route-tree';
import { guardedRoute } from './routes/guard';

/** One page of the route table, as the route tree declares it. */
export interface PageRoute {
  /** The path pattern, params included ('/cat/$slug'). */
  path: string;
  /** Behind the session guard: a signed-in shopper's page. */
  guarded: boolean;
  /** Never rendered on the server (`staticData.clientOnly` on it or on a layout above it). */
  clientOnly: boolean;
  /** The lazy screens it shows, by export name (their chunks are the page's code). */
  screens: string[];
  /** Query values the page is about, without which it is not listed (see `publicPages`). */
  requiredSearch: readonly string[];
}

/** A sample of a page that needs values: its path params, the query it is about. */
export interface PageSample {
  params?: Record<string, string>;
  search?: Record<string, string>;
}

/**
 * Samples by page path as the route table spells it ('/cat/$slug', '/search/'). Checked when
 * used: a path that is no public page, or a sample without a value the page needs, throws.
 */
type PageSamples = Record<string, readonly PageSample[]>;

const screenNameOf = (route: AnyRoute): string[] => {
  const component: unknown = route.options.component;
  return typeof component === 'function' && 'screenName' in component
    ? [String(component.screenName)]
    : [];
};

/**
 * Every page of the route tree (its leaves, the catch-all aside), in the tree's order. The full
 * paths exist once a router has processed the tree, so a router with no history of the
 * browser's is made to read them.
 */
export function pageRoutes(): PageRoute[] {
  // Untyped: no loader runs, so the router needs none of the app's context.
  createRouter({ routeTree: routeTree as AnyRoute, history: createMemoryHistory() });
  const pages: PageRoute[] = [];
  const visit = (route: AnyRoute, above: { guarded: boolean; clientOnly: boolean }) => {
    const here = {
      guarded: above.guarded || route.id === guardedRoute.id,
      clientOnly: above.clientOnly || route.options.staticData?.clientOnly === true,
    };
    const children = (route.children ?? []) as AnyRoute[];
    if (children.length > 0) {
      for (const child of children) visit(child, here);
    } else if (route.path !== '$') {
      pages.push({
        path: route.fullPath,
        ...here,
        screens: screenNameOf(route),
        requiredSearch: route.options.staticData?.requiredSearch ?? [],
      });
    }
  };
  visit(routeTree, { guarded: false, clientOnly: false });
  return pages;
}

function address(path: string, sample: PageSample, locale: Locale): string {
  const pathname = path.replace(/\$(\w+)/g, (_, name: string) => {
    const value = sample.params?.[name];
    if (value === undefined) throw new Error(`${path} needs a value for ${name}`);
    return encodeURIComponent(value);
  });
  const query = new URLSearchParams(sample.search).toString();
  const localised = localisePath(pathname, locale);
  return query === '' ? localised : `${localised}?${query}`;
}

/**
 * The addresses anyone may open: every page not client-only (so none behind the guard), a page
 * with path params or a required query once per sample given for it, and none when none is.
 * What the build prerenders and the accessibility journeys scan, in the language given
 * (`/hi/faq` in Hindi).
 */
export function publicPages(samples: PageSamples = {}, locale: Locale = 'en'): string[] {
  const pages = pageRoutes().filter((page) => !page.clientOnly);
  const unknown = Object.keys(samples).filter((path) => !pages.some((page) => page.path === path));
  if (unknown.length > 0) throw new Error(`No public page at ${unknown.join(', ')}`);
  return pages.flatMap((page) => {
    if (!page.path.includes('$') && page.requiredSearch.length === 0)
      return [localisePath(page.path, locale)];
    return (samples[page.path] ?? []).map((sample) => {
      const missing = page.requiredSearch.filter((key) => !sample.search?.[key]);
      if (missing.length > 0) throw new Error(`${page.path} needs ${missing.join(', ')}`);
      return address(page.path, sample, locale);
    });
  });
}

/** The addresses behind the session guard (spec §2): a signed-in shopper's pages. */
export function guardedPages(): string[] {
  return pageRoutes()
    .filter((page) => page.guarded)
    .map((page) => page.path);
}
