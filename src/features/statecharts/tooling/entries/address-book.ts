import type { AddressBookMessageId } from '../../../../../machines/address-book-messages';
import { addressBookMachine } from '../../../../../machines/address-book.machine';
import { ApiError, type SavedAddress } from '../../../../api';
import { GESTURES } from '../gestures';
import { defineEntry } from '../machine-entry';
import { delhiAddress, delhiForm, homeAddress, officeAddress } from './checkout-samples';
import { aarav, expiredError, networkError } from './sample-data';

/** The home address after an edit moved it to New Delhi: the same id, the form's fields. */
const homeInDelhi: SavedAddress = { ...delhiForm, id: homeAddress.id };

/** What a save or a delete, done or refused, says. */
const CHANGE_MESSAGES: ReadonlySet<AddressBookMessageId | null> = new Set([
  'saved',
  'notSaved',
  'deleted',
  'notDeleted',
]);

export const addressBookEntry = defineEntry({
  machine: addressBookMachine,
  purpose:
    'Manage Addresses: the account’s address book on the server, the address this device kept moved in first; added to, edited and deleted (after a question), a refused change keeping what was typed with the server’s reasons.',
  source: 'machines/address-book.machine.ts',
  usedBy: 'src/features/account/address-section.tsx (/account, Manage Addresses)',
  actors: {
    loadAddresses: {
      kind: 'promise',
      outcomes: [
        {
          label: 'Saved: home (moved in from this device) and office',
          result: 'success',
          output: [homeAddress, officeAddress],
        },
        {
          label: 'Saved: the Bengaluru office only',
          result: 'success',
          output: [officeAddress],
        },
        { label: 'None saved yet', result: 'success', output: [] },
        { label: 'Network error', result: 'failure', error: networkError },
        { label: 'Session expired (401)', result: 'failure', error: expiredError },
      ],
    },
    saveAddress: {
      kind: 'promise',
      outcomes: [
        { label: 'Added: New Delhi', result: 'success', output: delhiAddress },
        { label: 'Changed: home, now in New Delhi', result: 'success', output: homeInDelhi },
        {
          label: 'Refused: the pincode (400)',
          result: 'failure',
          error: new ApiError('http', 'HTTP 400', 400, {
            errors: { pincode: ['Enter a valid 6-digit pincode.'] },
          }),
        },
        {
          label: 'Refused: 20 addresses kept already (400)',
          result: 'failure',
          error: new ApiError('http', 'HTTP 400', 400, {
            error: 'You can keep up to 20 addresses.',
          }),
        },
        { label: 'Network error', result: 'failure', error: networkError },
        { label: 'Session expired (401)', result: 'failure', error: expiredError },
      ],
    },
    removeAddress: {
      kind: 'promise',
      outcomes: [
        { label: 'Deleted: the office left', result: 'success', output: [officeAddress] },
        { label: 'Deleted: none left', result: 'success', output: [] },
        {
          label: 'Refused: not found (404)',
          result: 'failure',
          error: new ApiError('http', 'HTTP 404', 404, { error: 'Address not found.' }),
        },
        { label: 'Network error', result: 'failure', error: networkError },
        { label: 'Session expired (401)', result: 'failure', error: expiredError },
      ],
    },
  },
  samples: {
    'addresses.edit': [
      {
        label: 'addresses.edit (home)',
        event: { type: 'addresses.edit', id: homeAddress.id },
      },
      {
        label: 'addresses.edit (office)',
        event: { type: 'addresses.edit', id: officeAddress.id },
      },
    ],
    'addresses.save': [
      {
        label: 'addresses.save (New Delhi)',
        event: { type: 'addresses.save', address: delhiForm },
      },
    ],
    'addresses.delete': [
      {
        label: 'addresses.delete (home)',
        event: { type: 'addresses.delete', id: homeAddress.id },
      },
      {
        label: 'addresses.delete (office)',
        event: { type: 'addresses.delete', id: officeAddress.id },
      },
    ],
  },
  input: { accountId: aarav.id },
  // Each answer to a save or a delete changes the list or leaves its own message, and the lists,
  // targets and messages multiply the books to explore (ten times the time). Every state and
  // transition is reached from a book as first loaded, before any change has been answered, so
  // the walk goes no further from a book whose last change was done or refused.
  stopExploring: ({ context }) => CHANGE_MESSAGES.has(context.message?.id ?? null),
  sideEffects: {
    announceExpiry:
      'emits addresses.sessionExpired, on which the screen ends the session (a 401 logs out)',
  },
  gestures: GESTURES.addressBook,
});
