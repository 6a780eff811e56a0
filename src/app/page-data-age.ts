declare global {
  interface Window {
    /** The router's dehydrated state, present when the page came server-rendered. */
    $_TSR?: unknown;
  }
}

/** What this reads of the router's data in a server-rendered page: when each match was loaded. */
interface DehydratedPage {
  router?: { matches?: { u: number }[] };
}

const isDehydratedPage = (value: unknown): value is DehydratedPage =>
  typeof value === 'object' && value !== null;

/**
 * Data that came in the page counts as read when this browser hydrates it, not when the server
 * read it. The router judges a match's data stale by its age (the shared lists after 5 minutes,
 * the rest after 30 s), and a page carries that age in the server's clock and from its render:
 * a prerendered page (the demo build) carries its build time, and a browser whose clock runs
 * ahead of the server's adds the difference. Every match then looked stale, and the first
 * reload of any one of them (the listing reading its whole list after hydration) read the
 * categories and brands again and re-rendered the whole page in one synchronous task (1.3-2.0
 * s at 4x CPU in the demo build). Called through the router's `hydrate` option, before the
 * router takes the page's matches; the times are in its dehydrated form (`u`, @tanstack/
 * router-core's DehydratedMatch).
 */
export function agePageDataFrom(page: unknown, now: number): void {
  if (!isDehydratedPage(page)) return;
  for (const match of page.router?.matches ?? []) match.u = now;
}
