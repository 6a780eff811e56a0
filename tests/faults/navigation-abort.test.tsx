import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { getCatalog } from '../../mocks/catalog';
import { DEMO_LOGIN } from '../fixtures/users';
import { renderRoute, type RenderedRoute } from '../utils/render-route';
import {
  captureErrors,
  failOnUnhandledRejections,
  hang,
  installRequestClock,
  specLogs,
  type InjectedFault,
  type Method,
} from './support';

const PRODUCT = getCatalog().findProducts({ terms: [] })[0]!;

interface Scenario {
  screen: string;
  url: string;
  method: Method;
  path: string;
  /**
   * The navigation bar reads this too (the categories for its menu, the brands for the search
   * box's suggestions), through the router: leaving the page keeps it.
   */
  sharedWithBar?: boolean;
  /** What the shopper does before the call goes out, if anything. */
  act?: (rendered: RenderedRoute) => Promise<void>;
}

async function submitLogin({ user }: RenderedRoute) {
  await user.click(await screen.findByRole('textbox', { name: 'Email' }));
  await user.paste(DEMO_LOGIN.email);
  await user.click(screen.getByLabelText('Password'));
  await user.paste(DEMO_LOGIN.password);
  await user.click(screen.getByRole('button', { name: 'Login' }));
}

async function submitRegistration({ user }: RenderedRoute) {
  const values: Record<string, string> = {
    'First Name': 'Priya',
    'Last Name': 'Nair',
    Email: 'priya.nair@example.in',
    Phone: '9812345678',
    Password: 'Sunrise@2024',
    'Confirm Password': 'Sunrise@2024',
  };
  await screen.findByRole('heading', { level: 1, name: 'Create Your Account' });
  for (const [label, value] of Object.entries(values)) {
    await user.click(screen.getByLabelText(new RegExp(`^${label}\\*?$`), { selector: 'input' }));
    await user.paste(value);
  }
  await user.click(screen.getByRole('button', { name: 'Register' }));
}

const SCENARIOS: Scenario[] = [
  { screen: 'home', url: '/', method: 'get', path: '*/api/banners/' },
  { screen: 'home', url: '/', method: 'get', path: '*/api/section/top' },
  { screen: 'home', url: '/', method: 'get', path: '*/api/section/bottom' },
  { screen: 'home', url: '/', method: 'get', path: '*/api/ads/' },
  { screen: 'home', url: '/', method: 'get', path: '*/api/featured_brands/' },
  { screen: 'home', url: '/', method: 'get', path: '*/api/categories/', sharedWithBar: true },
  { screen: 'listing', url: '/products/', method: 'get', path: '*/api/products/' },
  // The listing layout's read, kept for the next listing: leaving the listings does not cancel it.
  {
    screen: 'listing',
    url: '/products/',
    method: 'get',
    path: '*/api/brands/',
    sharedWithBar: true,
  },
  {
    screen: 'listing',
    url: '/products/',
    method: 'get',
    path: '*/api/categories/',
    sharedWithBar: true,
  },
  {
    screen: 'product',
    url: `/product/${PRODUCT.slug}`,
    method: 'get',
    path: '*/api/product/:slug',
  },
  { screen: 'login', url: '/login', method: 'post', path: '*/api/login/', act: submitLogin },
  {
    screen: 'registration',
    url: '/register',
    method: 'post',
    path: '*/api/register/',
    act: submitRegistration,
  },
];

const aborted = (hung: InjectedFault) => hung.signals.filter((signal) => signal.aborted).length;

failOnUnhandledRejections();

describe('navigating away cancels the requests in flight', () => {
  it.each(SCENARIOS.map((scenario) => [scenario.screen, scenario.path, scenario] as const))(
    '%s: %s',
    async (_screen, _path, scenario) => {
      const log = captureErrors();
      // The request timeout on a clock the test never moves: a shared read left hanging cannot
      // time out 15 s later on the real clock and log its failure into another test.
      installRequestClock();
      const hung = hang(scenario.method, scenario.path);
      const rendered = await renderRoute(scenario.url);
      await scenario.act?.(rendered);
      await waitFor(() => expect(hung.hits()).toBe(1));
      expect(aborted(hung)).toBe(0);

      await act(() => rendered.router.navigate({ to: '/faq' }));
      expect(
        await screen.findByRole('heading', { level: 1, name: /FAQ|Frequently/i }),
      ).toBeVisible();

      if (scenario.sharedWithBar) {
        // The read serves the bar on every page: leaving the page keeps it.
        expect(screen.getByRole('navigation', { name: 'Categories' })).toBeInTheDocument();
        expect(aborted(hung)).toBe(0);
        expect(hung.hits()).toBe(1);
      } else {
        await waitFor(() => expect(aborted(hung)).toBe(1));
      }
      // A cancelled request is not a failure: nothing is logged or shown for it.
      expect(specLogs(log)).toEqual([]);
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    },
  );
});
