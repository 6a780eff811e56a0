import type { SnapshotFrom } from 'xstate';
import { firstChange, pendingMerge } from './cart-context';
import { cartSetup } from './cart-setup';

export {
  cartCount,
  cartLines,
  quantityInCart,
  type CartContext,
  type CartEmitted,
  type CartEvent,
  type CartInput,
  type CartIntent,
} from './cart-context';

/** The cart and the badge's count, for guests on this device and for accounts on the server. */
export const cartMachine = cartSetup.createMachine({
  id: 'cart',
  context: ({ input }) => ({
    ...input,
    account: null,
    guest: input.device.readGuestCart(),
    cart: null,
    known: null,
    queue: [],
    held: [],
    message: null,
  }),
  initial: 'guest',
  on: {
    // Another account's login leaves this one (its queue stays on the device for its return).
    'cart.login': [
      {
        guard: { type: 'returnsToMirror', params: ({ event }) => ({ account: event.account }) },
        target: '.account.loading',
        actions: [
          { type: 'enterAccount', params: ({ event }) => ({ account: event.account }) },
          'clearGuestCart',
          'storeGuestCart',
          'storeQueue',
        ],
      },
      {
        guard: { type: 'bringsGuestCart', params: ({ event }) => ({ account: event.account }) },
        target: '.account.merging',
        actions: { type: 'enterAccount', params: ({ event }) => ({ account: event.account }) },
      },
      {
        guard: { type: 'isOtherAccount', params: ({ event }) => ({ account: event.account }) },
        target: '.account.loading',
        actions: { type: 'enterAccount', params: ({ event }) => ({ account: event.account }) },
      },
    ],
  },
  states: {
    /**
     * Logged out: the lines are kept on this device and change at once; nothing is sent. After
     * a session ended mid-cart they are that account's lines (see expiredGuestCart).
     */
    guest: {
      on: {
        'cart.item.*': {
          actions: [
            { type: 'changeGuestCart', params: ({ event }) => ({ intent: event }) },
            'storeGuestCart',
          ],
        },
      },
    },
    /**
     * Logged in: the cart is the server's. Until it is known (merging, loading, or either
     * failed) presses are held and decided over it once it is.
     */
    account: {
      on: {
        'cart.logout': { target: 'guest', actions: ['forgetAccountCart', 'leaveAccount'] },
        'cart.item.*': {
          actions: [{ type: 'hold', params: ({ event }) => ({ intent: event }) }, 'storeQueue'],
        },
      },
      initial: 'loading',
      states: {
        /** The guest lines join the account's cart: one merge call, resent with its merge_id. */
        merging: {
          entry: ['prepareMerge', 'storeGuestCart'],
          invoke: {
            id: 'mergeGuestCart',
            src: 'mergeGuestCart',
            input: ({ context }) => pendingMerge(context),
            onDone: [
              {
                // A guest cart of more than 100 products merges in parts.
                guard: 'mergeLeavesLines',
                target: 'merging',
                reenter: true,
                actions: [
                  { type: 'acceptMerge', params: ({ event }) => ({ cart: event.output }) },
                  'storeGuestCart',
                ],
              },
              {
                target: 'ready',
                actions: [
                  { type: 'acceptMerge', params: ({ event }) => ({ cart: event.output }) },
                  'storeGuestCart',
                ],
              },
            ],
            onError: [
              {
                guard: { type: 'isExpired', params: ({ event }) => ({ error: event.error }) },
                target: '#cart.guest',
                actions: ['keepAsGuest', 'storeGuestCart', 'announceExpiry'],
              },
              { target: 'mergeFailed', actions: { type: 'report', params: { id: 'mergeFailed' } } },
            ],
          },
        },
        /** The merge did not go through; the device keeps the guest cart and its merge_id. */
        mergeFailed: {
          on: {
            'cart.retry': { target: 'merging', actions: 'clearMessage' },
            'cart.online': { target: 'merging', actions: 'clearMessage' },
          },
        },
        /** The account's cart is being fetched. */
        loading: {
          invoke: {
            id: 'loadCart',
            src: 'loadCart',
            onDone: {
              target: 'ready',
              actions: { type: 'setCart', params: ({ event }) => ({ cart: event.output }) },
            },
            onError: [
              {
                guard: { type: 'isExpired', params: ({ event }) => ({ error: event.error }) },
                target: '#cart.guest',
                actions: ['keepAsGuest', 'storeGuestCart', 'announceExpiry'],
              },
              { target: 'loadFailed', actions: { type: 'report', params: { id: 'loadFailed' } } },
            ],
          },
        },
        /** The cart could not be fetched; it is asked again on retry or when back online. */
        loadFailed: {
          on: {
            'cart.retry': { target: 'loading', actions: 'clearMessage' },
            'cart.online': { target: 'loading', actions: 'clearMessage' },
          },
        },
        /** The cart is known; changes apply at once and are sent one at a time. */
        ready: {
          entry: ['decideHeld', 'storeQueue'],
          on: {
            // A change still on its way is cancelled and sent again over the cart read anew.
            'cart.reload': 'loading',
            'cart.item.*': {
              actions: [
                { type: 'queueIntent', params: ({ event }) => ({ intent: event, pinned: 0 }) },
                'storeQueue',
              ],
            },
          },
          initial: 'idle',
          states: {
            /** Every change is confirmed (or none was made). */
            idle: {
              always: { guard: 'hasQueue', target: 'sending' },
            },
            /**
             * The oldest change is on its way (a later press of the same product waits behind
             * it). Its answer replaces the cart, the later changes still showing over it; a
             * refusal rolls it back with the server's reason.
             */
            sending: {
              on: {
                'cart.item.*': {
                  actions: [
                    { type: 'queueIntent', params: ({ event }) => ({ intent: event, pinned: 1 }) },
                    'storeQueue',
                  ],
                },
              },
              invoke: {
                id: 'sendCartChange',
                src: 'sendCartChange',
                input: ({ context }) => firstChange(context),
                onDone: {
                  target: 'idle',
                  actions: [
                    { type: 'acceptChange', params: ({ event }) => ({ cart: event.output }) },
                    'storeQueue',
                  ],
                },
                onError: [
                  {
                    guard: { type: 'isExpired', params: ({ event }) => ({ error: event.error }) },
                    target: '#cart.guest',
                    actions: ['keepAsGuest', 'storeGuestCart', 'announceExpiry'],
                  },
                  {
                    guard: { type: 'isRefused', params: ({ event }) => ({ error: event.error }) },
                    target: 'idle',
                    actions: [
                      { type: 'rollBack', params: ({ event }) => ({ error: event.error }) },
                      'storeQueue',
                    ],
                  },
                  { target: 'offline', actions: { type: 'report', params: { id: 'queued' } } },
                ],
              },
            },
            /** A change did not reach the server: the queue waits on the device. */
            offline: {
              on: {
                'cart.retry': { target: 'sending', actions: 'clearMessage' },
                'cart.online': { target: 'sending', actions: 'clearMessage' },
              },
            },
          },
        },
      },
    },
  },
});

export type CartSnapshot = SnapshotFrom<typeof cartMachine>;

/**
 * What the screens show: a guest's and a ready cart are 'ready', and so is an account's cart that
 * could not be loaded when the device kept its lines (a page opened offline shows them).
 */
export function cartStatus(snapshot: CartSnapshot): 'loading' | 'failed' | 'ready' {
  if (snapshot.matches({ account: 'merging' }) || snapshot.matches({ account: 'loading' })) {
    return 'loading';
  }
  if (snapshot.matches({ account: 'loadFailed' }) && snapshot.context.known !== null) {
    return 'ready';
  }
  if (snapshot.matches({ account: 'mergeFailed' }) || snapshot.matches({ account: 'loadFailed' })) {
    return 'failed';
  }
  return 'ready';
}

/** True while changes wait for the network (or the cart for a retry): the screen offers one. */
export const cartWaiting = (snapshot: CartSnapshot): boolean =>
  snapshot.matches({ account: { ready: 'offline' } }) ||
  snapshot.matches({ account: 'loadFailed' });
