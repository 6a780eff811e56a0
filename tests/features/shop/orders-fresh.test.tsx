import { act, screen, within } from '@testing-library/react';
import { cancelOrder, getAddresses, placeOrder } from '../../../src/api';
import { logInDemoShopper, renderRoute, type RenderedRoute } from '../../utils/render-route';
import { HEADSET, ordersOnFridayTenIst } from './shop-fixtures';

/**
 * The orders list is the shopper's record: coming back to it never shows the list as it was at
 * the last visit while a fresh one loads (the router's cache would, stale-while-revalidate). An
 * order placed or cancelled since is in the very first list the screen shows. The clock and the
 * seed are the orders tests' (Friday 7 March 2025, 10:00 in India).
 */
ordersOnFridayTenIst();

const DEMO_ORDERS = [
  'OD4312785520: On the way',
  'OD4298114372: Delivered',
  'OD4271903318: Cancelled',
  'OD4255610947: Returned',
];

const STATUSES = ['On the way', 'Delivered', 'Cancelled', 'Returned'];

/** The orders the list shows at this moment as "id: status", or null while it has not come. */
function ordersOnScreenNow(): string[] | null {
  const list = screen.queryByRole('list', { name: 'Your orders' });
  if (!list) return null;
  return within(list)
    .getAllByRole('listitem', { name: /^Order OD/ })
    .map((item) => {
      const status = STATUSES.find((text) => within(item).queryByText(text));
      return `${item.getAttribute('aria-label')!.replace('Order ', '')}: ${status}`;
    });
}

/** Records each different list the screen shows from now on, in order, until stopped. */
function recordLists(): { lists: string[][]; stop: () => void } {
  const lists: string[][] = [];
  const note = () => {
    const now = ordersOnScreenNow();
    if (now && JSON.stringify(now) !== JSON.stringify(lists.at(-1))) lists.push(now);
  };
  const observer = new MutationObserver(note);
  observer.observe(document.body, { childList: true, subtree: true, attributes: true });
  return { lists, stop: () => observer.disconnect() };
}

/** Places a Buy Now order of the headset to the demo shopper's first address; its id. */
function placeHeadsetOrder(idempotencyKey: string): Promise<string> {
  return act(async () => {
    const [address] = await getAddresses();
    const order = await placeOrder({
      idempotency_key: idempotencyKey,
      source: { kind: 'product', product_slug: HEADSET.slug },
      address_id: address!.id,
      payment: { method: 'cod', emi_months: null },
      expected_total: 6959,
    });
    return order.id;
  });
}

async function leaveForFaq({ router }: RenderedRoute) {
  await act(() => router.navigate({ to: '/faq' }));
  await screen.findByRole('heading', { level: 1, name: /FAQ|Frequently/i });
}

async function backToOrders({ router }: RenderedRoute): Promise<string[][]> {
  const recording = recordLists();
  await act(() => router.navigate({ to: '/orderPage' }));
  await screen.findByRole('list', { name: 'Your orders' });
  recording.stop();
  return recording.lists;
}

describe('orders on a second visit', () => {
  it('shows an order placed since the last visit in the first list, never the list before it', async () => {
    await logInDemoShopper();
    const app = await renderRoute('/orderPage');
    expect(await screen.findByRole('list', { name: 'Your orders' })).toBeInTheDocument();
    expect(ordersOnScreenNow()).toEqual(DEMO_ORDERS);

    await leaveForFaq(app);
    const placed = await placeHeadsetOrder('orders-fresh-new');

    expect(await backToOrders(app)).toEqual([[`${placed}: On the way`, ...DEMO_ORDERS]]);
  });

  it('shows an order cancelled since the last visit as cancelled in the first list', async () => {
    await logInDemoShopper();
    const placed = await placeHeadsetOrder('orders-fresh-cancel');
    const app = await renderRoute('/orderPage');
    expect(await screen.findByRole('list', { name: 'Your orders' })).toBeInTheDocument();
    expect(ordersOnScreenNow()).toEqual([`${placed}: On the way`, ...DEMO_ORDERS]);

    await leaveForFaq(app);
    // Cancelled from another tab or device: this page's cache cannot know.
    await act(() => cancelOrder(placed));

    expect(await backToOrders(app)).toEqual([[`${placed}: Cancelled`, ...DEMO_ORDERS]]);
  });
});
