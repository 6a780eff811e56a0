import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEMO_LOGIN } from '../fixtures/users';
import { describeFindings, scan, type Finding } from './support/axe';
import { browserForFile, VIEWPORTS, withWatchedPage } from './support/browser';
import { cartLinkNamed, eventually, submitLogin } from './support/cart';
import { visit, waitForScreen } from './support/screens';

/*
 * Issue 26 in the demo build, on both viewports, from a product page to a cancelled order: the
 * Delivery block checks pincodes; Buy Now (a guest logs in on the way) walks the checkout's
 * three steps to "Order placed" with Cash on Delivery; a reload shows that order again and
 * places nothing; a second Buy Now pays by UPI, is declined once (`?mock-decline-payment=next`,
 * armed by the page load before it) and placed on the second press; /orderPage lists both as
 * On the way, and the UPI one is cancelled. axe scans every checkout step, "Order placed" and
 * /orderPage on the way. One page per viewport: a second page load costs more than the steps.
 *
 * The browser's clock starts on Friday 7 March 2025, 10:00 in India, so the dates are the
 * README's rules worked by hand: 7 business days (Monday to Saturday) to Saturday 15 March,
 * express in 3 to Tuesday 11 March. The demo shopper's one address is Fort, Mumbai 400001; their
 * cart holds 4 units, Buy Now leaves it alone. Prices are the seed's, written out.
 */

const browser = browserForFile();

/** Friday 7 March 2025, 10:00 in India (UTC+05:30). */
const NOW = new Date('2025-03-07T04:30:00Z');

const SHOES = 'Campus Oxyfit Walking Shoes (Navy, UK 6)';
const SHOES_PAGE = '/product/campus-oxyfit-walking-shoes-navy-uk-6-170';
const HEADSET = 'boAt Rockerz 450 Bluetooth Headset (Cherry Red)';
const HEADSET_PAGE = '/product/boat-rockerz-450-bluetooth-headset-cherry-red-9';

/** The demo shopper's seeded orders, newest first. */
const SEEDED_ORDERS = ['OD4312785520', 'OD4298114372', 'OD4271903318', 'OD4255610947'];
const ADDRESS = 'Aarav Sharma 21, Dr D N Road, Fort, Mumbai, Maharashtra - 400001';
const DECLINED = 'Your payment was declined. Please try again.';

function deliveryBlock(page: Page): Locator {
  return page.getByRole('main').getByRole('region', { name: 'Delivery', exact: true });
}

function pincodeField(page: Page): Locator {
  return deliveryBlock(page).getByRole('textbox', { name: 'Enter delivery pincode' });
}

/** The Delivery block's answer, line by line. */
function deliveryAnswer(page: Page): Promise<string[]> {
  return deliveryBlock(page).getByRole('status').locator('p').allTextContents();
}

async function checkPincode(page: Page, pincode: string): Promise<void> {
  await pincodeField(page).fill(pincode);
  await deliveryBlock(page).getByRole('button', { name: 'Check', exact: true }).click();
}

/** One of the checkout's three steps, by its heading. */
function step(page: Page, title: 'Delivery address' | 'Order summary' | 'Payment'): Locator {
  return page.getByRole('main').getByRole('region', { name: title, exact: true });
}

/** Resolves once `title` is the open step (its controls shown). */
async function stepOpens(
  page: Page,
  title: 'Delivery address' | 'Order summary' | 'Payment',
  control: string,
): Promise<Locator> {
  const section = step(page, title);
  await section.and(page.locator('[aria-current="step"]')).waitFor();
  await section.getByRole('button', { name: control, exact: true }).waitFor();
  return section;
}

/** The summary step's price details: ['Price (1 item)', '₹3,899', ...]. */
function checkoutPrices(page: Page): Promise<string[]> {
  return step(page, 'Order summary').locator('dl').locator('dt, dd').allTextContents();
}

/** The Order placed screen: resolves with the order id it shows. */
async function placedOrderId(page: Page): Promise<string> {
  await page.waitForURL((url) => /^\/checkout\/placed\/OD\d{10}$/.test(url.pathname));
  const orderId = new URL(page.url()).pathname.split('/').pop() ?? '';
  await waitForScreen(page, `/checkout/placed/${orderId}`);
  await page.getByRole('heading', { level: 1, name: 'Order placed' }).waitFor();
  await page.getByRole('main').getByText(`Order ID: ${orderId}`, { exact: true }).waitFor();
  return orderId;
}

/** The texts of the Order placed screen under its heading. */
function placedDetails(page: Page): Promise<string[]> {
  return page
    .getByRole('main')
    .getByRole('heading', { level: 1, name: 'Order placed' })
    .locator('xpath=..')
    .locator(':scope > p')
    .allTextContents();
}

/** The orders on /orderPage, as their labels ('Order OD4312785520'), newest first. */
function orderLabels(page: Page): Promise<string[]> {
  return page
    .getByRole('list', { name: 'Your orders' })
    .locator(':scope > li')
    .evaluateAll((cards) => cards.map((card) => card.getAttribute('aria-label') ?? ''));
}

function orderCard(page: Page, orderId: string): Locator {
  return page.getByRole('listitem', { name: `Order ${orderId}`, exact: true });
}

/** Picks a radio option by its visible label, as a shopper clicks it. */
async function choose(section: Locator, label: string): Promise<void> {
  await section.getByText(label, { exact: true }).click();
  await expect.poll(() => section.getByRole('radio', { name: label }).isChecked()).toBe(true);
}

/**
 * Walks the address and summary steps of a Buy Now checkout of `product` to the seeded address,
 * scanning each with `audit` if given.
 */
async function throughAddressAndSummary(
  page: Page,
  product: string,
  prices: string[],
  audit?: (where: string) => Promise<void>,
): Promise<void> {
  const address = await stepOpens(page, 'Delivery address', 'Deliver Here');
  expect(await address.getByRole('radio', { name: /^Aarav Sharma/ }).isChecked()).toBe(true);
  await audit?.('address step');
  await address.getByRole('button', { name: 'Deliver Here', exact: true }).click();

  const summary = await stepOpens(page, 'Order summary', 'Continue');
  expect(await step(page, 'Delivery address').textContent()).toContain(ADDRESS);
  expect(await summary.getByRole('list', { name: 'Items' }).getByRole('listitem').count()).toBe(1);
  await summary.getByText(product, { exact: true }).waitFor();
  await summary.getByText('Quantity: 1', { exact: true }).waitFor();
  await summary.getByText('Delivery by Saturday, 15 March', { exact: true }).waitFor();
  expect(await checkoutPrices(page)).toEqual(prices);
  await audit?.('summary step');
  await summary.getByRole('button', { name: 'Continue', exact: true }).click();
}

describe.each(['desktop', 'mobile'] as const)('checkout (%s)', (viewport) => {
  it('checks pincodes, buys with Cash on Delivery, then by UPI declined once, and cancels that order', async () => {
    await withWatchedPage(
      browser(),
      async ({ page, context, url, problems }) => {
        // Nothing mid-animation when axe reads colours or a dialog is awaited.
        await page.emulateMedia({ reducedMotion: 'reduce' });
        await context.clock.install({ time: NOW });
        const findings: Finding[] = [];
        const audit = async (where: string) => {
          // The page at rest: a pointer left on the button just pressed would have axe measure
          // its hover shade instead.
          await page.mouse.move(0, 0);
          findings.push(...(await scan(page, `${viewport}: ${where}`)));
        };
        const deliveryCalls: string[] = [];
        page.on('request', (request) => {
          const { pathname } = new URL(request.url());
          if (pathname.startsWith('/api/delivery/')) deliveryCalls.push(pathname);
        });

        // A guest checks pincodes on the product page.
        await page.goto(url(`${SHOES_PAGE}?mock-latency=0`));
        await waitForScreen(page, SHOES_PAGE);
        await cartLinkNamed(page, 'Cart, 0 items');
        await checkPincode(page, '12345');
        await deliveryBlock(page)
          .getByText('Enter a valid 6-digit pincode.', { exact: true })
          .waitFor();
        expect(await pincodeField(page).inputValue()).toBe('12345');
        expect(await pincodeField(page).getAttribute('aria-invalid')).toBe('true');
        await audit(`${SHOES_PAGE} (pincode refused)`);

        await checkPincode(page, '400001');
        await eventually(
          () => deliveryAnswer(page),
          [
            'Deliver to Mumbai 400001',
            'Delivery by Saturday, 15 March',
            'Express delivery by Tuesday, 11 March',
            'Same-day delivery available',
            'Cash on Delivery available',
          ],
        );
        expect(await pincodeField(page).getAttribute('aria-invalid')).toBeNull();

        await checkPincode(page, '744101');
        await eventually(() => deliveryAnswer(page), ['Not deliverable to 744101']);
        // The refused pincode made no call.
        expect(deliveryCalls).toEqual(['/api/delivery/400001/', '/api/delivery/744101/']);

        // Buy Now: the guard sends the guest to log in and back to the same checkout.
        await page.getByRole('button', { name: 'Buy Now', exact: true }).click();
        await waitForScreen(page, '/login');
        expect(new URL(page.url()).searchParams.get('redirect')).toBe(
          '/checkout?product=campus-oxyfit-walking-shoes-navy-uk-6-170',
        );
        await submitLogin(page, DEMO_LOGIN);
        await waitForScreen(page, '/checkout');
        expect(new URL(page.url()).searchParams.get('product')).toBe(
          'campus-oxyfit-walking-shoes-navy-uk-6-170',
        );
        await cartLinkNamed(page, 'Cart, 4 items');

        await throughAddressAndSummary(
          page,
          SHOES,
          [
            'Price (1 item)',
            '₹3,899',
            'Discount',
            '−₹1,400',
            'Delivery Charges',
            'Free',
            'Total Amount',
            '₹2,499',
          ],
          audit,
        );
        const payment = await stepOpens(page, 'Payment', 'Place order');
        expect(await payment.getByRole('radio', { name: 'Cash on Delivery' }).isDisabled()).toBe(
          false,
        );
        await audit('payment step');
        await choose(payment, 'Cash on Delivery');
        await payment.getByRole('button', { name: 'Place order', exact: true }).click();

        const codOrder = await placedOrderId(page);
        expect(await placedDetails(page)).toEqual([
          `Order ID: ${codOrder}`,
          'Delivery by Saturday, 15 March',
          'Total ₹2,499, paid by Cash on Delivery',
          'Delivering to Aarav Sharma, Mumbai 400001',
        ]);
        await audit('Order placed');
        await cartLinkNamed(page, 'Cart, 4 items');

        // A reload shows the same order and places nothing. This page load also arms the
        // simulated bank to decline the next payment.
        await page.goto(url(`/checkout/placed/${codOrder}?mock-decline-payment=next`));
        expect(await placedOrderId(page)).toBe(codOrder);
        await visit(page, '/orderPage');
        expect(await orderLabels(page)).toEqual(
          [codOrder, ...SEEDED_ORDERS].map((id) => `Order ${id}`),
        );

        // The pincode checked last is remembered on this device.
        await visit(page, HEADSET_PAGE);
        await eventually(() => deliveryAnswer(page), ['Not deliverable to 744101']);
        expect(await pincodeField(page).inputValue()).toBe('744101');

        // Buy Now by UPI: declined once, placed on the second press.
        await page.getByRole('button', { name: 'Buy Now', exact: true }).click();
        await waitForScreen(page, '/checkout');
        await throughAddressAndSummary(page, HEADSET, [
          'Price (1 item)',
          '₹9,399',
          'Discount',
          '−₹2,440',
          'Delivery Charges',
          'Free',
          'Total Amount',
          '₹6,959',
        ]);
        const upiPayment = await stepOpens(page, 'Payment', 'Place order');
        await choose(upiPayment, 'UPI (simulated)');
        const place = upiPayment.getByRole('button', { name: 'Place order', exact: true });
        await place.click();
        await upiPayment.getByRole('alert').getByText(DECLINED, { exact: true }).waitFor();
        expect(new URL(page.url()).pathname).toBe('/checkout');
        expect(await upiPayment.getByRole('radio', { name: 'UPI (simulated)' }).isChecked()).toBe(
          true,
        );
        await audit('payment step (declined)');
        await place.click();

        const upiOrder = await placedOrderId(page);
        expect(await placedDetails(page)).toEqual([
          `Order ID: ${upiOrder}`,
          'Delivery by Saturday, 15 March',
          'Total ₹6,959, paid by UPI',
          'Delivering to Aarav Sharma, Mumbai 400001',
        ]);
        await cartLinkNamed(page, 'Cart, 4 items');

        // Both orders are on their way; the UPI one is cancelled after a confirmation.
        await page.getByRole('link', { name: 'View my orders' }).click();
        await waitForScreen(page, '/orderPage');
        expect(await orderLabels(page)).toEqual(
          [upiOrder, codOrder, ...SEEDED_ORDERS].map((id) => `Order ${id}`),
        );
        const upiCard = orderCard(page, upiOrder);
        await upiCard.getByText('On the way', { exact: true }).waitFor();
        await upiCard.getByText('Total: ₹6,959', { exact: true }).waitFor();
        await upiCard.getByText('Delivery by Saturday, 15 March 2025', { exact: true }).waitFor();
        await orderCard(page, codOrder).getByText('On the way', { exact: true }).waitFor();
        await audit('/orderPage');

        await upiCard.getByRole('button', { name: `Cancel order ${upiOrder}` }).click();
        const dialog = page.getByRole('alertdialog', { name: `Cancel order ${upiOrder}?` });
        await dialog
          .getByText('Are you sure you want to cancel this order? This cannot be undone.', {
            exact: true,
          })
          .waitFor();
        await audit('/orderPage (cancel dialog)');
        await dialog.getByRole('button', { name: 'Yes, cancel', exact: true }).click();
        await dialog.waitFor({ state: 'detached' });
        await upiCard.getByText('Cancelled', { exact: true }).waitFor();
        // The cancel's button and dialog are gone: focus stays on the order.
        await eventually(
          () => page.evaluate(() => document.activeElement?.getAttribute('aria-label')),
          `Order ${upiOrder}`,
        );
        expect(await upiCard.getByRole('button', { name: /^Cancel order/ }).count()).toBe(0);
        await orderCard(page, codOrder).getByText('On the way', { exact: true }).waitFor();
        await eventually(
          () => orderLabels(page),
          [upiOrder, codOrder, ...SEEDED_ORDERS].map((id) => `Order ${id}`),
        );

        expect(describeFindings(findings)).toEqual([]);
        // The declined payment's 402 is the one failed call.
        expect(problems).toEqual([
          'console.error: Failed to load resource: the server responded with a status of 402 (Payment Required)',
        ]);
      },
      VIEWPORTS[viewport],
    );
  }, 180_000);
});
