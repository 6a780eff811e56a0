import type { RouteComponent } from '@tanstack/react-router';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentType } from 'react';
import { lazyScreen, ScreenLoadError } from '../../src/app/lazy-screen';
import { reloadPage } from '../../src/app/reload-page';
import { RouteErrorScreen } from '../../src/app/route-error-screen';
import { expectConsole } from '../utils/console';
import { renderAlone } from '../utils/render-route';

/** Spec §9: lazy script load timeout. */
const LAZY_LOAD_TIMEOUT_MS = 120_000;

vi.mock('../../src/app/reload-page', () => ({ reloadPage: vi.fn() }));

type ScreenModule = { Screen: ComponentType };

/** A one-route app showing `component` at /, with the app's real error screen. */
async function renderSingleRoute(component: RouteComponent) {
  await renderAlone(component, { errorComponent: RouteErrorScreen });
}

/** What a failing screen prints: React's report of the error its boundary caught, and the router's. */
function expectScreenFailureLogs(isTheError: (arg: unknown) => boolean) {
  expectConsole('warn', /^Warning: Error in route match:/);
  return expectConsole('error', (...args) => args.some(isTheError));
}

describe('lazy screen load failure', () => {
  beforeEach(() => {
    vi.mocked(reloadPage).mockClear();
  });

  it('shows a clear load-failure message with a retry instead of a blank page', async () => {
    const logged = expectScreenFailureLogs((arg) => arg instanceof ScreenLoadError);
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
    expect(logged).toHaveBeenCalled();

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
    const boom = new Error('Boom');
    const logged = expectScreenFailureLogs((arg) => arg === boom);
    let fail = true;
    function Flaky() {
      if (fail) throw boom;
      return <h1>Recovered screen</h1>;
    }
    await renderSingleRoute(Flaky);
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong on this page');
    // An unexpected error, unlike a chunk that did not load, is the app's to log.
    expect(logged).toHaveBeenCalledWith(boom);

    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Recovered screen' }),
    ).toBeInTheDocument();
    expect(reloadPage).not.toHaveBeenCalled();
  });
});
