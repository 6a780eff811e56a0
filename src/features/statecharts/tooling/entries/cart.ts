import { cartMachine } from '../../../../../machines/cart.machine';
import { ApiError } from '../../../../api';
import { GESTURES } from '../gestures';
import { defineEntry } from '../machine-entry';
import {
  aarav,
  expiredError,
  freshDevice,
  headset,
  headsetCart,
  networkError,
  soldOutHeadset,
} from './sample-data';

export const cartEntry = defineEntry({
  machine: cartMachine,
  purpose:
    'The cart and its badge: a guest’s lines on this device, an account’s on the server; changes show at once, a guest cart merges at login, a refused change is rolled back, an unsent one waits for the network.',
  source: 'machines/cart.machine.ts',
  usedBy:
    'src/app/shop-actors.ts (app-wide: the navigation bar’s badge, Add to Cart, /cart, /wishlist)',
  actors: {
    loadCart: {
      kind: 'promise',
      outcomes: [
        { label: 'Cart of Aarav Sharma: 1 headset', result: 'success', output: headsetCart(1) },
        { label: 'Network error', result: 'failure', error: networkError },
        { label: 'Session expired (401)', result: 'failure', error: expiredError },
      ],
    },
    sendCartChange: {
      kind: 'promise',
      outcomes: [
        { label: 'Confirmed: 2 headsets', result: 'success', output: headsetCart(2) },
        {
          label: 'Refused: out of stock (409)',
          result: 'failure',
          error: new ApiError('http', 'HTTP 409', 409, { error: 'This item is out of stock.' }),
        },
        { label: 'Network error', result: 'failure', error: networkError },
        { label: 'Session expired (401)', result: 'failure', error: expiredError },
      ],
    },
    mergeGuestCart: {
      kind: 'promise',
      outcomes: [
        { label: 'Merged: 1 headset', result: 'success', output: headsetCart(1) },
        { label: 'Network error', result: 'failure', error: networkError },
        { label: 'Session expired (401)', result: 'failure', error: expiredError },
      ],
    },
  },
  samples: {
    'cart.item.add': [
      { label: 'cart.item.add (headset)', event: { type: 'cart.item.add', product: headset } },
      {
        label: 'cart.item.add (out-of-stock headset)',
        event: { type: 'cart.item.add', product: soldOutHeadset },
      },
    ],
    'cart.item.decrease': [
      {
        label: 'cart.item.decrease (headset)',
        event: { type: 'cart.item.decrease', slug: headset.slug },
      },
    ],
    'cart.item.remove': [
      {
        label: 'cart.item.remove (headset)',
        event: { type: 'cart.item.remove', slug: headset.slug },
      },
    ],
    'cart.login': [
      {
        label: `cart.login (${aarav.first_name} ${aarav.last_name})`,
        event: { type: 'cart.login', account: aarav.id },
      },
    ],
  },
  // Every walk starts as a new guest, on a device with nothing stored; the stubs read no merge id,
  // so every merge carries the same one.
  input: { device: freshDevice, newMergeId: () => 'merge-1' },
  // Presses made while the account's cart is unknown pile up, and quantities run to 10: past one
  // held press or two units of a line, no state or transition is left to reach (a merge leaving
  // lines behind needs a line of two units whose merge carried one).
  stopExploring: ({ context }) =>
    context.held.length > 1 ||
    [...context.guest.lines, ...context.queue].some((line) => line.quantity > 2),
  sideEffects: {
    storeGuestCart:
      'writes the guest cart (its lines, a merge not yet confirmed, what an expired session left) to bazaar.guestCart',
    storeQueue:
      "writes the account's unconfirmed changes to bazaar.cartQueue, and its lines as the server last answered them to bazaar.accountCart",
    forgetAccountCart: "removes the account's lines from bazaar.accountCart (logout)",
    announceExpiry: 'emits cart.sessionExpired, on which the app ends the session (a 401 logs out)',
  },
  gestures: GESTURES.cart,
});
