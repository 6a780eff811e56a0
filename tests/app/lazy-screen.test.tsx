import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
  type AnyRoute,
} from '@tanstack/react-router';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentType } from 'react';
import { lazyScreen, ScreenLoadError } from '../../src/app/lazy-screen';
import { createSession } from '../../src/app/session';
import { AppProviders } from '../../src/app/providers';
import { reloadPage } from '../../src/app/reload-page';
import { RouteErrorScreen } from '../../src/app/route-error-screen';
/** Spec §9: lazy script load timeout. */
const LAZY_LOAD_TIMEOUT_MS = 120_000;

vi.mock('../../src/app/reload-page', () => ({ reloadPage: vi.fn() }));

type ScreenModule = { Screen: ComponentType };

/** A one-route app showing `component` at /, with the app's real error screen. */
async function renderSingleRoute(component: AnyRoute['options']['component']) {
  const rootRoute = createRootRoute({ component: Outlet, errorComponent: RouteErrorScreen });
  const screenRoute = createRoute({ getParentRoute: () => rootRoute, path: '/', component });
  const router = createRouter({
    routeTree: rootRoute.addChildren([screenRoute]),
    history: createMemoryHistory({ initialEntries: ['/'] }),
  });
  render(
    <AppProviders session={createSession()}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  await router.load();
}

describe('lazy screen load failure', () => {
  beforeEach(() => {
    vi.mocked(reloadPage).mockClear();
    // The router reports the failed match; the screen under test is what the shopper sees.
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });

  it('shows a clear load-failure message with a retry instead of a blank page', async () => {
    const importer = vi
      .fn<() => Promise<ScreenModule>>()
      .mockRejectedValue(new Error('Loading chunk 42 failed'));
    await renderSingleRoute(lazyScreen(importer, 'Screen'));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This page could not be loaded');
    expect(alert).toHaveTextContent('Check your internet connection and try again.');
    expect(
      screen.getByRole('heading', { level: 1, name: 'This page could not be loaded' }),
    ).toHaveFocus();

    // A browser keeps a failed chunk download for the life of the page: the retry reloads it.
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(reloadPage).toHaveBeenCalledTimes(1);
  });

  it(`counts a chunk that takes more than ${LAZY_LOAD_TIMEOUT_MS} ms as failed`, async () => {
    vi.useFakeTimers();
    try {
      const Lazy = lazyScreen(() => new Promise<ScreenModule>(() => {}), 'Screen') as unknown as ((
        props: object,
      ) => unknown) & { preload: () => Promise<void> };
      const loading = Lazy.preload();
      let settled = false;
      void loading.then(() => {
        settled = true;
      });
      await vi.advanceTimersByTimeAsync(LAZY_LOAD_TIMEOUT_MS - 1);
      expect(settled).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      await loading;
      expect(() => Lazy({})).toThrow(ScreenLoadError);
      expect(() => Lazy({})).toThrow(/timed out after 120000 ms/);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('a screen that fails while rendering', () => {
  it('offers a retry that renders it again in place, without reloading', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    let fail = true;
    function Flaky() {
      if (fail) throw new Error('Boom');
      return <h1>Recovered screen</h1>;
    }
    await renderSingleRoute(Flaky);
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong on this page');

    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Recovered screen' }),
    ).toBeInTheDocument();
    expect(reloadPage).not.toHaveBeenCalled();
  });
});
