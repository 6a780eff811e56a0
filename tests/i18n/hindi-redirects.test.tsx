import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DEMO_LOGIN } from '../fixtures/users';
import { logInDemoShopper, renderRoute, type RenderedRoute } from '../utils/render-route';

/**
 * Redirects keep the page's language (issue 29): the guard, the login's return, the logout and
 * unknown paths. The login form is found by its fields' names, not their labels, which the auth
 * area translates.
 */
async function logInThroughForm({ container, user }: RenderedRoute): Promise<void> {
  const field = async (name: string) => {
    await waitFor(() => expect(container.querySelector(`input[name="${name}"]`)).not.toBeNull());
    return container.querySelector<HTMLInputElement>(`input[name="${name}"]`)!;
  };
  await user.type(await field('email'), DEMO_LOGIN.email);
  const password = await field('password');
  await user.type(password, DEMO_LOGIN.password);
  await user.click(password.form!.querySelector<HTMLButtonElement>('button[type="submit"]')!);
}

describe('redirects keep the language', () => {
  it.each([
    ['/hi/cart', '/hi/login?redirect=%2Fcart'],
    [
      '/hi/checkout?product=nokia-150-blue-2',
      '/hi/login?redirect=%2Fcheckout%3Fproduct%3Dnokia-150-blue-2',
    ],
  ])('the guard sends %s to the Hindi login, %s', async (from, to) => {
    const page = await renderRoute(from);
    await waitFor(() => expect(page.address()).toBe(to));
  });

  it('the login returns to the page that sent the shopper, in Hindi', async () => {
    const page = await renderRoute('/hi/login?redirect=%2Fmy-order');
    await logInThroughForm(page);
    await waitFor(() => expect(page.address()).toBe('/hi/my-order'));
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
  });

  it('the login returns to a return address given with its prefix once, in Hindi', async () => {
    const page = await renderRoute('/hi/login?redirect=%2Fhi%2Fmy-order');
    await logInThroughForm(page);
    await waitFor(() => expect(page.address()).toBe('/hi/my-order'));
  });

  it('a crafted return to the Hindi logout goes home instead, the session kept', async () => {
    const page = await renderRoute('/hi/login?redirect=%2Fhi%2Flogout');
    await logInThroughForm(page);
    await waitFor(() => expect(page.address()).toBe('/hi/'));
    expect(localStorage.getItem('token')).toMatch(/\S/);
  });

  it('the logout of a Hindi page goes to the Hindi login', async () => {
    await logInDemoShopper();
    const page = await renderRoute('/hi/account');
    await act(() => page.router.navigate({ to: '/logout' }));
    await waitFor(() => expect(page.address()).toBe('/hi/login'));
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('an unknown Hindi path goes to the Hindi home (spec §8, in Hindi)', async () => {
    const page = await renderRoute('/hi/no-such-page');
    await waitFor(() => expect(page.address()).toBe('/hi/'));
  });
});

describe('a Hindi page in the browser', () => {
  it('has the Hindi default title at home and the route title elsewhere', async () => {
    const page = await renderRoute('/hi/');
    await waitFor(() =>
      expect(document.title).toBe('Bazaar: मोबाइल, फ़ैशन और बहुत कुछ की ऑनलाइन शॉपिंग साइट'),
    );
    await act(() => page.router.navigate({ to: '/faq' }));
    await waitFor(() => expect(document.title).toBe('अक्सर पूछे जाने वाले सवाल | Bazaar'));
    expect(page.address()).toBe('/hi/faq');
  });

  it.each([
    ['/hi/products/', true],
    ['/hi/faq', false],
    ['/hi/becomeseller', false],
  ])(
    'follows the shell rules by the path without its prefix: %s shows the search box: %s',
    async (path, shown) => {
      await logInDemoShopper();
      const { container } = await renderRoute(path);
      expect(await screen.findByRole('main')).toBeInTheDocument();
      expect(container.querySelector('input[name="q"]') !== null).toBe(shown);
    },
  );
});
