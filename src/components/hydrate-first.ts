import type { Root } from 'react-dom/client';

const HYDRATE_FIRST = 'data-hydrate-first';

/**
 * The attribute a screen puts on the control a shopper most likely taps first (Add to Cart on a
 * product page, the sort controls on a listing), spread into its props: `media` is the query of
 * the widths where the control shows, none where it shows at every width.
 */
export function hydrateFirstAt(media = ''): { [HYDRATE_FIRST]: string } {
  return { [HYDRATE_FIRST]: media };
}

/** React DOM's queue of explicit hydration targets, which its types do not declare. */
interface ExplicitHydration {
  unstable_scheduleHydration(target: Node): void;
}

function takesExplicitTargets(root: object): root is ExplicitHydration {
  return typeof (root as Partial<ExplicitHydration>).unstable_scheduleHydration === 'function';
}

/**
 * Asks React to hydrate the regions of the page's first-tap controls that show at this width
 * before the rest (issue 27). React otherwise hydrates the regions level by level: the navigation
 * bar's and the footer's first, then each level of the screen's (the router's boundaries, the
 * screen's frame, its regions), so the screen's own controls came last, 0.5-0.75 s after the
 * root at 4x CPU on a product page, and a tap on one before then hydrated them in the tap's own
 * task. The regions asked for hydrate at the default priority, one level per task, without
 * yielding (tasks of up to 60-110 ms at 4x on a wide listing): the screens mark only controls
 * whose regions are small, not the navigation bar's frame or the small screens' dialogs.
 */
export function hydrateFirst(root: Root, page: ParentNode): void {
  if (!takesExplicitTargets(root)) return;
  for (const control of page.querySelectorAll(`[${HYDRATE_FIRST}]`)) {
    const media = control.getAttribute(HYDRATE_FIRST);
    if (media && !window.matchMedia(media).matches) continue;
    root.unstable_scheduleHydration(control);
  }
}
