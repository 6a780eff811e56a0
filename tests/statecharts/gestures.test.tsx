import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type * as XStateReact from '@xstate/react';
import type * as XState from 'xstate';
import type { InspectionEvent, StateValue } from 'xstate';
import { GESTURES } from '../../src/features/statecharts/tooling/gestures';
import { MACHINES } from '../../src/features/statecharts/tooling/registry';
import { server } from '../../mocks/node';
import { addAddress, type AddressRequest } from '../../src/api';
import { stubViewportWidth, WIDE } from '../features/catalog/viewport';
import { createGate } from '../utils/gate';
import { DEMO_LOGIN, demoUser } from '../fixtures/users';
import { logInDemoShopper, renderRoute } from '../utils/render-route';
import { expectConsole } from '../utils/console';

/**
 * Every event of the gesture table, sent the way the app sends it: the gesture performed in
 * the real screen (real router and providers, the MSW node server), then the machine's state
 * read through XState inspection. The app is not changed for this: this file alone wraps
 * `createActor` and the @xstate/react hooks so every machine actor the app starts reports here.
 */

interface Record {
  machine: string;
  event: string;
  value: StateValue;
  context: unknown;
}

const recorder = vi.hoisted(() => {
  const records: Record[] = [];
  const inspect = (inspection: InspectionEvent) => {
    if (inspection.type !== '@xstate.snapshot') return;
    if (inspection.actorRef.sessionId !== inspection.rootId) return;
    const snapshot = inspection.snapshot as {
      machine?: { id: string };
      value?: StateValue;
      context?: unknown;
    };
    if (!snapshot.machine || snapshot.value === undefined) return;
    records.push({
      machine: snapshot.machine.id,
      event: inspection.event.type,
      value: snapshot.value,
      context: snapshot.context,
    });
  };
  /** Adds the recorder to an actor's options, keeping any inspector already there. */
  const withInspector = <T,>(options: T): T => {
    const own = (options as { inspect?: (event: InspectionEvent) => void } | undefined)?.inspect;
    return {
      ...options,
      inspect: (event: InspectionEvent) => {
        inspect(event);
        own?.(event);
      },
    } as T;
  };
  return { records, withInspector };
});

vi.mock('xstate', async (importOriginal) => {
  const xstate = await importOriginal<typeof XState>();
  const createActor = ((logic: Parameters<typeof xstate.createActor>[0], options?: object) =>
    xstate.createActor(logic, recorder.withInspector(options))) as typeof xstate.createActor;
  return { ...xstate, createActor };
});

vi.mock('@xstate/react', async (importOriginal) => {
  const react = await importOriginal<typeof XStateReact>();
  const useMachine = ((logic: Parameters<typeof react.useMachine>[0], options?: object) =>
    react.useMachine(logic, recorder.withInspector(options))) as typeof react.useMachine;
  const useActorRef = ((
    logic: Parameters<typeof react.useActorRef>[0],
    options?: object,
    observer?: Parameters<typeof react.useActorRef>[2],
  ) =>
    react.useActorRef(
      logic,
      recorder.withInspector(options),
      observer,
    )) as typeof react.useActorRef;
  return { ...react, useMachine, useActorRef };
});

interface Scenario {
  /** Performs the gesture in the real screen. */
  perform: () => Promise<void>;
  /** The machine's state right after it took the event. */
  state: StateValue;
  /** What its context then shows, when the state alone says little. */
  context?: object;
  /** What the shopper sees afterwards. */
  sees?: () => Promise<unknown>;
}

/**
 * One scenario per event of every gesture table: a machine with a new event fails to compile
 * until its gesture is both in the table and performed here.
 */
type Scenarios = {
  readonly [Id in keyof typeof GESTURES]: {
    readonly [Event in keyof (typeof GESTURES)[Id]]: Scenario;
  };
};

let user: UserEvent;

beforeEach(() => {
  recorder.records.length = 0;
  user = userEvent.setup();
});

async function open(url: string) {
  const rendered = await renderRoute(url);
  user = rendered.user;
  return rendered;
}

const field = (name: string) => screen.findByRole('textbox', { name });

async function fillLogin() {
  await open('/login');
  await user.type(await field('Email'), DEMO_LOGIN.email);
  await user.type(screen.getByLabelText('Password'), DEMO_LOGIN.password);
}

function accountTrigger(name: string) {
  return screen.findByRole('button', { name: new RegExp(`^${name}$`) });
}

/** Another tab logs out: the shared storage loses the session, one storage event per key. */
function otherTabLogsOut() {
  act(() => {
    for (const key of ['token', 'refresh_token', 'user']) {
      localStorage.removeItem(key);
      window.dispatchEvent(new StorageEvent('storage', { key, storageArea: localStorage }));
    }
  });
}

async function openProfile() {
  await logInDemoShopper();
  await open('/account');
  await screen.findByRole('button', { name: 'Edit' });
}

async function editProfile() {
  await openProfile();
  await user.click(screen.getByRole('button', { name: 'Edit' }));
  await screen.findByRole('button', { name: 'Save' });
}

async function openPan() {
  await logInDemoShopper();
  await open('/account');
  const menu = await screen.findByRole('navigation', { name: 'Account menu' });
  await user.click(within(menu).getByRole('button', { name: 'Pan Card' }));
  return within(screen.getByRole('form', { name: 'Pan Card' }));
}

const panDeclaration = () => screen.findByRole('checkbox', { name: /I do hereby declare/ });
const jpeg = () => new File(['jpeg'], 'pan.jpeg', { type: 'image/jpeg' });

async function openListing() {
  stubViewportWidth(WIDE);
  await open('/products/');
  await screen.findByText(/\(Showing [1-9]\d* products\)/);
}

const sortButton = (name: string) => screen.getByRole('button', { name });

/** Catalog products of the demo seed: the headset is in the demo cart (2 units), not its wishlist. */
const HEADSET = {
  slug: 'boat-rockerz-450-bluetooth-headset-cherry-red-9',
  name: 'boAt Rockerz 450 Bluetooth Headset (Cherry Red)',
};
const SHOES = 'Campus Oxyfit Walking Shoes (Navy, UK 6)';
const SMARTWATCH = 'Noise ColorFit Pro 5 Smartwatch (Silver Grey, 44 mm)';
const OFFLINE =
  'You are offline. Your cart is saved on this device and will be updated when you are back online.';

const cartLink = (name: string) => screen.findByRole('link', { name });
const cartLine = (name: string) => within(screen.getByRole('listitem', { name }));

/** Waits until the app's actor of `machine` last reported `value`. */
async function machineIn(machine: string, value: StateValue) {
  await waitFor(() =>
    expect(recorder.records.findLast((record) => record.machine === machine)?.value).toEqual(value),
  );
}

async function openHeadsetPage() {
  const rendered = await open(`/product/${HEADSET.slug}`);
  await screen.findByRole('button', { name: 'Add to Cart' });
  return rendered;
}

async function openCart() {
  await logInDemoShopper();
  await open('/cart');
  await screen.findByRole('heading', { level: 1, name: 'My Cart (3)' });
}

async function openWishlist() {
  await logInDemoShopper();
  await open('/wishlist');
  await screen.findByRole('heading', { level: 1, name: 'My Wishlist (4)' });
}

/** Logs out from the account menu once the account's cart is known. */
async function logOutFromMenu() {
  await openCart();
  await user.click(await accountTrigger(demoUser.first_name));
  await user.click(await screen.findByRole('link', { name: 'Logout' }));
}

const failOnce = (path: string) =>
  server.use(
    http.get(`*${path}`, () => HttpResponse.json({ error: 'Server error' }, { status: 500 }), {
      once: true,
    }),
  );

const BUY_HEADSET = `/checkout?product=${HEADSET.slug}`;
const BENGALURU_OFFICE: AddressRequest = {
  name: 'Aarav Sharma',
  mobile: '9876543210',
  pincode: '560001',
  locality: 'MG Road',
  address: '4th Floor, 80 Residency Road',
  city: 'Bengaluru',
  state: 'Karnataka',
  landmark: '',
  alternatePhone: '',
  addressType: 'Work',
};
const checkoutStep = (name: string) => within(screen.getByRole('region', { name }));

/** Logged in as the demo shopper (one saved address, in Mumbai), at Buy Now of the headset. */
async function openCheckout() {
  await logInDemoShopper();
  await open(BUY_HEADSET);
  await screen.findByRole('radio', { name: /Aarav Sharma/ });
}

async function checkoutAtSummary() {
  await openCheckout();
  await user.click(screen.getByRole('button', { name: 'Deliver Here' }));
  await checkoutStep('Order summary').findByRole('button', { name: 'Continue' });
}

async function checkoutAtPayment() {
  await checkoutAtSummary();
  await user.click(checkoutStep('Order summary').getByRole('button', { name: 'Continue' }));
  await checkoutStep('Payment').findByRole('radiogroup', { name: 'Payment options' });
}

/** Fills the account's address form (the checkout's too) with the office, and saves it. */
async function saveOffice(form: ReturnType<typeof within>) {
  await user.type(form.getByRole('textbox', { name: 'Name' }), BENGALURU_OFFICE.name);
  await user.type(form.getByRole('textbox', { name: 'Mobile' }), BENGALURU_OFFICE.mobile);
  await user.type(form.getByRole('textbox', { name: 'Pincode' }), BENGALURU_OFFICE.pincode);
  await user.type(form.getByRole('textbox', { name: 'Locality' }), BENGALURU_OFFICE.locality);
  await user.type(form.getByRole('textbox', { name: 'Address' }), BENGALURU_OFFICE.address);
  await user.type(form.getByRole('textbox', { name: 'City' }), BENGALURU_OFFICE.city);
  await user.selectOptions(form.getByRole('combobox', { name: 'State' }), BENGALURU_OFFICE.state);
  await user.click(form.getByRole('button', { name: 'Save' }));
}

const addressBook = () => within(screen.getByRole('region', { name: 'Manage Addresses' }));
/** The demo shopper's one saved address, as its card shows it. */
const MUMBAI_LINE = '21, Dr D N Road, Fort, Mumbai, Maharashtra - 400001';
const mumbaiCard = () => within(addressBook().getByRole('group', { name: 'Saved address' }));

/** Logged in as the demo shopper, at /account's Manage Addresses once it has loaded. */
async function openAddressBook() {
  await logInDemoShopper();
  await open('/account');
  const menu = await screen.findByRole('navigation', { name: 'Account menu' });
  await user.click(within(menu).getByRole('button', { name: 'Manage Addresses' }));
  await addressBook().findByText(MUMBAI_LINE);
}

async function openBookForm() {
  await openAddressBook();
  await user.click(addressBook().getByRole('button', { name: 'Add Address' }));
  return within(await screen.findByRole('dialog', { name: 'Add Address' }));
}

async function askToDeleteMumbai() {
  await openAddressBook();
  await user.click(mumbaiCard().getByRole('button', { name: 'Delete' }));
  return within(await screen.findByRole('alertdialog', { name: 'Delete Address' }));
}

async function openAddressForm() {
  await openCheckout();
  await user.click(screen.getByRole('button', { name: 'Add a new address' }));
  return within(await screen.findByRole('dialog', { name: 'Add a new address' }));
}

const scenarios: Scenarios = {
  session: {
    'session.login': {
      perform: async () => {
        await fillLogin();
        await user.click(screen.getByRole('button', { name: 'Login' }));
      },
      state: { authenticated: 'validated' },
      context: { user: { first_name: demoUser.first_name } },
      sees: async () => expect(await accountTrigger(demoUser.first_name)).toBeInTheDocument(),
    },
    'session.logout': {
      perform: async () => {
        await logInDemoShopper();
        await open('/');
        await user.click(await accountTrigger(demoUser.first_name));
        await user.click(await screen.findByRole('link', { name: 'Logout' }));
      },
      state: 'unauthenticated',
      context: { user: null },
      sees: async () => expect(await accountTrigger('Account')).toBeInTheDocument(),
    },
    'session.loggedOut': {
      perform: async () => {
        await logInDemoShopper();
        await open('/');
        await accountTrigger(demoUser.first_name);
        otherTabLogsOut();
      },
      state: 'unauthenticated',
      context: { user: null },
      sees: async () => expect(await accountTrigger('Account')).toBeInTheDocument(),
    },
    'session.userUpdated': {
      perform: async () => {
        await editProfile();
        const firstName = screen.getByRole('textbox', { name: 'First Name' });
        await user.clear(firstName);
        await user.type(firstName, 'Vihaan');
        await user.click(screen.getByRole('button', { name: 'Save' }));
        await screen.findByText('Profile updated successfully!');
      },
      state: { authenticated: 'validated' },
      context: { user: { first_name: 'Vihaan' } },
      sees: async () => expect(await accountTrigger('Vihaan')).toBeInTheDocument(),
    },
  },
  login: {
    'login.change': {
      perform: async () => {
        await open('/login');
        await user.type(await field('Email'), DEMO_LOGIN.email);
      },
      state: 'editing',
      context: { email: DEMO_LOGIN.email },
    },
    'login.submit': {
      perform: async () => {
        await fillLogin();
        await user.click(screen.getByRole('button', { name: 'Login' }));
      },
      state: 'submitting',
      context: DEMO_LOGIN,
    },
  },
  registration: {
    'registration.change': {
      perform: async () => {
        await open('/register');
        await user.type(await field('First Name'), 'Priya');
      },
      state: 'editing',
      context: { values: { first_name: 'Priya' } },
    },
    'registration.submit': {
      perform: async () => {
        // The spec's log of a successful registration.
        expectConsole('info', 'Registration response');
        await open('/register');
        await user.type(await field('First Name'), 'Priya');
        await user.type(screen.getByRole('textbox', { name: 'Last Name' }), 'Nair');
        await user.type(screen.getByRole('textbox', { name: 'Email' }), 'priya@example.in');
        await user.type(screen.getByRole('textbox', { name: 'Phone' }), '9123456780');
        await user.type(screen.getByLabelText(/^Password/), 'Priya@1234');
        await user.type(screen.getByLabelText(/^Confirm Password/), 'Priya@1234');
        await user.click(screen.getByRole('button', { name: 'Register' }));
      },
      state: 'submitting',
      sees: async () =>
        expect(await screen.findByText('User registered successfully!')).toBeInTheDocument(),
    },
  },
  profile: {
    'profile.retry': {
      perform: async () => {
        server.use(
          http.get('*/api/user/profile/', () => HttpResponse.json({}, { status: 500 }), {
            once: true,
          }),
        );
        await logInDemoShopper();
        await open('/account');
        await user.click(await screen.findByRole('button', { name: 'Try again' }));
      },
      state: 'loading',
      sees: async () => expect(await screen.findByRole('button', { name: 'Edit' })).toBeVisible(),
    },
    'profile.edit': {
      perform: async () => {
        await openProfile();
        await user.click(screen.getByRole('button', { name: 'Edit' }));
      },
      state: 'editing',
      context: { draft: { first_name: demoUser.first_name } },
      sees: async () => expect(await screen.findByRole('button', { name: 'Save' })).toBeVisible(),
    },
    'profile.change': {
      perform: async () => {
        await editProfile();
        await user.clear(await field('First Name'));
        await user.type(await field('First Name'), 'Vihaan');
      },
      state: 'editing',
      context: { draft: { first_name: 'Vihaan' } },
    },
    'profile.gender': {
      perform: async () => {
        await editProfile();
        await user.click(screen.getByRole('radio', { name: 'Female' }));
      },
      state: 'editing',
      context: { draft: { gender: 'female' } },
    },
    'profile.image': {
      perform: async () => {
        vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:preview');
        vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
        await editProfile();
        const picture = new File(['png'], 'me.png', { type: 'image/png' });
        await user.upload(screen.getByLabelText('Profile Picture'), picture);
      },
      state: 'editing',
      context: { draft: { image: expect.objectContaining({ name: 'me.png' }) } },
      sees: async () =>
        expect(
          await screen.findByRole('img', { name: 'Preview of the new profile picture' }),
        ).toBeInTheDocument(),
    },
    'profile.save': (() => {
      // The save is held until the machine has been seen saving; then the mock backend answers.
      let release = () => {};
      return {
        perform: async () => {
          const gate = createGate();
          release = gate.open;
          server.use(
            http.put('*/api/user/profile/', async () => {
              await gate.opened;
              return undefined;
            }),
          );
          await editProfile();
          await user.click(screen.getByRole('button', { name: 'Save' }));
        },
        state: 'saving',
        sees: async () => {
          expect(screen.queryByText('Profile updated successfully!')).not.toBeInTheDocument();
          release();
          expect(await screen.findByText('Profile updated successfully!')).toBeInTheDocument();
        },
      };
    })(),
    'profile.cancel': {
      perform: async () => {
        await editProfile();
        await user.click(screen.getByRole('button', { name: 'Cancel' }));
      },
      state: 'viewing',
      sees: async () => expect(await screen.findByRole('button', { name: 'Edit' })).toBeVisible(),
    },
  },
  pan: {
    'pan.change': {
      perform: async () => {
        const pan = await openPan();
        await user.type(pan.getByRole('textbox', { name: 'PAN Card Number' }), 'ABCDE1234F');
      },
      state: 'undeclared',
      context: { panNumber: 'ABCDE1234F' },
    },
    'pan.file': {
      perform: async () => {
        const pan = await openPan();
        await user.upload(pan.getByLabelText(/PAN Card Image/), jpeg());
      },
      state: 'undeclared',
      context: { file: expect.objectContaining({ name: 'pan.jpeg' }), fileError: null },
    },
    'pan.accept': {
      perform: async () => {
        await openPan();
        await user.click(await panDeclaration());
      },
      state: 'declared',
      sees: async () => expect(screen.getByRole('button', { name: 'Upload' })).toBeEnabled(),
    },
    'pan.decline': {
      perform: async () => {
        await openPan();
        await user.click(await panDeclaration());
        await waitFor(() => expect(screen.getByRole('button', { name: 'Upload' })).toBeEnabled());
        await user.click(await panDeclaration());
      },
      state: 'undeclared',
      sees: async () => expect(screen.getByRole('button', { name: 'Upload' })).toBeDisabled(),
    },
    'pan.upload': {
      perform: async () => {
        const pan = await openPan();
        await user.type(pan.getByRole('textbox', { name: 'PAN Card Number' }), 'ABCDE1234F');
        await user.type(pan.getByRole('textbox', { name: 'Full Name' }), 'Aarav Sharma');
        await user.upload(pan.getByLabelText(/PAN Card Image/), jpeg());
        await user.click(await panDeclaration());
        await waitFor(() => expect(pan.getByRole('button', { name: 'Upload' })).toBeEnabled());
        // jsdom's required check cannot see a file set by user-event, so it would refuse the
        // click on Upload; the submit it would fire is fired instead (a browser journey,
        // tests/e2e/account.e2e.ts, clicks Upload for real).
        fireEvent.submit(screen.getByRole('form', { name: 'Pan Card' }));
      },
      state: 'uploaded',
      context: { uploaded: { panNumber: 'ABCDE1234F', fullName: 'Aarav Sharma' } },
      sees: async () =>
        expect(
          await screen.findByText('PAN card details recorded on this device.'),
        ).toBeInTheDocument(),
    },
  },
  addressBook: {
    'addresses.retry': {
      perform: async () => {
        failOnce('/api/addresses/');
        await logInDemoShopper();
        await open('/account');
        const menu = await screen.findByRole('navigation', { name: 'Account menu' });
        await user.click(within(menu).getByRole('button', { name: 'Manage Addresses' }));
        const failed = await addressBook().findByRole('alert');
        expect(failed).toHaveTextContent('Your saved addresses could not be loaded.');
        await user.click(addressBook().getByRole('button', { name: 'Try again' }));
      },
      state: 'loading',
      context: { message: null },
      sees: async () => expect(await addressBook().findByText(MUMBAI_LINE)).toBeVisible(),
    },
    'addresses.add': {
      perform: async () => {
        await openBookForm();
      },
      state: { ready: 'editing' },
      context: { target: null, fieldErrors: null, message: null },
      sees: async () =>
        expect(
          within(screen.getByRole('dialog', { name: 'Add Address' })).getByRole('textbox', {
            name: 'Name',
          }),
        ).toHaveValue(''),
    },
    'addresses.edit': {
      perform: async () => {
        await openAddressBook();
        await user.click(mumbaiCard().getByRole('button', { name: 'Edit' }));
      },
      state: { ready: 'editing' },
      context: { target: expect.any(String), message: null },
      sees: async () =>
        expect(
          within(await screen.findByRole('dialog', { name: 'Edit Address' })).getByRole('textbox', {
            name: 'Pincode',
          }),
        ).toHaveValue('400001'),
    },
    'addresses.save': {
      perform: async () => {
        await saveOffice(await openBookForm());
      },
      state: { ready: 'saving' },
      context: { target: null, pending: { pincode: '560001', city: 'Bengaluru' } },
      sees: async () => {
        expect(await addressBook().findByText('Address saved.')).toBeInTheDocument();
        expect(
          addressBook().getByText(
            '4th Floor, 80 Residency Road, MG Road, Bengaluru, Karnataka - 560001',
          ),
        ).toBeInTheDocument();
      },
    },
    'addresses.delete': {
      perform: async () => {
        await askToDeleteMumbai();
      },
      state: { ready: 'confirming' },
      context: { target: expect.any(String) },
      sees: async () =>
        expect(screen.getByRole('alertdialog', { name: 'Delete Address' })).toHaveTextContent(
          'Are you sure you want to delete this address?',
        ),
    },
    'addresses.confirm': {
      perform: async () => {
        const dialog = await askToDeleteMumbai();
        await user.click(dialog.getByRole('button', { name: 'Delete' }));
      },
      state: { ready: 'deleting' },
      sees: async () => {
        expect(await addressBook().findByText('Address deleted.')).toBeInTheDocument();
        expect(addressBook().getByText('No address provided')).toBeInTheDocument();
      },
    },
    'addresses.cancel': {
      perform: async () => {
        const form = await openBookForm();
        await user.click(form.getByRole('button', { name: 'Cancel' }));
      },
      state: { ready: 'idle' },
      context: { target: null, pending: null },
      sees: async () => {
        await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
        expect(addressBook().getByText(MUMBAI_LINE)).toBeInTheDocument();
      },
    },
  },
  listingSort: {
    'sort.popularity': {
      perform: async () => {
        await openListing();
        await user.click(sortButton('Price -- Low to High'));
        await user.click(sortButton('Popularity'));
      },
      state: 'popularity',
      sees: async () => expect(sortButton('Popularity')).toHaveAttribute('aria-pressed', 'true'),
    },
    'sort.priceLowToHigh': {
      perform: async () => {
        await openListing();
        await user.click(sortButton('Price -- Low to High'));
      },
      state: 'priceLowToHigh',
      sees: async () =>
        expect(sortButton('Price -- Low to High')).toHaveAttribute('aria-pressed', 'true'),
    },
    'sort.priceHighToLow': {
      perform: async () => {
        await openListing();
        await user.click(sortButton('Price -- High to Low'));
      },
      state: 'priceHighToLow',
      sees: async () =>
        expect(sortButton('Price -- High to Low')).toHaveAttribute('aria-pressed', 'true'),
    },
    'sort.newestFirst': {
      perform: async () => {
        await openListing();
        await user.click(sortButton('Newest First'));
      },
      state: 'newestFirst',
      sees: async () => expect(sortButton('Newest First')).toHaveAttribute('aria-pressed', 'true'),
    },
  },
  cart: {
    'cart.item.add': {
      perform: async () => {
        await openHeadsetPage();
        await user.click(screen.getByRole('button', { name: 'Add to Cart' }));
      },
      state: 'guest',
      context: {
        account: null,
        guest: { lines: [{ product: { slug: HEADSET.slug }, quantity: 1 }] },
      },
      sees: async () => expect(await cartLink('Cart, 1 item')).toBeInTheDocument(),
    },
    'cart.item.decrease': {
      perform: async () => {
        await openCart();
        await user.click(
          cartLine(HEADSET.name).getByRole('button', {
            name: `Decrease quantity of ${HEADSET.name}`,
          }),
        );
      },
      state: { account: { ready: 'sending' } },
      context: { queue: [{ product: { slug: HEADSET.slug }, quantity: 1 }] },
      sees: async () => expect(await cartLink('Cart, 3 items')).toBeInTheDocument(),
    },
    'cart.item.remove': {
      perform: async () => {
        await openCart();
        await user.click(cartLine(SHOES).getByRole('button', { name: `Remove ${SHOES}` }));
        await user.click(
          within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Remove' }),
        );
      },
      state: { account: { ready: 'sending' } },
      context: { queue: [{ quantity: 0 }] },
      sees: async () =>
        expect(await screen.findByRole('heading', { level: 1, name: 'My Cart (2)' })).toBeVisible(),
    },
    'cart.login': {
      // A guest adds, then logs in: the guest line joins the account's cart.
      perform: async () => {
        const { router } = await openHeadsetPage();
        await user.click(screen.getByRole('button', { name: 'Add to Cart' }));
        await cartLink('Cart, 1 item');
        await act(() => router.navigate({ to: '/login' }));
        await user.type(await field('Email'), DEMO_LOGIN.email);
        await user.type(screen.getByLabelText('Password'), DEMO_LOGIN.password);
        await user.click(screen.getByRole('button', { name: 'Login' }));
      },
      state: { account: 'merging' },
      context: {
        account: demoUser.id,
        guest: { merge: { items: [{ product_slug: HEADSET.slug, quantity: 1 }] } },
      },
      // The demo cart's 4 units, the headset's 2 now 3.
      sees: async () => expect(await cartLink('Cart, 5 items')).toBeInTheDocument(),
    },
    'cart.logout': {
      perform: logOutFromMenu,
      state: 'guest',
      context: { account: null, cart: null },
      sees: async () => expect(await cartLink('Cart, 0 items')).toBeInTheDocument(),
    },
    'cart.retry': {
      perform: async () => {
        failOnce('/api/cart/');
        await logInDemoShopper();
        await open('/cart');
        const failed = await screen.findByRole('alert');
        expect(failed).toHaveTextContent('Your cart could not be loaded.');
        await user.click(within(failed).getByRole('button', { name: 'Try again' }));
      },
      state: { account: 'loading' },
      context: { message: null },
      sees: async () =>
        expect(await screen.findByRole('heading', { level: 1, name: 'My Cart (3)' })).toBeVisible(),
    },
    'cart.online': {
      perform: async () => {
        await openCart();
        server.use(http.put('*/api/cart/items/', () => HttpResponse.error(), { once: true }));
        await user.click(
          cartLine(HEADSET.name).getByRole('button', {
            name: `Increase quantity of ${HEADSET.name}`,
          }),
        );
        await screen.findByText(OFFLINE);
        await machineIn('cart', { account: { ready: 'offline' } });
        act(() => {
          window.dispatchEvent(new Event('online'));
        });
      },
      state: { account: { ready: 'sending' } },
      context: { queue: [{ product: { slug: HEADSET.slug }, quantity: 3 }], message: null },
      sees: async () => {
        await waitFor(() => expect(screen.queryByText(OFFLINE)).not.toBeInTheDocument());
        expect(await cartLink('Cart, 5 items')).toBeInTheDocument();
      },
    },
    'cart.reload': {
      // The cart's checkout places an order; the server has removed the lines it ordered.
      perform: async () => {
        await openCart();
        await user.click(screen.getByRole('link', { name: 'Place Order' }));
        await screen.findByRole('radio', { name: /Aarav Sharma/ });
        await user.click(screen.getByRole('button', { name: 'Deliver Here' }));
        await user.click(
          await checkoutStep('Order summary').findByRole('button', { name: 'Continue' }),
        );
        await user.click(
          await checkoutStep('Payment').findByRole('radio', { name: 'UPI (simulated)' }),
        );
        await user.click(checkoutStep('Payment').getByRole('button', { name: 'Place order' }));
      },
      state: { account: 'loading' },
      sees: async () => expect(await cartLink('Cart, 0 items')).toBeInTheDocument(),
    },
  },
  checkout: {
    'checkout.address.choose': {
      perform: async () => {
        await logInDemoShopper();
        await act(() => addAddress(BENGALURU_OFFICE));
        await open(BUY_HEADSET);
        await user.click(await screen.findByRole('radio', { name: /Residency Road/ }));
      },
      state: { address: 'choosing' },
      sees: async () => expect(screen.getByRole('radio', { name: /Residency Road/ })).toBeChecked(),
    },
    'checkout.address.add': {
      perform: async () => {
        await openAddressForm();
      },
      state: { address: 'adding' },
      context: { fieldErrors: null, message: null },
    },
    'checkout.address.cancel': {
      perform: async () => {
        const form = await openAddressForm();
        await user.click(form.getByRole('button', { name: 'Cancel' }));
      },
      state: { address: 'choosing' },
      sees: async () =>
        await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument()),
    },
    'checkout.address.save': {
      perform: async () => {
        await saveOffice(await openAddressForm());
      },
      state: { address: 'saving' },
      sees: async () =>
        expect(await screen.findByRole('radio', { name: /Residency Road/ })).toBeChecked(),
    },
    'checkout.address.confirm': {
      perform: async () => {
        await openCheckout();
        await user.click(screen.getByRole('button', { name: 'Deliver Here' }));
      },
      state: { summary: 'quoting' },
      sees: async () =>
        expect(await checkoutStep('Order summary').findByText(HEADSET.name)).toBeInTheDocument(),
    },
    'checkout.address.change': {
      perform: async () => {
        await checkoutAtSummary();
        await user.click(checkoutStep('Delivery address').getByRole('button', { name: 'Change' }));
      },
      state: { address: 'choosing' },
      sees: async () =>
        expect(screen.getByRole('heading', { level: 2, name: 'Delivery address' })).toHaveFocus(),
    },
    'checkout.summary.change': {
      perform: async () => {
        await checkoutAtPayment();
        await user.click(checkoutStep('Order summary').getByRole('button', { name: 'Change' }));
      },
      state: { summary: 'ready' },
      sees: async () =>
        expect(screen.getByRole('heading', { level: 2, name: 'Order summary' })).toHaveFocus(),
    },
    'checkout.continue': {
      perform: checkoutAtPayment,
      state: 'payment',
      sees: async () =>
        expect(screen.getByRole('heading', { level: 2, name: 'Payment' })).toHaveFocus(),
    },
    'checkout.payment.choose': {
      perform: async () => {
        await checkoutAtPayment();
        await user.click(checkoutStep('Payment').getByRole('radio', { name: 'UPI (simulated)' }));
      },
      state: 'payment',
      context: { payment: { method: 'upi' } },
      sees: async () =>
        expect(
          checkoutStep('Payment').getByRole('radio', { name: 'UPI (simulated)' }),
        ).toBeChecked(),
    },
    'checkout.place': {
      perform: async () => {
        await checkoutAtPayment();
        await user.click(checkoutStep('Payment').getByRole('radio', { name: 'UPI (simulated)' }));
        await user.click(checkoutStep('Payment').getByRole('button', { name: 'Place order' }));
      },
      state: 'placing',
      context: { payment: { method: 'upi' } },
      sees: async () =>
        expect(
          await screen.findByRole('heading', { level: 1, name: 'Order placed' }),
        ).toBeInTheDocument(),
    },
    'checkout.retry': {
      perform: async () => {
        failOnce('/api/addresses/');
        await logInDemoShopper();
        await open(BUY_HEADSET);
        const failed = await screen.findByRole('alert');
        expect(failed).toHaveTextContent('Your saved addresses could not be loaded.');
        await user.click(within(failed).getByRole('button', { name: 'Try again' }));
      },
      state: { address: 'loading' },
      context: { message: null },
      sees: async () =>
        expect(await screen.findByRole('radio', { name: /Aarav Sharma/ })).toBeChecked(),
    },
  },
  wishlist: {
    'wishlist.item.add': {
      perform: async () => {
        await logInDemoShopper();
        await openHeadsetPage();
        await machineIn('wishlist', { account: { ready: 'idle' } });
        await user.click(screen.getByRole('button', { name: 'Add to Wishlist' }));
      },
      state: { account: { ready: 'sending' } },
      context: { pending: [{ product: { slug: HEADSET.slug }, wanted: true }] },
      sees: async () =>
        expect(screen.getByRole('button', { name: 'Remove from Wishlist' })).toHaveAttribute(
          'aria-pressed',
          'true',
        ),
    },
    'wishlist.item.remove': {
      perform: async () => {
        await openWishlist();
        await user.click(screen.getByRole('button', { name: `Remove ${SMARTWATCH}` }));
      },
      state: { account: { ready: 'sending' } },
      context: { pending: [{ wanted: false }] },
      sees: async () =>
        expect(
          await screen.findByRole('heading', { level: 1, name: 'My Wishlist (3)' }),
        ).toBeVisible(),
    },
    'wishlist.login': {
      perform: async () => {
        await fillLogin();
        await user.click(screen.getByRole('button', { name: 'Login' }));
      },
      state: { account: 'loading' },
      context: { account: demoUser.id, wishlist: null },
    },
    'wishlist.logout': {
      perform: logOutFromMenu,
      state: 'signedOut',
      context: { account: null, wishlist: null },
    },
    'wishlist.retry': {
      perform: async () => {
        failOnce('/api/wishlist/');
        await logInDemoShopper();
        await open('/wishlist');
        const failed = await screen.findByRole('alert');
        expect(failed).toHaveTextContent('Your wishlist could not be loaded.');
        await user.click(within(failed).getByRole('button', { name: 'Try again' }));
      },
      state: { account: 'loading' },
      context: { message: null },
      sees: async () =>
        expect(
          await screen.findByRole('heading', { level: 1, name: 'My Wishlist (4)' }),
        ).toBeVisible(),
    },
  },
};

const cases = Object.entries(scenarios).flatMap(([machine, events]) =>
  Object.entries(events as Readonly<Partial<{ [event: string]: Scenario }>>).map(
    ([event, scenario]) => {
      const gesture = GESTURES[machine as keyof typeof GESTURES];
      const described = (gesture as Partial<{ [event: string]: { where: string } }>)[event];
      return [machine, event, described?.where ?? '?', scenario!] as const;
    },
  ),
);

describe('the gesture table', () => {
  it('covers every registered machine', () => {
    expect(Object.keys(GESTURES).sort()).toEqual(MACHINES.map((entry) => entry.id).sort());
    for (const entry of MACHINES)
      expect(entry.gestures).toBe(GESTURES[entry.id as keyof typeof GESTURES]);
  });

  it.each(cases)(
    '%s: %s, sent on %s, takes the machine where the chart says',
    async (machine, event, _where, scenario) => {
      await scenario.perform();
      await waitFor(() => {
        const last = recorder.records.findLast(
          (record) => record.machine === machine && record.event === event,
        );
        expect(last, `${machine} never received ${event}`).toBeDefined();
        expect(last!.value).toEqual(scenario.state);
        if (scenario.context) expect(last!.context).toMatchObject(scenario.context);
      });
      await scenario.sees?.();
    },
  );
});
