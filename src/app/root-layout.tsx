import { Box } from '@chakra-ui/react';
import { Outlet, useMatches, useRouterState } from '@tanstack/react-router';
import { useEffect } from 'react';
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

  return (
    <>
      <RouteTitle />
      <SkipLink targetId={MAIN_ID} />
      <RouteLoader active={loaderTimed || routerBusy} />
      {isNavbarHidden(pathname) ? null : (
        <HydrationRegion>
          <Navbar
            user={user}
            variant={navbarVariant(pathname)}
            showSearch={!isSearchHidden(pathname)}
          />
        </HydrationRegion>
      )}
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
        <HydrationRegion>
          <Outlet />
        </HydrationRegion>
      </Box>
      <HydrationRegion>
        <Footer />
      </HydrationRegion>
      <UpdatePrompt />
    </>
  );
}
