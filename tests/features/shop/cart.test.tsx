import { screen, waitFor, within } from '@testing-library/react';
import { cartTotals, changeQuantity } from '../../../src/features/shop/cart-totals';
import { SAMPLE_CART } from '../../../src/features/shop/sample-data';
import { logInDemoShopper, renderRoute } from '../../utils/render-route';

const PHONE = 'Redmi Note 13 5G (Arctic White, 128 GB)';
const HEADPHONES = 'boAt Rockerz 450 Bluetooth Headphones (Luscious Black)';
const QUESTION = 'Are you sure you want to remove this item from your cart?';

async function openCart() {
  await logInDemoShopper();
  const rendered = await renderRoute('/cart');
  await screen.findByRole('heading', { level: 1, name: 'My Cart (3)' });
  return rendered;
}

function priceDetails() {
  return within(screen.getByRole('region', { name: 'Price details' }));
}

/** The amount shown next to a label of the price box. */
function amount(label: RegExp): string {
  const term = priceDetails().getByText(label);
  return term.nextElementSibling?.textContent ?? '';
}

describe('cart', () => {
  it('lists the sample items with rupee prices and a price box computed from them', async () => {
    await openCart();
    const line = within(screen.getByRole('listitem', { name: PHONE }));
    expect(line.getByText('₹17,999')).toBeInTheDocument();
    expect(line.getByText('₹20,999')).toBeInTheDocument();
    expect(line.getByRole('textbox', { name: `Quantity of ${PHONE}` })).toHaveValue('1');

    // 20,999 + 2,499 + 2 × 3,990 at MRP; 17,999 + 1,249 + 2 × 1,499 to pay.
    expect(amount(/^Price \(4 items\)$/)).toBe('₹31,478');
    expect(amount(/^Discount$/)).toBe('−₹9,232');
    expect(amount(/^Delivery Charges$/)).toBe('Free');
    expect(amount(/^Total Amount$/)).toBe('₹22,246');
    expect(priceDetails().getByText('You will save ₹9,232 on this order')).toBeInTheDocument();
  });

  it('changes quantities with plus and minus, never below 1, and updates the totals', async () => {
    const { user } = await openCart();
    const line = within(screen.getByRole('listitem', { name: HEADPHONES }));
    const quantity = line.getByRole('textbox', { name: `Quantity of ${HEADPHONES}` });
    const minus = line.getByRole('button', { name: `Decrease quantity of ${HEADPHONES}` });
    const plus = line.getByRole('button', { name: `Increase quantity of ${HEADPHONES}` });
    expect(quantity).toHaveValue('2');

    await user.click(minus);
    expect(quantity).toHaveValue('1');
    expect(minus).toBeDisabled();
    await user.click(minus);
    expect(quantity).toHaveValue('1');
    expect(amount(/^Total Amount$/)).toBe('₹20,747');

    await user.click(plus);
    await user.click(plus);
    expect(quantity).toHaveValue('3');
    expect(minus).toBeEnabled();
    expect(amount(/^Price \(5 items\)$/)).toBe('₹35,468');
    expect(amount(/^Total Amount$/)).toBe('₹23,745');
  });

  it('asks before removing an item; Cancel keeps it and returns focus to Remove', async () => {
    const { user } = await openCart();
    const remove = screen.getByRole('button', { name: `Remove ${PHONE}` });
    await user.click(remove);
    const dialog = await screen.findByRole('alertdialog', { name: 'Remove Item' });
    expect(dialog).toHaveAccessibleDescription(QUESTION);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(screen.getByRole('listitem', { name: PHONE })).toBeInTheDocument();
    await waitFor(() => expect(remove).toHaveFocus());
  });

  it('removes the item once confirmed and recomputes the price box', async () => {
    const { user } = await openCart();
    await user.click(screen.getByRole('button', { name: `Remove ${PHONE}` }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Remove Item' });
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(screen.queryByRole('listitem', { name: PHONE })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'My Cart (2)' })).toHaveFocus();
    expect(amount(/^Total Amount$/)).toBe('₹4,247');
  });

  it('keeps the empty-cart view hidden until every item is removed', async () => {
    const { user, location } = await openCart();
    expect(screen.queryByText('Your cart is empty!')).not.toBeInTheDocument();
    for (const item of SAMPLE_CART) {
      await user.click(screen.getByRole('button', { name: `Remove ${item.name}` }));
      const dialog = await screen.findByRole('alertdialog');
      await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
      await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    }
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Your cart is empty!' }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Shop now' }));
    await waitFor(() => expect(location()).toBe('/'));
  });
});

describe('cart arithmetic', () => {
  it('never takes a quantity below 1', () => {
    expect(changeQuantity(1, -1)).toBe(1);
    expect(changeQuantity(2, -1)).toBe(1);
    expect(changeQuantity(1, 1)).toBe(2);
  });

  it('sums MRP, discount and total over the quantities', () => {
    expect(cartTotals(SAMPLE_CART)).toEqual({
      count: 4,
      price: 31_478,
      discount: 9_232,
      total: 22_246,
    });
    expect(cartTotals([])).toEqual({ count: 0, price: 0, discount: 0, total: 0 });
  });
});
