import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  RouterProvider,
} from '@tanstack/react-router';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createSession } from '../../../src/app/session';
import { AppProviders } from '../../../src/app/providers';
import { AccountScreen } from '../../../src/features/account/account-screen';
import { logInDemoShopper } from '../../app/support/session';
import { renderRoute } from '../../utils/render-route';

/** /account as the shopper reaches it: logged in, through the real router and guard. */
export async function openAccount() {
  await logInDemoShopper();
  const rendered = await renderRoute('/account');
  // The first render loads the screen's chunk, checks the token and loads the profile.
  await screen.findByRole('textbox', { name: 'First Name' }, { timeout: 10_000 });
  return rendered;
}

/**
 * The account screen on its own, outside the route guard: for a state the guarded route never
 * shows, such as the profile call finding no stored token.
 */
export async function renderAccountAlone() {
  const rootRoute = createRootRoute();
  const router = createRouter({
    routeTree: rootRoute.addChildren([
      createRoute({ getParentRoute: () => rootRoute, path: '/', component: AccountScreen }),
      createRoute({ getParentRoute: () => rootRoute, path: '/orderPage' }),
    ]),
    history: createMemoryHistory({ initialEntries: ['/'] }),
  });
  const user = userEvent.setup();
  const result = render(
    <AppProviders session={createSession()}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  await router.load();
  return { ...result, user };
}
