import { RouterProvider } from '@tanstack/react-router';
import type { AppRouter } from './router';
import { RouterAppProviders } from './providers';

export function App({ router }: { router: AppRouter }) {
  return (
    <RouterAppProviders router={router}>
      <RouterProvider router={router} />
    </RouterAppProviders>
  );
}
