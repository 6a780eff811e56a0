import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setMockConfig } from '../../../mocks/config';
import { server } from '../../../mocks/node';
import { logInDemoShopper, renderRoute } from '../../utils/render-route';
import { DEMO_ADDRESS, fixClock, NOKIA_NAME, NOKIA_SLUG } from './checkout-fixtures';

/**
 * Buy Now's checkout in Hindi (issue 29), at /hi/checkout: each step's heading and controls,
 * the delivery date in Hindi, EMI's tenures, a declined payment's message, a refusal the app
 * has no message for shown as the server sent it, and "Order placed" in Hindi.
 */
beforeEach(fixClock);
afterEach(() => {
  vi.useRealTimers();
});

const region = (name: string) => within(screen.getByRole('region', { name }));
const findRegion = async (name: string) => within(await screen.findByRole('region', { name }));

/** Buy Now of the Nokia 150 in Hindi, walked to the payment step. */
async function toPayment() {
  await logInDemoShopper();
  const rendered = await renderRoute(`/hi/checkout?product=${NOKIA_SLUG}`);
  expect(await screen.findByRole('heading', { level: 1, name: 'चेकआउट' })).toBeInTheDocument();
  await screen.findByRole('radio', { name: DEMO_ADDRESS });
  expect(
    region('डिलीवरी का पता').getByRole('radiogroup', { name: 'सेव किए गए पते' }),
  ).toBeInTheDocument();
  await rendered.user.click(screen.getByRole('button', { name: 'यहाँ डिलीवर करें' }));

  const summary = await findRegion('ऑर्डर का सारांश');
  const next = await summary.findByRole('button', { name: 'जारी रखें' });
  expect(summary.getByText(NOKIA_NAME)).toBeInTheDocument();
  expect(summary.getByText('मात्रा: 1')).toBeInTheDocument();
  expect(summary.getByText('शनिवार, 15 मार्च तक डिलीवरी')).toBeInTheDocument();
  await rendered.user.click(next);

  await (await findRegion('भुगतान')).findByRole('radiogroup', { name: 'भुगतान के विकल्प' });
  return rendered;
}

describe('the checkout in Hindi', () => {
  it('walks the steps in Hindi, sums up the summary with its plural, and offers EMI in Hindi', async () => {
    const { user } = await toPayment();
    expect(
      region('ऑर्डर का सारांश').getByText('1 आइटम, कुल ₹1,939। शनिवार, 15 मार्च तक डिलीवरी'),
    ).toBeInTheDocument();
    expect(region('ऑर्डर का सारांश').getByRole('button', { name: 'बदलें' })).toBeEnabled();

    await user.click(region('भुगतान').getByRole('radio', { name: 'EMI (डेमो)' }));
    const tenures = region('भुगतान').getByRole('radiogroup', { name: 'EMI की अवधि' });
    expect(within(tenures).getByRole('radio', { name: /^3 महीने, ₹\S+ प्रति माह$/ })).toBeChecked();
    expect(region('भुगतान').getByText('कोई प्रोसेसिंग फ़ीस नहीं')).toBeInTheDocument();
  });

  it('says a declined payment in Hindi, then places the order and shows it in Hindi', async () => {
    setMockConfig({ declinePayments: 'next' });
    const { user, address } = await toPayment();
    await user.click(region('भुगतान').getByRole('radio', { name: 'UPI (डेमो)' }));
    await user.click(region('भुगतान').getByRole('button', { name: 'ऑर्डर प्लेस करें' }));
    expect(await region('भुगतान').findByRole('alert')).toHaveTextContent(
      'आपका भुगतान अस्वीकार हो गया। कृपया फिर से कोशिश करें।',
    );

    await user.click(region('भुगतान').getByRole('button', { name: 'ऑर्डर प्लेस करें' }));
    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: 'ऑर्डर प्लेस हो गया' },
        { timeout: 10_000 },
      ),
    ).toBeInTheDocument();
    await waitFor(() => expect(address()).toMatch(/^\/hi\/checkout\/placed\/OD\d{10}$/));
    const orderId = address().split('/').pop()!;
    expect(screen.getByText(orderId).parentElement).toHaveTextContent(`ऑर्डर ID: ${orderId}`);
    expect(screen.getByText('शनिवार, 15 मार्च तक डिलीवरी')).toBeInTheDocument();
    expect(screen.getByText('कुल ₹1,939, भुगतान: UPI')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'मेरे ऑर्डर देखें' })).toHaveAttribute(
      'href',
      '/hi/orderPage',
    );
  });

  it('shows a refusal the app has no message for as the server sent it', async () => {
    const { user } = await toPayment();
    server.use(
      http.post(
        '*/api/orders/',
        () => HttpResponse.json({ error: 'UPI is paused for maintenance.' }, { status: 422 }),
        { once: true },
      ),
    );
    await user.click(region('भुगतान').getByRole('radio', { name: 'UPI (डेमो)' }));
    await user.click(region('भुगतान').getByRole('button', { name: 'ऑर्डर प्लेस करें' }));
    // A refused order goes back to a new summary, which says why.
    expect(await (await findRegion('ऑर्डर का सारांश')).findByRole('alert')).toHaveTextContent(
      'UPI is paused for maintenance.',
    );
  });
});
