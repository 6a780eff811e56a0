import { assign, emit, fromPromise, setup } from 'xstate';
import {
  addAddress,
  deleteAddress,
  getAddresses,
  isApiError,
  updateAddress,
  type FieldErrors,
  type SavedAddress,
} from '../src/api';
import type { Address } from '../src/lib/address';
import { failureMessage, type AddressBookMessage } from './address-book-messages';
import { moveDeviceAddress } from './address-migration';
import { failureOf } from './cart-messages';
import { whileActive } from './while-active';

export interface AddressBookInput {
  accountId: number;
}

export interface AddressBookContext {
  accountId: number;
  /** The account's addresses as the server last answered them, oldest first. */
  addresses: SavedAddress[];
  /** The address being edited or deleted; null while adding a new one or doing nothing. */
  target: string | null;
  /** The address on its way to the server, kept so a retry sends what the shopper typed. */
  pending: Address | null;
  /** The server's messages per field from the last refused save. */
  fieldErrors: FieldErrors | null;
  /** The outcome of the last load, save or delete, or null. */
  message: AddressBookMessage | null;
}

export type AddressBookEvent =
  | { type: 'addresses.retry' }
  | { type: 'addresses.add' }
  | { type: 'addresses.edit'; id: string }
  | { type: 'addresses.save'; address: Address }
  | { type: 'addresses.delete'; id: string }
  | { type: 'addresses.confirm' }
  | { type: 'addresses.cancel' };

/** Told to the screen, which ends the session (spec: a 401 logs out). */
export type AddressBookEmitted = { type: 'addresses.sessionExpired' };

/**
 * The account's addresses, after moving in the one this device kept from before (a failed move
 * is tried again at the next load; the list is read all the same).
 */
export const loadAddresses = fromPromise<SavedAddress[], AddressBookInput>(
  async ({ input, signal }) => {
    const moved = await whileActive(
      signal,
      moveDeviceAddress(input.accountId).catch((error: unknown) => {
        if (failureOf(error) === 'expired') throw error;
        return null;
      }),
    );
    return moved ?? whileActive(signal, getAddresses({ signal }));
  },
);

/** Adds the address (no id) or changes the saved one. */
export const saveAddress = fromPromise<SavedAddress, { id: string | null; address: Address }>(
  ({ input, signal }) =>
    whileActive(
      signal,
      input.id === null
        ? addAddress(input.address, { signal })
        : updateAddress(input.id, input.address, { signal }),
    ),
);

/** Deletes the address; the server answers the addresses left. */
export const removeAddress = fromPromise<SavedAddress[], { id: string }>(({ input, signal }) =>
  whileActive(signal, deleteAddress(input.id, { signal })),
);

function pendingOf(context: AddressBookContext): { id: string | null; address: Address } {
  // `saving` is entered only by a save, which sets what is pending.
  if (!context.pending) throw new Error('The address book has no address to save.');
  return { id: context.target, address: context.pending };
}

function targetOf(context: AddressBookContext): { id: string } {
  // `deleting` is entered only from `confirming`, which a delete of one address opened.
  if (context.target === null) throw new Error('The address book has no address to delete.');
  return { id: context.target };
}

function withSaved(addresses: SavedAddress[], saved: SavedAddress): SavedAddress[] {
  return addresses.some((address) => address.id === saved.id)
    ? addresses.map((address) => (address.id === saved.id ? saved : address))
    : [...addresses, saved];
}

const CLOSED = { target: null, pending: null, fieldErrors: null } as const;

/** Manage Addresses (issue 26): the account's address book, added to, edited and deleted. */
export const addressBookMachine = setup({
  types: {
    context: {} as AddressBookContext,
    events: {} as AddressBookEvent,
    input: {} as AddressBookInput,
    emitted: {} as AddressBookEmitted,
  },
  actors: { loadAddresses, saveAddress, removeAddress },
  actions: {
    setAddresses: assign((_, params: { addresses: SavedAddress[] }) => ({
      addresses: params.addresses,
    })),
    clearMessage: assign({ message: null }),
    openNew: assign({ ...CLOSED, message: null }),
    openTarget: assign((_, params: { id: string }) => ({
      ...CLOSED,
      target: params.id,
      message: null,
    })),
    close: assign({ ...CLOSED, message: null }),
    holdPending: assign((_, params: { address: Address }) => ({
      pending: params.address,
      fieldErrors: null,
      message: null,
    })),
    acceptSave: assign(({ context }, params: { saved: SavedAddress }) => ({
      ...CLOSED,
      addresses: withSaved(context.addresses, params.saved),
      message: { id: 'saved', kind: 'success', serverText: null } as const,
    })),
    rejectSave: assign((_, params: { error: unknown }) => ({
      fieldErrors: isApiError(params.error) ? params.error.fieldErrors : null,
      message: failureMessage('notSaved', params.error),
    })),
    acceptDelete: assign((_, params: { addresses: SavedAddress[] }) => ({
      ...CLOSED,
      addresses: params.addresses,
      message: { id: 'deleted', kind: 'success', serverText: null } as const,
    })),
    rejectDelete: assign((_, params: { error: unknown }) => ({
      message: failureMessage('notDeleted', params.error),
    })),
    reportLoadFailure: assign((_, params: { error: unknown }) => ({
      message: failureMessage('loadFailed', params.error),
    })),
    announceExpiry: emit({ type: 'addresses.sessionExpired' as const }),
  },
  guards: {
    isExpired: (_, params: { error: unknown }) => failureOf(params.error) === 'expired',
    isSaved: ({ context }, params: { id: string }) =>
      context.addresses.some((address) => address.id === params.id),
  },
}).createMachine({
  id: 'addressBook',
  context: ({ input }) => ({
    accountId: input.accountId,
    addresses: [],
    ...CLOSED,
    message: null,
  }),
  initial: 'loading',
  states: {
    /** The device's old address moves in, then the list is read; the screen says 'Loading...'. */
    loading: {
      entry: 'clearMessage',
      invoke: {
        src: 'loadAddresses',
        input: ({ context }) => ({ accountId: context.accountId }),
        onDone: {
          target: 'ready',
          actions: { type: 'setAddresses', params: ({ event }) => ({ addresses: event.output }) },
        },
        onError: [
          {
            guard: { type: 'isExpired', params: ({ event }) => ({ error: event.error }) },
            target: 'expired',
          },
          {
            target: 'failed',
            actions: { type: 'reportLoadFailure', params: ({ event }) => ({ error: event.error }) },
          },
        ],
      },
    },
    /** The list could not be read: a message and a way to try again. */
    failed: {
      on: { 'addresses.retry': { target: 'loading' } },
    },
    /** The list is shown, with Add Address and each address's Edit and Delete. */
    ready: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            'addresses.add': { target: 'editing', actions: 'openNew' },
            'addresses.edit': {
              guard: { type: 'isSaved', params: ({ event }) => ({ id: event.id }) },
              target: 'editing',
              actions: { type: 'openTarget', params: ({ event }) => ({ id: event.id }) },
            },
            'addresses.delete': {
              guard: { type: 'isSaved', params: ({ event }) => ({ id: event.id }) },
              target: 'confirming',
              actions: { type: 'openTarget', params: ({ event }) => ({ id: event.id }) },
            },
          },
        },
        /**
         * The form is open, empty for a new address or filled from the chosen one. After a
         * failed save it is still open with what was typed and the server's messages.
         */
        editing: {
          on: {
            'addresses.save': {
              target: 'saving',
              actions: { type: 'holdPending', params: ({ event }) => ({ address: event.address }) },
            },
            'addresses.cancel': { target: 'idle', actions: 'close' },
          },
        },
        /** The address is on its way; the form stays as typed and a second Save is ignored. */
        saving: {
          invoke: {
            src: 'saveAddress',
            input: ({ context }) => pendingOf(context),
            onDone: {
              target: 'idle',
              actions: { type: 'acceptSave', params: ({ event }) => ({ saved: event.output }) },
            },
            onError: [
              {
                guard: { type: 'isExpired', params: ({ event }) => ({ error: event.error }) },
                target: '#addressBook.expired',
              },
              {
                target: 'editing',
                actions: { type: 'rejectSave', params: ({ event }) => ({ error: event.error }) },
              },
            ],
          },
        },
        /** 'Are you sure you want to delete this address?', with Delete and Cancel. */
        confirming: {
          on: {
            'addresses.confirm': { target: 'deleting', actions: 'clearMessage' },
            'addresses.cancel': { target: 'idle', actions: 'close' },
          },
        },
        /** The delete is on its way; a failure returns to the question with the reason. */
        deleting: {
          invoke: {
            src: 'removeAddress',
            input: ({ context }) => targetOf(context),
            onDone: {
              target: 'idle',
              actions: {
                type: 'acceptDelete',
                params: ({ event }) => ({ addresses: event.output }),
              },
            },
            onError: [
              {
                guard: { type: 'isExpired', params: ({ event }) => ({ error: event.error }) },
                target: '#addressBook.expired',
              },
              {
                target: 'confirming',
                actions: { type: 'rejectDelete', params: ({ event }) => ({ error: event.error }) },
              },
            ],
          },
        },
      },
    },
    /** A call found the session over (401): the screen is told, and the session ends. */
    expired: { type: 'final', entry: 'announceExpiry' },
  },
});
