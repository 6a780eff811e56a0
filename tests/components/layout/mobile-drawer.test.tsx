import { screen, waitFor, within } from '@testing-library/react';
import { logInDemoShopper, renderRoute } from '../../utils/render-route';

const DRAWER_LINKS = [
  ['All Categories', '/allcategories'],
  ['Account', '/account'],
  ['My Order', '/my-order'],
  ['My Cart', '/cart'],
  ['My Wishlist', '/whishlist'],
  ['My Notification', '/notification'],
] as const;

describe('mobile side drawer', () => {
  it('opens from the menu button with the shopper links, then Help Center and Legal unlinked', async () => {
    const { user } = await renderRoute('/faq');
    const menuButton = await screen.findByRole('button', { name: 'Open menu' });
    await user.click(menuButton);
    const drawer = await screen.findByRole('dialog');
    expect(within(drawer).getByText('Welcome to Bazaar')).toBeInTheDocument();
    const links = within(within(drawer).getByRole('list', { name: 'Shop' })).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual(
      DRAWER_LINKS.map(([name, href]) => [name, href]),
    );
    for (const text of ['Help Center', 'Legal']) {
      const item = within(drawer).getByText(text);
      expect(item.closest('a')).toBeNull();
    }
  });

  it('closes on Escape and gives focus back to the menu button', async () => {
    const { user } = await renderRoute('/faq');
    const menuButton = await screen.findByRole('button', { name: 'Open menu' });
    await user.click(menuButton);
    await screen.findByRole('dialog');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(menuButton).toHaveFocus();
  });

  it('navigates and closes when a link is chosen', async () => {
    await logInDemoShopper();
    const { user, location } = await renderRoute('/faq');
    await user.click(await screen.findByRole('button', { name: 'Open menu' }));
    const drawer = await screen.findByRole('dialog');
    await user.click(within(drawer).getByRole('link', { name: 'My Order' }));
    await waitFor(() => expect(location()).toBe('/my-order'));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByRole('heading', { level: 1, name: 'My Orders' })).toBeInTheDocument();
  });
});
