import {
  createMemoryHistory,
  createRootRoute,
  createRouter,
  RouterProvider,
} from '@tanstack/react-router';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createSession } from '../../../src/app/session';
import { AppProviders } from '../../../src/app/providers';

/**
 * Renders one view inside a minimal router (for its links) and the app's providers: for states
 * the sample data never reaches through the real routes, such as an empty order list.
 */
export async function renderAlone(View: () => ReactElement) {
  const router = createRouter({
    routeTree: createRootRoute({ component: View }),
    history: createMemoryHistory({ initialEntries: ['/'] }),
  });
  const result = render(
    <AppProviders session={createSession()}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  await router.load();
  return result;
}
