import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { onTestFinished, vi } from 'vitest';
import { server } from '../../../mocks/node';
import { DEMO_ADDRESS } from '../../../mocks/seed/checkout';
import { injectFault } from '../../faults/support';
import { createGate, settleQueuedWork } from '../../utils/gate';
import { logInDemoShopper, renderRoute } from '../../utils/render-route';
import { logInNewShopper } from '../shop/shop-fixtures';

/**
 * The product page's Delivery block (issue 26): a pincode checked against the mock backend's
 * delivery rules (mocks/README.md, "Pincode rules"), on a fixed clock: Friday 7 March 2025, 10:00
 * in India. Standard delivery is the 7th business day (Monday to Saturday): Saturday 15 March;
 * express the 3rd: Tuesday 11 March (Saturday 8, Monday 10, Tuesday 11).
 */
const NOKIA = '/product/nokia-150-blue-2';
const FRIDAY_10_IST = Date.UTC(2025, 2, 7, 4, 30);

beforeEach(() => {
  // Only Date: the mock's clock. Timers stay real, so the app and user-event run as usual.
  vi.setSystemTime(FRIDAY_10_IST);
});
afterEach(() => {
  vi.useRealTimers();
});

/** Every delivery call the mock backend receives, as its pincode. */
function recordDeliveryCalls(): string[] {
  const pincodes: string[] = [];
  const listener = ({ request }: { request: Request }) => {
    const match = /^\/api\/delivery\/([^/]*)\/$/.exec(new URL(request.url).pathname);
    if (match?.[1] !== undefined) pincodes.push(decodeURIComponent(match[1]));
  };
  server.events.on('request:start', listener);
  onTestFinished(() => server.events.removeListener('request:start', listener));
  return pincodes;
}

/** The addresses calls the mock backend has received and answered. */
function countAddressCalls(): { started: () => number; answered: () => number } {
  let started = 0;
  let answered = 0;
  const isAddresses = (request: Request) => new URL(request.url).pathname === '/api/addresses/';
  const onStart = ({ request }: { request: Request }) => {
    if (isAddresses(request)) started += 1;
  };
  const onAnswer = ({ request }: { request: Request }) => {
    if (isAddresses(request)) answered += 1;
  };
  server.events.on('request:start', onStart);
  server.events.on('response:mocked', onAnswer);
  onTestFinished(() => {
    server.events.removeListener('request:start', onStart);
    server.events.removeListener('response:mocked', onAnswer);
  });
  return { started: () => started, answered: () => answered };
}

async function openProduct() {
  const rendered = await renderRoute(NOKIA);
  await screen.findByRole('heading', { level: 1, name: 'Nokia 150 (Blue)' });
  return rendered;
}

const block = () => screen.getByRole('region', { name: 'Delivery' });
const field = () => within(block()).getByRole('textbox', { name: 'Enter delivery pincode' });
const checkButton = () => within(block()).getByRole('button', { name: 'Check' });
const announced = () => within(block()).getByRole('status');

/** The lines the live region shows, in order. */
const announcedLines = () =>
  Array.from(announced().children, (line) => line.textContent ?? '').filter((line) => line !== '');

describe('product page: delivery by pincode (issue 26)', () => {
  it('shows the Delivery heading and an empty numeric field of six characters', async () => {
    await openProduct();
    expect(within(block()).getByRole('heading', { level: 2, name: 'Delivery' })).toBeVisible();
    expect(field()).toHaveValue('');
    expect(field()).toHaveAttribute('inputmode', 'numeric');
    expect(field()).toHaveAttribute('maxlength', '6');
    expect(announced()).toHaveTextContent('');
  });

  it.each([
    ['five digits', '12345'],
    ['a leading 0', '012345'],
    ['letters', 'abcdef'],
    ['digits and a letter', '40000a'],
  ])('refuses %s (%s) beside the field, keeps the text and makes no call', async (_kind, typed) => {
    const calls = recordDeliveryCalls();
    const { user } = await openProduct();
    await user.type(field(), typed);
    await user.click(checkButton());

    expect(field()).toHaveAttribute('aria-invalid', 'true');
    expect(field()).toHaveAccessibleDescription('Enter a valid 6-digit pincode.');
    expect(within(block()).getByText('Enter a valid 6-digit pincode.')).toBeVisible();
    expect(field()).toHaveValue(typed);
    await settleQueuedWork();
    expect(calls).toEqual([]);
    expect(localStorage.getItem('bazaar.pincode')).toBeNull();
  });

  it('refuses an empty field without a call', async () => {
    const calls = recordDeliveryCalls();
    const { user } = await openProduct();
    await user.click(checkButton());
    expect(field()).toHaveAccessibleDescription('Enter a valid 6-digit pincode.');
    await settleQueuedWork();
    expect(calls).toEqual([]);
  });

  it('takes no seventh digit: 1234567 typed is 123456', async () => {
    const calls = recordDeliveryCalls();
    const { user } = await openProduct();
    await user.type(field(), '1234567');
    expect(field()).toHaveValue('123456');
    await settleQueuedWork();
    expect(calls).toEqual([]);
  });

  it('answers a metro pincode (400001): the place, standard, express and same-day dates, cash on delivery', async () => {
    const calls = recordDeliveryCalls();
    const { user } = await openProduct();
    await user.type(field(), '400001');
    await user.click(checkButton());

    await within(announced()).findByText('Delivery by Saturday, 15 March');
    expect(announcedLines()).toEqual([
      'Deliver to Mumbai 400001',
      'Delivery by Saturday, 15 March',
      'Express delivery by Tuesday, 11 March',
      'Same-day delivery available',
      'Cash on Delivery available',
    ]);
    expect(field()).not.toHaveAttribute('aria-invalid', 'true');
    expect(calls).toEqual(['400001']);
    expect(localStorage.getItem('bazaar.pincode')).toBe('400001');
  });

  it('answers a pincode with standard delivery only and no cash on delivery (190001)', async () => {
    const { user } = await openProduct();
    await user.type(field(), '190001');
    await user.click(checkButton());

    await within(announced()).findByText('Cash on Delivery not available');
    expect(announcedLines()).toEqual([
      'Deliver to Jammu and Kashmir 190001',
      'Delivery by Saturday, 15 March',
      'Cash on Delivery not available',
    ]);
  });

  it('says when a pincode is not delivered to (744101)', async () => {
    const { user } = await openProduct();
    await user.type(field(), '744101');
    await user.click(checkButton());

    await within(announced()).findByText('Not deliverable to 744101');
    expect(announcedLines()).toEqual(['Not deliverable to 744101']);
    expect(localStorage.getItem('bazaar.pincode')).toBe('744101');
  });

  it('checks with Enter in the field, as a form does', async () => {
    const calls = recordDeliveryCalls();
    const { user } = await openProduct();
    await user.click(field());
    await user.keyboard('560001{Enter}');

    await within(announced()).findByText('Deliver to Bengaluru 560001');
    expect(calls).toEqual(['560001']);
    await user.tab();
    expect(checkButton()).toHaveFocus();
  });

  it('shows it is checking, and a second press or Enter meanwhile makes no second call', async () => {
    const calls = recordDeliveryCalls();
    const answer = createGate();
    server.use(
      http.get('*/api/delivery/:pincode/', async () => {
        await answer.opened;
        return HttpResponse.json({
          pincode: '411001',
          deliverable: true,
          place: 'Pune',
          standard_by: '2025-03-15',
          express_by: '2025-03-11',
          same_day: false,
          cod: true,
        });
      }),
    );
    const { user } = await openProduct();
    await user.type(field(), '411001');
    await user.click(checkButton());

    expect(checkButton()).toHaveAttribute('aria-busy', 'true');
    expect(announced()).toHaveTextContent('Checking delivery to 411001...');
    await user.click(checkButton());
    await user.type(field(), '{Enter}');
    await settleQueuedWork();
    expect(calls).toEqual(['411001']);

    answer.open();
    await within(announced()).findByText('Delivery by Saturday, 15 March');
    expect(checkButton()).toHaveAttribute('aria-busy', 'false');
    expect(calls).toEqual(['411001']);
  });

  it.each([
    ['500', 'Something went wrong: could not check delivery to 400001.'],
    ['network', 'Network error: could not check delivery to 400001.'],
  ] as const)(
    'a failed call (%s) says so, keeps the pincode and tries again',
    async (fault, text) => {
      const calls = recordDeliveryCalls();
      injectFault('get', '*/api/delivery/:pincode/', fault);
      const { user } = await openProduct();
      await user.type(field(), '400001');
      await user.click(checkButton());

      await within(announced()).findByText(text);
      expect(field()).toHaveValue('400001');
      expect(field()).not.toHaveAttribute('aria-invalid', 'true');

      server.resetHandlers();
      await user.click(within(block()).getByRole('button', { name: 'Try again' }));
      await within(announced()).findByText('Delivery by Saturday, 15 March');
      expect(within(block()).queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
      expect(calls).toEqual(['400001', '400001']);
    },
  );

  it('shows the pincode the server refuses with its own message', async () => {
    server.use(
      http.get('*/api/delivery/:pincode/', () =>
        HttpResponse.json(
          { errors: { pincode: ['We do not deliver to this pincode yet.'] } },
          { status: 400 },
        ),
      ),
    );
    const { user } = await openProduct();
    await user.type(field(), '400001');
    await user.click(checkButton());

    await waitFor(() =>
      expect(field()).toHaveAccessibleDescription('We do not deliver to this pincode yet.'),
    );
    expect(field()).toHaveAttribute('aria-invalid', 'true');
    expect(field()).toHaveValue('400001');
  });
});

describe('product page: the pincode this device remembers', () => {
  it('fills in and checks the last pincode checked, on the next visit', async () => {
    const { user, unmount } = await openProduct();
    await user.type(field(), '560001');
    await user.click(checkButton());
    await within(announced()).findByText('Deliver to Bengaluru 560001');
    unmount();

    const calls = recordDeliveryCalls();
    await openProduct();
    await within(announced()).findByText('Deliver to Bengaluru 560001');
    expect(field()).toHaveValue('560001');
    expect(announcedLines()).toEqual([
      'Deliver to Bengaluru 560001',
      'Delivery by Saturday, 15 March',
      'Express delivery by Tuesday, 11 March',
      'Same-day delivery available',
      'Cash on Delivery available',
    ]);
    expect(calls).toEqual(['560001']);
  });

  it.each([['012345'], ['40000'], ['abcdef'], ['"400001"']])(
    'ignores %s found under bazaar.pincode: an empty field and no call',
    async (stored) => {
      localStorage.setItem('bazaar.pincode', stored);
      const calls = recordDeliveryCalls();
      await openProduct();
      await settleQueuedWork();
      expect(field()).toHaveValue('');
      expect(calls).toEqual([]);
    },
  );

  it('still checks when the device refuses to store the pincode', async () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    });
    const { user } = await openProduct();
    await user.type(field(), '110001');
    await user.click(checkButton());
    await within(announced()).findByText('Deliver to New Delhi 110001');
    expect(localStorage.getItem('bazaar.pincode')).toBeNull();
  });
});

describe("product page: a logged-in shopper's saved address", () => {
  it("defaults to the demo shopper's first saved address (400001) and checks it, without remembering it on the device", async () => {
    const calls = recordDeliveryCalls();
    await logInDemoShopper();
    await openProduct();

    await within(announced()).findByText('Deliver to Mumbai 400001');
    expect(field()).toHaveValue('400001');
    expect(calls).toEqual(['400001']);
    expect(localStorage.getItem('bazaar.pincode')).toBeNull();
  });

  it('prefers the pincode this device remembers, without reading the addresses', async () => {
    localStorage.setItem('bazaar.pincode', '600001');
    const addressCalls = countAddressCalls();
    await logInDemoShopper();
    await openProduct();

    await within(announced()).findByText('Deliver to Chennai 600001');
    expect(field()).toHaveValue('600001');
    expect(addressCalls.started()).toBe(0);
  });

  it('keeps what the shopper typed when the saved address arrives later', async () => {
    const addresses = createGate();
    let answered = false;
    server.use(
      http.get('*/api/addresses/', async () => {
        await addresses.opened;
        answered = true;
        return HttpResponse.json([{ id: 'address-1', ...DEMO_ADDRESS }]);
      }),
    );
    const calls = recordDeliveryCalls();
    const addressCalls = countAddressCalls();
    await logInDemoShopper();
    const { user } = await openProduct();
    await waitFor(() => expect(addressCalls.started()).toBe(1));
    await user.type(field(), '70000');
    addresses.open();
    await waitFor(() => expect(answered).toBe(true));
    await settleQueuedWork();
    expect(field()).toHaveValue('70000');
    expect(calls).toEqual([]);
  });

  it('leaves the field empty for a shopper with no saved address', async () => {
    await logInNewShopper();
    const addressCalls = countAddressCalls();
    const calls = recordDeliveryCalls();
    await openProduct();
    await waitFor(() => expect(addressCalls.answered()).toBe(1));
    await settleQueuedWork();
    expect(field()).toHaveValue('');
    expect(calls).toEqual([]);
  });
});
