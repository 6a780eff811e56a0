import { screen, within } from '@testing-library/react';
import { OrdersView } from '../../../src/features/shop/orders-screen';
import { logInDemoShopper, renderAlone, renderRoute } from '../../utils/render-route';

const STATUSES = ['On the way', 'Delivered', 'Cancelled', 'Returned'] as const;

function orderList() {
  return within(
    screen
      .getAllByRole('list')
      .find((list) => list.tagName === 'UL' && within(list).queryAllByText(/Order ID/).length > 0)!,
  );
}

describe('orders', () => {
  it.each(['/my-order', '/orderPage'])(
    '%s lists the sample orders with their statuses',
    async (path) => {
      await logInDemoShopper();
      await renderRoute(path);
      await screen.findByRole('heading', { level: 1, name: 'My Orders' });
      const orders = orderList().getAllByRole('listitem');
      expect(orders).toHaveLength(4);
      for (const status of STATUSES) {
        expect(orderList().getByText(status)).toBeInTheDocument();
      }
      const watch = within(
        orderList().getByRole('listitem', { name: 'Fastrack Reflex Play+ Smart Watch' }),
      );
      expect(watch.getByText('₹2,999')).toBeInTheDocument();
      expect(watch.getByText('Color: Olive Green')).toBeInTheDocument();
      expect(watch.getByRole('img', { name: 'Fastrack Reflex Play+ Smart Watch' })).toHaveAttribute(
        'src',
        '/img/shop/watch.svg',
      );
    },
  );

  it('has a filter sidebar and a search box that, as documented, do not act', async () => {
    await logInDemoShopper();
    const { user, location } = await renderRoute('/my-order');
    await screen.findByRole('heading', { level: 1, name: 'My Orders' });
    const filters = within(screen.getByRole('complementary', { name: 'Filters' }));
    const statusGroup = within(filters.getByRole('group', { name: 'Order status' }));
    for (const status of STATUSES) {
      expect(statusGroup.getByRole('checkbox', { name: status })).not.toBeChecked();
    }
    expect(
      within(filters.getByRole('group', { name: 'Order time' })).getAllByRole('checkbox'),
    ).toHaveLength(4);

    await user.click(statusGroup.getByRole('checkbox', { name: 'Delivered' }));
    expect(statusGroup.getByRole('checkbox', { name: 'Delivered' })).toBeChecked();
    expect(orderList().getAllByRole('listitem')).toHaveLength(4);

    const search = screen.getByRole('searchbox', { name: 'Search your orders here' });
    await user.type(search, 'laptop');
    await user.click(screen.getByRole('button', { name: 'Search Orders' }));
    expect(orderList().getAllByRole('listitem')).toHaveLength(4);
    expect(location()).toBe('/my-order');
  });

  it("shows 'You have no orders' with a Start Shopping button when there are none", async () => {
    await renderAlone(() => <OrdersView orders={[]} />);
    expect(await screen.findByText('You have no orders')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Start Shopping' })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('searchbox')).not.toBeInTheDocument();
  });
});
