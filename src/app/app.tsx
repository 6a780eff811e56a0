import { RouterProvider } from '@tanstack/react-router';
import type { AppRouter } from './router';
import { AppProviders } from './providers';

export function App({ router }: { router: AppRouter }) {
  return (
    <AppProviders
      session={router.options.context.session}
      shop={router.options.context.shop}
      i18n={router.options.context.i18n}
    >
      <RouterProvider router={router} />
    </AppProviders>
  );
}
