import { wishlistMachine } from '../../../../../machines/wishlist.machine';
import { ApiError } from '../../../../api';
import { GESTURES } from '../gestures';
import { defineEntry } from '../machine-entry';
import {
  aarav,
  emptyWishlist,
  expiredError,
  headset,
  headsetWishlist,
  networkError,
} from './sample-data';

export const wishlistEntry = defineEntry({
  machine: wishlistMachine,
  purpose:
    'The account’s wishlist: loaded after login, changed at once, a change that fails rolled back with its message.',
  source: 'machines/wishlist.machine.ts',
  usedBy:
    'src/app/shop-actors.ts (app-wide: the product page’s wishlist toggle, /wishlist and /whishlist)',
  actors: {
    loadWishlist: {
      kind: 'promise',
      outcomes: [
        { label: 'Wishlist of Aarav Sharma: empty', result: 'success', output: emptyWishlist },
        { label: 'Server error (500)', result: 'failure', error: serverError() },
        { label: 'Session expired (401)', result: 'failure', error: expiredError },
      ],
    },
    sendWishlistChange: {
      kind: 'promise',
      outcomes: [
        { label: 'Confirmed: the headset', result: 'success', output: headsetWishlist },
        {
          label: 'Refused: no such product (404)',
          result: 'failure',
          error: new ApiError('http', 'HTTP 404', 404, { error: 'Product not found.' }),
        },
        { label: 'Network error', result: 'failure', error: networkError },
        { label: 'Session expired (401)', result: 'failure', error: expiredError },
      ],
    },
  },
  samples: {
    'wishlist.item.add': [
      {
        label: 'wishlist.item.add (headset)',
        event: { type: 'wishlist.item.add', product: headset, rating: 4.9 },
      },
    ],
    'wishlist.item.remove': [
      {
        label: 'wishlist.item.remove (headset)',
        event: { type: 'wishlist.item.remove', slug: headset.slug },
      },
    ],
    'wishlist.login': [
      {
        label: `wishlist.login (${aarav.first_name} ${aarav.last_name})`,
        event: { type: 'wishlist.login', account: aarav.id },
      },
    ],
  },
  sideEffects: {
    announceExpiry:
      'emits wishlist.sessionExpired, on which the app ends the session (a 401 logs out)',
  },
  gestures: GESTURES.wishlist,
});

function serverError() {
  return new ApiError('http', 'HTTP 500', 500, { error: 'Internal Server Error' });
}
