import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { expect } from 'vitest';
import type { StateValue } from 'xstate';
import { GESTURES } from '../../src/features/statecharts/tooling/gestures';
import { server } from '../../mocks/node';
import type { AddressRequest } from '../../src/api';
import { DEMO_LOGIN } from '../fixtures/users';
import { logInDemoShopper, renderRoute } from '../utils/render-route';
import { records } from './gestures-recorder';

/**
 * What the gesture tests (gestures-*.test.tsx) share: every event of the gesture table is sent
 * the way the app sends it, the gesture performed in the real screen (real router and
 * providers, the MSW node server), then the machine's state read through XState inspection
 * (gestures-recorder.ts). Here: the scenario type, the rows and the test each file runs, and
 * the screens and data more than one file's gestures use.
 */

export interface Scenario {
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
 * until its gesture is both in the table and performed in its file.
 */
type Scenarios = {
  readonly [Id in keyof typeof GESTURES]: {
    readonly [Event in keyof (typeof GESTURES)[Id]]: Scenario;
  };
};

/**
 * The file that performs each machine's gestures, gestures-<file>.test.tsx: a machine new to the
 * table fails to compile here until it has one, then in that file until its scenarios are there.
 */
const FILE_OF = {
  session: 'account',
  login: 'account',
  registration: 'account',
  profile: 'profile',
  pan: 'profile',
  addressBook: 'addresses',
  listingSort: 'listing',
  cart: 'cart',
  wishlist: 'cart',
  checkout: 'checkout',
} as const satisfies { readonly [Id in keyof typeof GESTURES]: string };

type GestureFile = (typeof FILE_OF)[keyof typeof FILE_OF];
type MachinesOf<File extends GestureFile> = {
  [Id in keyof typeof FILE_OF]: (typeof FILE_OF)[Id] extends File ? Id : never;
}[keyof typeof FILE_OF];

/**
 * A file's rows for `it.each`: machine, event, where the table says it is sent, scenario; the
 * machines in the order above.
 */
export function gestureCases<File extends GestureFile>(
  file: File,
  scenarios: Pick<Scenarios, MachinesOf<File>>,
) {
  return (Object.keys(FILE_OF) as (keyof typeof FILE_OF)[])
    .filter((machine) => FILE_OF[machine] === file)
    .flatMap((machine) => {
      const events = (scenarios as Partial<Scenarios>)[machine];
      return Object.entries(events as Readonly<Partial<{ [event: string]: Scenario }>>).map(
        ([event, scenario]) => {
          const gesture = GESTURES[machine];
          const described = (gesture as Partial<{ [event: string]: { where: string } }>)[event];
          return [machine as string, event, described?.where ?? '?', scenario!] as const;
        },
      );
    });
}

/** The test of each row: the gesture takes the machine where the chart says. */
export async function performsAsCharted(
  machine: string,
  event: string,
  _where: string,
  scenario: Scenario,
) {
  await scenario.perform();
  await waitFor(() => {
    const last = records.findLast((record) => record.machine === machine && record.event === event);
    expect(last, `${machine} never received ${event}`).toBeDefined();
    expect(last!.value).toEqual(scenario.state);
    if (scenario.context) expect(last!.context).toMatchObject(scenario.context);
  });
  await scenario.sees?.();
}

/** The shopper's user-event session: the app's own once a page is open. */
export let user: UserEvent;

/** Before each test: nothing recorded yet, a new user-event session. */
export function startGestures() {
  records.length = 0;
  user = userEvent.setup();
}

export async function open(url: string) {
  const rendered = await renderRoute(url);
  user = rendered.user;
  return rendered;
}

export const field = (name: string) => screen.findByRole('textbox', { name });

export async function fillLogin() {
  await open('/login');
  await user.type(await field('Email'), DEMO_LOGIN.email);
  await user.type(screen.getByLabelText('Password'), DEMO_LOGIN.password);
}

export function accountTrigger(name: string) {
  return screen.findByRole('button', { name: new RegExp(`^${name}$`) });
}

export async function openProfile() {
  await logInDemoShopper();
  await open('/account');
  await screen.findByRole('button', { name: 'Edit' });
}

export async function editProfile() {
  await openProfile();
  await user.click(screen.getByRole('button', { name: 'Edit' }));
  await screen.findByRole('button', { name: 'Save' });
}

/** Catalog products of the demo seed: the headset is in the demo cart (2 units), not its wishlist. */
export const HEADSET = {
  slug: 'boat-rockerz-450-bluetooth-headset-cherry-red-9',
  name: 'boAt Rockerz 450 Bluetooth Headset (Cherry Red)',
};

export const failOnce = (path: string) =>
  server.use(
    http.get(`*${path}`, () => HttpResponse.json({ error: 'Server error' }, { status: 500 }), {
      once: true,
    }),
  );

export const BENGALURU_OFFICE: AddressRequest = {
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
export const checkoutStep = (name: string) => within(screen.getByRole('region', { name }));

/** Fills the account's address form (the checkout's too) with the office, and saves it. */
export async function saveOffice(form: ReturnType<typeof within>) {
  await user.type(form.getByRole('textbox', { name: 'Name' }), BENGALURU_OFFICE.name);
  await user.type(form.getByRole('textbox', { name: 'Mobile' }), BENGALURU_OFFICE.mobile);
  await user.type(form.getByRole('textbox', { name: 'Pincode' }), BENGALURU_OFFICE.pincode);
  await user.type(form.getByRole('textbox', { name: 'Locality' }), BENGALURU_OFFICE.locality);
  await user.type(form.getByRole('textbox', { name: 'Address' }), BENGALURU_OFFICE.address);
  await user.type(form.getByRole('textbox', { name: 'City' }), BENGALURU_OFFICE.city);
  await user.selectOptions(form.getByRole('combobox', { name: 'State' }), BENGALURU_OFFICE.state);
  await user.click(form.getByRole('button', { name: 'Save' }));
}
