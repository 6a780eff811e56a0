import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { resetMockDb, server } from '../../../mocks/node';
import { NoOrders } from '../../../src/features/shop/orders-screen';
import { logInDemoShopper, renderAlone, renderRoute } from '../../utils/render-route';
import { HEADSET, logInNewShopper } from './shop-fixtures';

/**
 * The cart, wishlist and orders in Hindi (issue 29), at their /hi addresses: headings, empty
 * states, the cart's messages (a refusal the app knows in Hindi, one it does not as the server
 * sent it), order statuses and dates in Hindi; product names stay as the API gives them.
 */
const line = (name: string) => within(screen.getByRole('listitem', { name }));

describe('the cart in Hindi', () => {
  it('shows the lines, the price box and Place Order in Hindi', async () => {
    await logInDemoShopper();
    await renderRoute('/hi/cart');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'मेरा कार्ट (3)' }),
    ).toBeInTheDocument();
    const prices = within(screen.getByRole('region', { name: 'कीमत का ब्योरा' }));
    expect(prices.getByText('इस ऑर्डर पर आपकी ₹14,210 की बचत होगी')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'ऑर्डर प्लेस करें' })).toHaveAttribute(
      'href',
      '/hi/checkout',
    );
    expect(
      line(HEADSET.name).getByRole('button', { name: `${HEADSET.name} की मात्रा बढ़ाएँ` }),
    ).toBeEnabled();
    expect(
      line(HEADSET.name).getByRole('button', { name: `${HEADSET.name} हटाएँ` }),
    ).toHaveTextContent('हटाएँ');
  });

  it('says a refusal the app knows in Hindi, and one it does not as the server sent it', async () => {
    await logInDemoShopper();
    const { user } = await renderRoute('/hi/cart');
    const plus = await screen.findByRole('button', { name: `${HEADSET.name} की मात्रा बढ़ाएँ` });
    server.use(
      http.put(
        '*/api/cart/items/',
        () => HttpResponse.json({ error: 'This item is out of stock.' }, { status: 409 }),
        { once: true },
      ),
    );
    await user.click(plus);
    expect(await line(HEADSET.name).findByRole('alert')).toHaveTextContent('यह आइटम स्टॉक में नहीं है।');

    server.use(
      http.put(
        '*/api/cart/items/',
        () => HttpResponse.json({ error: 'Only 2 left for your pincode.' }, { status: 409 }),
        { once: true },
      ),
    );
    await user.click(plus);
    expect(await line(HEADSET.name).findByText('Only 2 left for your pincode.')).toHaveAttribute(
      'role',
      'alert',
    );
  });

  it('shows the empty cart in Hindi', async () => {
    await logInNewShopper();
    await renderRoute('/hi/cart');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'आपका कार्ट खाली है!' }),
    ).toBeInTheDocument();
    expect(screen.getByText('इसमें अभी कुछ आइटम जोड़ें।')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'अभी खरीदारी करें' })).toHaveAttribute('href', '/hi/');
  });
});

describe('the wishlist in Hindi', () => {
  it('shows the items with their availability and buttons in Hindi', async () => {
    await logInDemoShopper();
    await renderRoute('/hi/wishlist');
    const heading = await screen.findByRole('heading', { level: 1, name: /^मेरी विशलिस्ट \(\d+\)$/ });
    expect(heading).toBeInTheDocument();
    expect(screen.getAllByText('स्टॉक में है').length).toBeGreaterThan(0);
    expect(screen.getAllByRole('button', { name: /कार्ट में जोड़ें$/ }).length).toBeGreaterThan(0);
  });

  it('says when the wishlist is empty, in Hindi', async () => {
    await logInNewShopper();
    await renderRoute('/hi/wishlist');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'मेरी विशलिस्ट (0)' }),
    ).toBeInTheDocument();
    expect(screen.getByText('आपकी विशलिस्ट खाली है।')).toBeInTheDocument();
  });
});

describe('the orders in Hindi', () => {
  // The demo's orders are seeded at the mock's clock: Friday 7 March 2025, 10:00 in India.
  beforeEach(async () => {
    vi.setSystemTime(Date.UTC(2025, 2, 7, 4, 30, 0));
    await resetMockDb();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows statuses, dates, totals and the filters in Hindi; the URL keeps the API’s status', async () => {
    await logInDemoShopper();
    await renderRoute('/hi/orderPage');
    expect(await screen.findByRole('heading', { level: 1, name: 'मेरे ऑर्डर' })).toBeInTheDocument();
    const watch = within(await screen.findByRole('listitem', { name: 'ऑर्डर OD4312785520' }));
    expect(watch.getByText('रास्ते में')).toBeInTheDocument();
    expect(watch.getByText('मात्रा: 1')).toBeInTheDocument();
    expect(watch.getByText('कुल: ₹10,625.50')).toBeInTheDocument();
    expect(watch.getByText('शुक्रवार, 14 मार्च 2025 तक डिलीवरी')).toBeInTheDocument();
    expect(
      watch.getByText('यह ऑर्डर भेजा जा चुका है, अब इसे रद्द नहीं किया जा सकता।'),
    ).toBeInTheDocument();
    const tshirt = within(screen.getByRole('listitem', { name: 'ऑर्डर OD4298114372' }));
    expect(tshirt.getByText('डिलीवर हो गया')).toBeInTheDocument();
    expect(tshirt.getByText('शनिवार, 16 नवंबर 2024 को डिलीवर हुआ')).toBeInTheDocument();

    const status = screen.getByRole('radiogroup', { name: 'ऑर्डर की स्थिति' });
    expect(within(status).getByRole('radio', { name: 'सभी' })).toBeChecked();
    expect(within(status).getByRole('radio', { name: 'लौटाया गया' })).toBeInTheDocument();
    expect(
      within(screen.getByRole('radiogroup', { name: 'ऑर्डर का समय' })).getByRole('radio', {
        name: 'पिछले 30 दिन',
      }),
    ).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'अपने ऑर्डर यहाँ खोजें' })).toBeInTheDocument();
  });

  it('filters by a status chosen by its Hindi label, the URL holding the API’s value', async () => {
    await logInDemoShopper();
    const { user, address } = await renderRoute('/hi/orderPage');
    const status = await screen.findByRole('radiogroup', { name: 'ऑर्डर की स्थिति' });
    await user.click(within(status).getByRole('radio', { name: 'रद्द' }));
    await waitFor(() => expect(address()).toBe('/hi/orderPage?status=Cancelled'));
    const list = screen.getByRole('list', { name: 'आपके ऑर्डर' });
    await waitFor(() =>
      expect(
        within(list)
          .getAllByRole('listitem', { name: /^ऑर्डर OD/ })
          .map((item) => item.getAttribute('aria-label')),
      ).toEqual(['ऑर्डर OD4271903318']),
    );
  });

  it("says 'You have no orders' in Hindi", async () => {
    await renderAlone(NoOrders, { locale: 'hi' });
    expect(screen.getByText('आपका कोई ऑर्डर नहीं है')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'खरीदारी शुरू करें' })).toBeInTheDocument();
  });
});
