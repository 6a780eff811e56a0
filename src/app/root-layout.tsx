import { Box } from '@chakra-ui/react';
import { Outlet, useMatches, useRouterState } from '@tanstack/react-router';
import { useEffect, useMemo } from 'react';
import { HydrationRegion } from '../components/hydration-region';
import {
  Footer,
  isNavbarHidden,
  isSearchHidden,
  Navbar,
  navbarVariant,
  OfflineStatus,
  RouteLoader,
  SkipLink,
  useRouteLoader,
  useScrollToTop,
} from '../components/layout';
import { useI18n } from '../i18n/i18n-context';
import { routeDocumentTitle } from '../lib/document-title';
import { useSessionUser } from '../lib/session-hooks';
import { useReplayEarlyTaps } from './early-taps';
import { UpdatePrompt } from './update-prompt';

/** Keeps the document title in step with the deepest route that names one. */
function RouteTitle() {
  const matches = useMatches();
  const { t } = useI18n();
  const title = routeDocumentTitle(matches, t);
  useEffect(() => {
    document.title = title;
  }, [title]);
  return null;
}

const MAIN_ID = 'main';

/**
 * The screen and the footer as elements made once: the layout renders again when its own state
 * changes (the route loader's period ending, the session arriving, a path's first render), and
 * an element it made anew would render these again. Worse, while a region is still server HTML,
 * new children make React hydrate it at once, in one task: on a 4x slowed phone the loader's
 * end, 1 s after the first render, hydrated the screen and the footer in one task of about
 * 500 ms. The same element is left as it is (issue 27).
 */
const SCREEN = (
  <HydrationRegion>
    <Outlet />
  </HydrationRegion>
);
const FOOTER = (
  <HydrationRegion>
    <Footer />
  </HydrationRegion>
);

/**
 * The shell around every route (spec §2): skip link, route loader, navigation bar (white on /,
 * blue elsewhere, absent on /becomeseller, search hidden on the informational paths), the
 * screen, and the footer. The view scrolls to the top on every path change.
 */
export function RootLayout() {
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  // A screen whose chunk is still downloading keeps the loader up past its fixed period.
  const routerBusy = useRouterState({ select: (state) => state.status === 'pending' });
  // The path whose screen is on show: it trails `pathname` while a navigation is loading.
  const shownPath = useRouterState({ select: (state) => state.resolvedLocation?.pathname });
  const user = useSessionUser();
  const loaderTimed = useRouteLoader(pathname);
  useScrollToTop(pathname);
  useReplayEarlyTaps();
  const variant = navbarVariant(pathname);
  const showSearch = !isSearchHidden(pathname);
  // Made again only when what it shows changes (see SCREEN above).
  const navbar = useMemo(
    () => (
      <HydrationRegion>
        <Navbar user={user} variant={variant} showSearch={showSearch} />
      </HydrationRegion>
    ),
    [user, variant, showSearch],
  );

  return (
    <>
      <RouteTitle />
      <SkipLink targetId={MAIN_ID} />
      <RouteLoader active={loaderTimed || routerBusy} />
      {isNavbarHidden(pathname) ? null : navbar}
      <OfflineStatus />
      <Box
        as="main"
        id={MAIN_ID}
        tabIndex={-1}
        // A screen's height at least: the footer starts below the fold, so content arriving
        // never pushes it about in view.
        minH="100vh"
        _focus={{ outline: 'none' }}
        data-shown-path={shownPath}
      >
        {SCREEN}
      </Box>
      {FOOTER}
      <UpdatePrompt />
    </>
  );
}
