import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '../../../mocks/node';
import { logInDemoShopper } from '../../utils/render-route';
import { renderRoute } from '../../utils/render-route';

const PHONE = 'Xiaomi Redmi Note 13 Pro 5G (Ocean Blue, 256 GB)';
const SHOES = 'Campus Oxyfit Walking Shoes (Navy, UK 6)';
const HEADSET = 'boAt Rockerz 450 Bluetooth Headset (Cherry Red)';
const QUESTION = 'Are you sure you want to remove this item from your cart?';

async function openCart() {
  await logInDemoShopper();
  const rendered = await renderRoute('/cart');
  await screen.findByRole('heading', { level: 1, name: 'My Cart (3)' });
  return rendered;
}

const priceDetails = () => within(screen.getByRole('region', { name: 'Price details' }));

/** The amount shown next to a label of the price box. */
function amount(label: RegExp): string {
  return priceDetails().getByText(label).nextElementSibling?.textContent ?? '';
}

const line = (name: string) => within(screen.getByRole('listitem', { name }));
const quantityOf = (name: string) =>
  line(name).getByRole('textbox', { name: `Quantity of ${name}` });
const plus = (name: string) =>
  line(name).getByRole('button', { name: `Increase quantity of ${name}` });
const minus = (name: string) =>
  line(name).getByRole('button', { name: `Decrease quantity of ${name}` });
const cartLink = (name: string) => screen.findByRole('link', { name });

describe('cart (issue 25)', () => {
  it("shows the demo shopper's lines from the server with the server's price box and the badge's count", async () => {
    await openCart();
    expect(line(PHONE).getByRole('link', { name: PHONE })).toHaveAttribute(
      'href',
      '/product/xiaomi-redmi-note-13-pro-5g-ocean-blue-256-gb-521',
    );
    expect(line(PHONE).getByText('₹1,24,369')).toBeInTheDocument();
    expect(line(PHONE).getByText('₹1,32,299')).toBeInTheDocument();
    expect(line(PHONE).getByText('6% Off')).toBeInTheDocument();
    expect(quantityOf(HEADSET)).toHaveValue('2');
    expect(amount(/^Price \(4 items\)$/)).toBe('₹1,54,996');
    expect(amount(/^Discount$/)).toBe('−₹14,210');
    expect(amount(/^Delivery Charges$/)).toBe('Free');
    expect(amount(/^Total Amount$/)).toBe('₹1,40,786');
    expect(priceDetails().getByText('You will save ₹14,210 on this order')).toBeInTheDocument();
    expect(await cartLink('Cart, 4 items')).toBeInTheDocument();
  });

  it('raises and lowers a quantity at once, never below 1, and takes the totals from the server', async () => {
    const { user } = await openCart();
    expect(minus(PHONE)).toBeDisabled();
    await user.click(plus(HEADSET));
    expect(quantityOf(HEADSET)).toHaveValue('3');
    expect(await cartLink('Cart, 5 items')).toBeInTheDocument();
    await waitFor(() => expect(amount(/^Total Amount$/)).toBe('₹1,47,745'));
    await user.click(minus(HEADSET));
    expect(quantityOf(HEADSET)).toHaveValue('2');
    await waitFor(() => expect(amount(/^Total Amount$/)).toBe('₹1,40,786'));
  });

  it('stops at 10 units with the reason beside the + button', async () => {
    const { user } = await openCart();
    for (let press = 0; press < 8; press += 1) await user.click(plus(HEADSET));
    expect(quantityOf(HEADSET)).toHaveValue('10');
    expect(plus(HEADSET)).toBeDisabled();
    expect(line(HEADSET).getByText('You can buy up to 10 of this item.')).toBeInTheDocument();
    expect(await cartLink('Cart, 12 items')).toBeInTheDocument();
  });

  it('removes a line only after the confirmation, and shows the empty cart when none is left', async () => {
    const { user } = await openCart();
    await user.click(line(SHOES).getByRole('button', { name: `Remove ${SHOES}` }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText(QUESTION)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(screen.getByRole('listitem', { name: SHOES })).toBeInTheDocument();

    for (const name of [SHOES, PHONE, HEADSET]) {
      await user.click(line(name).getByRole('button', { name: `Remove ${name}` }));
      await user.click(
        within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Remove' }),
      );
      await waitFor(() => expect(screen.queryByRole('listitem', { name })).not.toBeInTheDocument());
    }
    expect(await screen.findByRole('heading', { name: 'Your cart is empty!' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Shop now' })).toHaveAttribute('href', '/');
    expect(await cartLink('Cart, 0 items')).toBeInTheDocument();
  });

  it('rolls a refused change back with the server’s message', async () => {
    const { user } = await openCart();
    server.use(
      http.put('*/api/cart/items/', () =>
        HttpResponse.json({ error: 'This item is out of stock.' }, { status: 409 }),
      ),
    );
    await user.click(plus(HEADSET));
    expect(await line(HEADSET).findByRole('alert')).toHaveTextContent('This item is out of stock.');
    expect(quantityOf(HEADSET)).toHaveValue('2');
    expect(await cartLink('Cart, 4 items')).toBeInTheDocument();
  });

  it('keeps a change that did not reach the server and sends it again when asked', async () => {
    const { user } = await openCart();
    server.use(http.put('*/api/cart/items/', () => HttpResponse.error(), { once: true }));
    await user.click(plus(HEADSET));
    expect(
      await screen.findByText(
        'You are offline. Your cart is saved on this device and will be updated when you are back online.',
      ),
    ).toBeInTheDocument();
    expect(quantityOf(HEADSET)).toHaveValue('3');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(amount(/^Total Amount$/)).toBe('₹1,47,745'));
  });
});
