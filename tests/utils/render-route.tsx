import { createMemoryHistory } from '@tanstack/react-router';
import { render, type RenderResult } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { App } from '../../src/app/app';
import { createAppRouter, type AppRouter } from '../../src/app/router';

export interface RenderedRoute extends RenderResult {
  router: AppRouter;
  user: UserEvent;
  /** The current location as path + search, e.g. '/search/?q=shoes'. */
  location: () => string;
}

/**
 * Renders any URL inside the real router and providers, against the MSW node server, the way
 * the app runs in the browser. Resolves once the router has loaded the page, unless `waitForLoad`
 * is false: a guarded page's load waits for the token check, which a test may hold.
 */
export async function renderRoute(
  url: string,
  { waitForLoad = true }: { waitForLoad?: boolean } = {},
): Promise<RenderedRoute> {
  const history = createMemoryHistory({ initialEntries: [url] });
  const router = createAppRouter({ history });
  const user = userEvent.setup();
  const result = render(<App router={router} />);
  if (waitForLoad) await router.load();
  return {
    ...result,
    router,
    user,
    location: () => `${router.state.location.pathname}${router.state.location.searchStr}`,
  };
}
