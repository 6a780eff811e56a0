import { act, screen } from '@testing-library/react';
import { Profiler } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { onTestFinished } from 'vitest';
import { createShop } from '../../src/app/shop';
import { ShopContext, useCart, useWishlist } from '../../src/lib/shop-hooks';
import { HEADSET, storeGuestCart } from '../features/shop/shop-fixtures';

/**
 * The server knows no device, so it renders an empty cart; the browser hydrates that HTML and
 * then shows the device's own cart. React re-renders a hydrated component in one synchronous
 * task whenever the cart's answer is not the very one the server rendered, and on a product page
 * that task ran inside an early tap on Add to Cart (issue 27). An empty cart must not cost it.
 */

/** React's commits of the hydrated tree in the browser: 'mount' for the hydration itself. */
let commits: string[] = [];

function CartStatus() {
  const cart = useCart();
  const wishlist = useWishlist();
  return (
    <p>
      {cart.count > 0 ? `${cart.count} in your cart` : 'Your cart is empty'}
      {wishlist.items.length > 0 ? ' and wished for' : ''}
    </p>
  );
}

/** Renders on the "server", then hydrates that HTML as the browser does, with the browser's shop. */
async function serverRenderThenHydrate(): Promise<unknown[]> {
  const html = renderToString(
    <ShopContext.Provider value={createShop()}>
      <CartStatus />
    </ShopContext.Provider>,
  );
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
  commits = [];
  const errors: unknown[] = [];
  let root: Root | undefined;
  await act(async () => {
    root = hydrateRoot(
      container,
      <Profiler id="cart" onRender={(_id, phase) => commits.push(phase)}>
        <ShopContext.Provider value={createShop()}>
          <CartStatus />
        </ShopContext.Provider>
      </Profiler>,
      { onRecoverableError: (error) => errors.push(error) },
    );
  });
  onTestFinished(() => {
    act(() => root?.unmount());
    container.remove();
  });
  return errors;
}

describe('the cart and the wishlist, server rendered then hydrated', () => {
  it('renders a guest’s empty cart once: hydration keeps what the server rendered', async () => {
    const errors = await serverRenderThenHydrate();

    expect(errors).toEqual([]);
    expect(screen.getByText('Your cart is empty')).toBeInTheDocument();
    expect(commits).toEqual(['mount']);
  });

  it('shows the lines this device keeps right after hydration', async () => {
    storeGuestCart([{ product: HEADSET, quantity: 2 }]);
    const errors = await serverRenderThenHydrate();

    expect(errors).toEqual([]);
    expect(screen.getByText('2 in your cart')).toBeInTheDocument();
    expect(commits).toEqual(['mount', 'update']);
  });
});
