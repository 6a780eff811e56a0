import { act, screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { server } from '../../../mocks/node';
import { addAddress, placeOrder } from '../../../src/api';
import { logInDemoShopper, logInShopper, renderRoute } from '../../utils/render-route';
import { HEADSET, logInNewShopper, NEW_SHOPPER, ordersOnFridayTenIst } from './shop-fixtures';

/**
 * The orders screen (issue 26) against the mock backend: the demo shopper's seeded orders, the
 * sidebar's filters and the search through the URL, cancelling before shipping, and each
 * account seeing only its own. The clock is Friday 7 March 2025, 10:00 in India, and the mock
 * is seeded at it, so the demo's order on its way was placed 30 hours before.
 */
ordersOnFridayTenIst();

const WATCH_ORDER = 'OD4312785520';
const TSHIRT_ORDER = 'OD4298114372';
const BACKPACK_ORDER = 'OD4271903318';
const LAPTOP_ORDER = 'OD4255610947';
const DEMO_ORDERS = [WATCH_ORDER, TSHIRT_ORDER, BACKPACK_ORDER, LAPTOP_ORDER];

const MUMBAI = {
  name: 'Meera Iyer',
  mobile: '9876501234',
  pincode: '400002',
  locality: 'Kalbadevi',
  address: '7, Princess Street',
  city: 'Mumbai',
  state: 'Maharashtra',
  landmark: '',
  alternatePhone: '',
  addressType: 'Home',
} as const;

const idsIn = (list: HTMLElement) =>
  within(list)
    .getAllByRole('listitem', { name: /^Order OD/ })
    .map((item) => item.getAttribute('aria-label')!.replace('Order ', ''));

/** The orders shown once the list is on the screen, by their ids, in the list's order. */
async function shownOrders(): Promise<string[]> {
  return idsIn(await screen.findByRole('list', { name: 'Your orders' }));
}

/** The orders the list shows now. */
const listedOrders = () => idsIn(screen.getByRole('list', { name: 'Your orders' }));

const searchBox = () => screen.getByRole('searchbox', { name: 'Search your orders here' });

/** The list's empty text when the filters match nothing, and its own way to clear them. */
async function clearFiltersFromNoMatch(user: UserEvent): Promise<void> {
  const noMatch = await screen.findByText('No orders match your filters');
  await user.click(within(noMatch.parentElement!).getByRole('button', { name: 'Clear filters' }));
}

const order = (id: string) => within(screen.getByRole('listitem', { name: `Order ${id}` }));

/** Places a Buy Now order of the headset (₹6,959) for the signed-in shopper. */
function placeHeadsetOrder(addressId: string): Promise<string> {
  return act(async () => {
    const placed = await placeOrder({
      idempotency_key: `orders-test-${addressId}`,
      source: { kind: 'product', product_slug: HEADSET.slug },
      address_id: addressId,
      payment: { method: 'upi', emi_months: null },
      expected_total: 6959,
    });
    return placed.id;
  });
}

/** A new shopper, signed in, with an address in Mumbai and one order of the headset. */
async function newShopperWithOrder(): Promise<string> {
  await logInNewShopper();
  const address = await act(() => addAddress(MUMBAI));
  return placeHeadsetOrder(address.id);
}

describe('orders', () => {
  it.each(['/my-order', '/orderPage'])(
    "%s lists the demo shopper's orders newest first, with their lines, totals, dates and statuses",
    async (path) => {
      await logInDemoShopper();
      await renderRoute(path);
      expect(
        await screen.findByRole('heading', { level: 1, name: 'My Orders' }),
      ).toBeInTheDocument();
      expect(await shownOrders()).toEqual(DEMO_ORDERS);

      const watch = order(WATCH_ORDER);
      expect(watch.getByText('On the way')).toBeInTheDocument();
      expect(
        watch.getByRole('link', { name: 'Fastrack Reflex Digital Watch (Black)' }),
      ).toHaveAttribute('href', '/product/fastrack-reflex-digital-watch-black-538');
      expect(
        watch.getByRole('img', { name: 'Fastrack Reflex Digital Watch (Black)' }),
      ).toHaveAttribute('src', '/img/products/watches-1.webp');
      expect(watch.getByText('Quantity: 1')).toBeInTheDocument();
      expect(watch.getByText('Total: ₹10,625.50')).toBeInTheDocument();
      expect(watch.getByText('Delivery by Friday, 14 March 2025')).toBeInTheDocument();

      const tshirt = order(TSHIRT_ORDER);
      expect(tshirt.getByText('Delivered')).toBeInTheDocument();
      expect(tshirt.getByText('Total: ₹1,299')).toBeInTheDocument();
      expect(tshirt.getByText('Delivered on Saturday, 16 November 2024')).toBeInTheDocument();
      expect(order(BACKPACK_ORDER).getByText('Cancelled')).toBeInTheDocument();
      expect(order(LAPTOP_ORDER).getByText('Returned')).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: /^Cancel order/ })).not.toBeInTheDocument();
    },
  );

  it('filters by status through the URL', async () => {
    await logInDemoShopper();
    const { user, location } = await renderRoute('/my-order');
    expect(await shownOrders()).toEqual(DEMO_ORDERS);
    const status = within(screen.getByRole('radiogroup', { name: 'Order status' }));
    expect(status.getByRole('radio', { name: 'All' })).toBeChecked();

    await user.click(status.getByRole('radio', { name: 'Delivered' }));
    await waitFor(() => expect(location()).toBe('/my-order?status=Delivered'));
    await waitFor(() => expect(listedOrders()).toEqual([TSHIRT_ORDER]));
    expect(status.getByRole('radio', { name: 'Delivered' })).toBeChecked();

    await user.click(status.getByRole('radio', { name: 'All' }));
    await waitFor(() => expect(location()).toBe('/my-order'));
    await waitFor(() => expect(listedOrders()).toEqual(DEMO_ORDERS));
  });

  it("filters by the time the order was placed, on the shopper's side", async () => {
    await logInDemoShopper();
    const { user, location } = await renderRoute('/my-order');
    expect(await shownOrders()).toEqual(DEMO_ORDERS);
    const time = within(screen.getByRole('radiogroup', { name: 'Order time' }));
    await user.click(time.getByRole('radio', { name: '2024' }));
    await waitFor(() => expect(location()).toBe('/my-order?time=2024'));
    await waitFor(() => expect(listedOrders()).toEqual([TSHIRT_ORDER, BACKPACK_ORDER]));
    await user.click(time.getByRole('radio', { name: 'Last 30 days' }));
    await waitFor(() => expect(listedOrders()).toEqual([WATCH_ORDER]));
    await user.click(time.getByRole('radio', { name: '2023' }));
    await waitFor(() => expect(listedOrders()).toEqual([LAPTOP_ORDER]));
  });

  it('says when the filters match nothing, and clears them', async () => {
    await logInDemoShopper();
    const { user, location } = await renderRoute('/my-order?time=2023&status=Cancelled');
    await clearFiltersFromNoMatch(user);
    await waitFor(() => expect(location()).toBe('/my-order'));
    await waitFor(() => expect(listedOrders()).toEqual(DEMO_ORDERS));
    expect(screen.getByRole('radio', { name: 'All' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Any time' })).toBeChecked();
  });

  it('reads the filter from the URL and drops what is not one', async () => {
    await logInDemoShopper();
    const returned = await renderRoute('/orderPage?status=Returned&time=1999');
    expect(await shownOrders()).toEqual([LAPTOP_ORDER]);
    expect(screen.getByRole('radio', { name: 'Any time' })).toBeChecked();
    returned.unmount();
    await renderRoute('/orderPage?status=Shipped');
    expect(await shownOrders()).toEqual(DEMO_ORDERS);
  });

  it('searches by product name on Enter, keeping the words as typed', async () => {
    await logInDemoShopper();
    const { user, location } = await renderRoute('/orderPage');
    await shownOrders();
    await user.type(searchBox(), '  laptop  {Enter}');
    await waitFor(() => expect(location()).toBe('/orderPage?q=laptop'));
    await waitFor(() => expect(listedOrders()).toEqual([BACKPACK_ORDER, LAPTOP_ORDER]));
    expect(searchBox()).toHaveValue('  laptop  ');
  });

  it('searches by order id, in any case, with the button', async () => {
    await logInDemoShopper();
    const { user, location } = await renderRoute('/orderPage');
    await shownOrders();
    await user.type(searchBox(), 'od4298114372');
    await user.click(screen.getByRole('button', { name: 'Search Orders' }));
    await waitFor(() => expect(location()).toBe('/orderPage?q=od4298114372'));
    await waitFor(() => expect(listedOrders()).toEqual([TSHIRT_ORDER]));
  });

  it('clears a search that matched nothing from the sidebar, emptying the box', async () => {
    await logInDemoShopper();
    const { user, location } = await renderRoute('/orderPage?q=kettle');
    expect(await screen.findByText('No orders match your filters')).toBeInTheDocument();
    expect(searchBox()).toHaveValue('kettle');
    const filters = within(screen.getByRole('complementary', { name: 'Filters' }));
    await user.click(filters.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(location()).toBe('/orderPage'));
    await waitFor(() => expect(listedOrders()).toEqual(DEMO_ORDERS));
    expect(searchBox()).toHaveValue('');
  });

  it("shows a new shopper 'You have no orders' with Start Shopping", async () => {
    await logInNewShopper();
    await renderRoute('/orderPage');
    expect(await screen.findByText('You have no orders')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Start Shopping' })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('searchbox')).not.toBeInTheDocument();
  });

  it('cancels an order that has not shipped, after a confirmation', async () => {
    const placed = await newShopperWithOrder();
    const { user } = await renderRoute('/my-order');
    expect(await shownOrders()).toEqual([placed]);
    const mine = order(placed);
    expect(mine.getByText('On the way')).toBeInTheDocument();
    expect(mine.getByText('Total: ₹6,959')).toBeInTheDocument();

    await user.click(mine.getByRole('button', { name: `Cancel order ${placed}` }));
    const dialog = await screen.findByRole('alertdialog', { name: `Cancel order ${placed}?` });
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    await user.click(within(dialog).getByRole('button', { name: 'Keep order' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(order(placed).getByText('On the way')).toBeInTheDocument();

    await user.click(order(placed).getByRole('button', { name: `Cancel order ${placed}` }));
    const again = await screen.findByRole('alertdialog', { name: `Cancel order ${placed}?` });
    await user.click(within(again).getByRole('button', { name: 'Yes, cancel' }));
    await waitFor(() => expect(order(placed).getByText('Cancelled')).toBeInTheDocument());
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    // The button is gone with the cancel; focus stays on the order.
    expect(screen.getByRole('listitem', { name: `Order ${placed}` })).toHaveFocus();
    expect(
      order(placed).queryByRole('button', { name: `Cancel order ${placed}` }),
    ).not.toBeInTheDocument();
  });

  it('shows why a cancel failed and changes nothing', async () => {
    const placed = await newShopperWithOrder();
    const { user } = await renderRoute('/my-order');
    await shownOrders();
    server.use(
      http.post(
        '*/api/orders/:id/cancel/',
        () =>
          HttpResponse.json(
            { error: 'This order has shipped and can no longer be cancelled.' },
            { status: 409 },
          ),
        { once: true },
      ),
    );
    await user.click(order(placed).getByRole('button', { name: `Cancel order ${placed}` }));
    const dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Yes, cancel' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This order has shipped and can no longer be cancelled.',
    );
    expect(order(placed).getByText('On the way')).toBeInTheDocument();
  });

  it('says why a shipped order can no longer be cancelled', async () => {
    await logInDemoShopper();
    await renderRoute('/orderPage?status=On the way');
    expect(await shownOrders()).toEqual([WATCH_ORDER]);
    expect(
      order(WATCH_ORDER).getByText('This order has shipped and can no longer be cancelled.'),
    ).toBeInTheDocument();
    expect(order(WATCH_ORDER).queryByRole('button')).not.toBeInTheDocument();
  });

  it("shows one shopper's orders to no other", async () => {
    const priyas = await newShopperWithOrder();
    await logInDemoShopper();
    const demo = await renderRoute('/orderPage');
    expect(await shownOrders()).toEqual(DEMO_ORDERS);
    demo.unmount();

    await logInShopper({ email: NEW_SHOPPER.email, password: NEW_SHOPPER.password });
    const priya = await renderRoute(`/orderPage?q=${WATCH_ORDER}`);
    expect(await screen.findByText('No orders match your filters')).toBeInTheDocument();
    priya.unmount();
    await renderRoute('/orderPage');
    expect(await shownOrders()).toEqual([priyas]);
  });

  it('ends the session when the orders are refused with 401', async () => {
    await logInDemoShopper();
    server.use(
      http.get(
        '*/api/orders/',
        () => HttpResponse.json({ error: 'Token is invalid or expired.' }, { status: 401 }),
        { once: true },
      ),
    );
    const { location } = await renderRoute('/orderPage');
    await waitFor(() => expect(location()).toBe('/login?redirect=%2ForderPage'));
    expect(localStorage.getItem('token')).toBeNull();
  });
});
