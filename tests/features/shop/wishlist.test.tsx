import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '../../../mocks/node';
import { createGate } from '../../utils/gate';
import { logInDemoShopper, renderRoute } from '../../utils/render-route';
import {
  BACKPACK_NAME,
  findCartLink,
  GALAXY_NAME,
  JBL_NAME,
  PHONE_NAME,
  WATCH_NAME,
} from './shop-fixtures';

async function openWishlist(path = '/wishlist') {
  await logInDemoShopper();
  const rendered = await renderRoute(path);
  await screen.findByRole('heading', { level: 1, name: 'My Wishlist (4)' });
  return rendered;
}

const card = (name: string) => within(screen.getByRole('listitem', { name }));
const cardNames = () =>
  within(screen.getByRole('main'))
    .getAllByRole('listitem')
    .map((item) => item.getAttribute('aria-label'));

describe('wishlist (issue 25)', () => {
  it.each(['/wishlist', '/whishlist'])(
    "%s lists the demo shopper's four items, newest first, with their availability",
    async (path) => {
      await openWishlist(path);
      expect(cardNames()).toEqual([WATCH_NAME, GALAXY_NAME, BACKPACK_NAME, JBL_NAME]);
      const expected = [
        [WATCH_NAME, '₹5,719', 'In Stock'],
        [GALAXY_NAME, '₹11,189', 'Out of Stock'],
        [BACKPACK_NAME, '₹2,499', 'In Stock'],
        [JBL_NAME, '₹494', 'Out of Stock'],
      ] as const;
      for (const [name, price, availability] of expected) {
        expect(card(name).getByText(price)).toBeInTheDocument();
        expect(card(name).getByText(availability)).toBeInTheDocument();
        const addToCart = card(name).getByRole('button', { name: `Add ${name} to cart` });
        if (availability === 'In Stock') expect(addToCart).toBeEnabled();
        else expect(addToCart).toBeDisabled();
        expect(card(name).getByRole('link', { name })).toHaveAttribute(
          'href',
          expect.stringMatching(/^\/product\//),
        );
      }
      expect(card(WATCH_NAME).getByText('4.6 ★')).toHaveTextContent('4.6 ★ out of 5');
    },
  );

  it('adds an item to the cart: the badge moves at once and the cart has its line', async () => {
    const { user } = await openWishlist();
    expect(await findCartLink('Cart, 4 items')).toBeInTheDocument();
    await user.click(card(WATCH_NAME).getByRole('button', { name: `Add ${WATCH_NAME} to cart` }));
    const cartLink = await findCartLink('Cart, 5 items');

    await user.click(cartLink);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'My Cart (4)' }),
    ).toBeInTheDocument();
    const line = within(screen.getByRole('listitem', { name: WATCH_NAME }));
    expect(line.getByRole('textbox', { name: `Quantity of ${WATCH_NAME}` })).toHaveValue('1');
    expect(screen.getByRole('listitem', { name: PHONE_NAME })).toBeInTheDocument();
  });

  it('removes a card at once, before the server answers, and keeps it removed', async () => {
    const answer = createGate();
    server.use(
      http.delete('*/api/wishlist/items/:id/', async () => {
        await answer.opened;
        return undefined;
      }),
    );
    const { user, unmount } = await openWishlist();
    await user.click(screen.getByRole('button', { name: `Remove ${BACKPACK_NAME}` }));
    expect(screen.queryByRole('listitem', { name: BACKPACK_NAME })).not.toBeInTheDocument();
    // Keyboard users stay on the list, whose heading counts what is left.
    expect(screen.getByRole('heading', { level: 1, name: 'My Wishlist (3)' })).toHaveFocus();

    answer.open();
    await waitFor(() => expect(cardNames()).toEqual([WATCH_NAME, GALAXY_NAME, JBL_NAME]));
    unmount();

    // The server kept the removal: the next visit lists three.
    await renderRoute('/wishlist');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'My Wishlist (3)' }),
    ).toBeInTheDocument();
    expect(cardNames()).toEqual([WATCH_NAME, GALAXY_NAME, JBL_NAME]);
  });

  it('puts a card back where it was, with a message, when the removal fails', async () => {
    const answer = createGate();
    server.use(
      http.delete('*/api/wishlist/items/:id/', async () => {
        await answer.opened;
        return HttpResponse.json({ error: 'Server error' }, { status: 500 });
      }),
    );
    const { user } = await openWishlist();
    await user.click(screen.getByRole('button', { name: `Remove ${GALAXY_NAME}` }));
    expect(screen.queryByRole('listitem', { name: GALAXY_NAME })).not.toBeInTheDocument();

    answer.open();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your wishlist could not be changed. Please try again.',
    );
    expect(cardNames()).toEqual([WATCH_NAME, GALAXY_NAME, BACKPACK_NAME, JBL_NAME]);
    expect(screen.getByRole('heading', { level: 1, name: 'My Wishlist (4)' })).toBeInTheDocument();
  });

  it("puts a card back with the server's reason when the server refuses the removal", async () => {
    server.use(
      http.delete('*/api/wishlist/items/:id/', () =>
        HttpResponse.json({ error: 'This wishlist cannot be changed now.' }, { status: 409 }),
      ),
    );
    const { user } = await openWishlist();
    await user.click(screen.getByRole('button', { name: `Remove ${WATCH_NAME}` }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This wishlist cannot be changed now.',
    );
    expect(screen.getByRole('listitem', { name: WATCH_NAME })).toBeInTheDocument();
  });
});
