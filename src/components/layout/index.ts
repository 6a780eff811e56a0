export { Footer } from './footer';
export { Navbar } from './navbar';
export { isNavbarHidden, isSearchHidden, navbarVariant, type NavbarVariant } from './nav-rules';
export { OfflineStatus } from './offline-status';
export { RouteLoader } from './route-loader';
export { SkipLink } from './skip-link';
export { useRouteLoader } from './use-route-loader';
export { useScrollToTop } from './use-scroll-to-top';
