import { useState, type ReactNode } from 'react';
import { AppToaster } from '../components/toaster';
import { I18nProvider, useI18n, type AppI18n } from '../i18n/i18n-context';
import { ThemeProvider } from '../theme/theme-provider';
import type { AppRouter } from './router';
import { SessionProvider, type AppSession } from './session';
import { createShop, ShopProvider, type AppShop } from './shop';

/**
 * The app-wide providers: the page's language, the Chakra system, the session and the shop (cart
 * and wishlist) that follows it, and the toaster. The router hands its own session, shop and
 * language (its context), so the routes and the screens share them; a screen rendered alone in a
 * test gets a shop of its own.
 * The Chakra system is created at the first render (getSystem): in the browser that is the
 * hydration's first step, a task of its own, not part of the bundle's evaluation.
 */
export function AppProviders({
  session,
  shop,
  i18n,
  children,
}: {
  session: AppSession;
  shop?: AppShop;
  /** The page's language; English where none is given (a screen rendered alone in a test). */
  i18n?: AppI18n;
  children: ReactNode;
}) {
  const [appShop] = useState(() => shop ?? createShop());
  const english = useI18n();
  return (
    <I18nProvider value={i18n ?? english}>
      <ThemeProvider>
        <SessionProvider session={session}>
          <ShopProvider shop={appShop} session={session}>
            {children}
          </ShopProvider>
        </SessionProvider>
        <AppToaster />
      </ThemeProvider>
    </I18nProvider>
  );
}

/** The app-wide providers of a router's pages: its own session, shop and language (its context). */
export function RouterAppProviders({
  router,
  children,
}: {
  router: AppRouter;
  children: ReactNode;
}) {
  const { session, shop, i18n } = router.options.context;
  return (
    <AppProviders session={session} shop={shop} i18n={i18n}>
      {children}
    </AppProviders>
  );
}
