import { assign, emit, setup, type SnapshotFrom } from 'xstate';
import type { Wishlist, WishlistItem } from '../src/api';
import { failureOf, refusalText, type WishlistMessage } from './cart-messages';
import { loadWishlist, sendWishlistChange, type WishInput } from './wishlist-calls';
import { idBySlug, queueBySlug } from './slug-changes';
import { applyWishes, wishOf, type WishlistChange, type WishlistIntent } from './wishlist-items';

export type { WishlistIntent } from './wishlist-items';

export interface WishlistContext {
  /** The signed-in account's id, or null: a guest has no wishlist (the toggle asks to log in). */
  account: number | null;
  /** The wishlist as the server last answered it, or null before it has loaded. */
  wishlist: Wishlist | null;
  /** Changes the server has not confirmed, one per product; the first is on its way when sending. */
  pending: WishlistChange[];
  message: WishlistMessage | null;
}

export type WishlistEvent =
  | WishlistIntent
  /** The session belongs to this account. */
  | { type: 'wishlist.login'; account: number }
  /** The session ended: the wishlist empties. */
  | { type: 'wishlist.logout' }
  | { type: 'wishlist.retry' };

/** Told to the app, which ends the session (spec: a 401 logs out). */
export type WishlistEmitted = { type: 'wishlist.sessionExpired' };

/** The items the shopper sees: the server's with every unconfirmed change (newest first). */
export const wishlistItems = (context: WishlistContext): WishlistItem[] =>
  applyWishes(context.wishlist?.items ?? [], context.pending);

/** Whether the product's toggle shows as pressed ('Remove from Wishlist'). */
export const isInWishlist = (context: WishlistContext, slug: string): boolean =>
  wishlistItems(context).some((item) => item.product.slug === slug);

function firstWish(context: WishlistContext): WishInput {
  const [change] = context.pending;
  // `sending` is entered only when a change is pending (idle's guard).
  if (!change) throw new Error('The wishlist has no change to send.');
  return { change, itemId: idBySlug(context.wishlist?.items ?? [], change.product.slug) };
}

const SIGNED_OUT = { account: null, wishlist: null, pending: [], message: null };

/** The account's wishlist: loaded after login, changed at once, rolled back on a failure. */
export const wishlistMachine = setup({
  types: {
    context: {} as WishlistContext,
    events: {} as WishlistEvent,
    emitted: {} as WishlistEmitted,
  },
  actors: { loadWishlist, sendWishlistChange },
  actions: {
    enterAccount: assign((_, params: { account: number }) => ({
      ...SIGNED_OUT,
      account: params.account,
    })),
    signOut: assign(SIGNED_OUT),
    queueIntent: assign({
      pending: ({ context }, params: { intent: WishlistIntent; pinned: number }) => {
        const change = wishOf(params.intent, wishlistItems(context));
        return change ? queueBySlug(context.pending, change, params.pinned) : context.pending;
      },
      message: null,
    }),
    setWishlist: assign({ wishlist: (_, params: { wishlist: Wishlist }) => params.wishlist }),
    acceptChange: assign(({ context }, params: { wishlist: Wishlist }) => ({
      wishlist: params.wishlist,
      pending: context.pending.slice(1),
    })),
    rollBack: assign(({ context }, params: { error: unknown }) => ({
      pending: context.pending.slice(1),
      message: {
        id: 'changeFailed' as const,
        slug: firstWish(context).change.product.slug,
        serverText: failureOf(params.error) === 'refused' ? refusalText(params.error) : null,
      },
    })),
    reportLoadFailure: assign({
      message: { id: 'loadFailed' as const, slug: null, serverText: null },
    }),
    clearMessage: assign({ message: null }),
    announceExpiry: emit({ type: 'wishlist.sessionExpired' as const }),
  },
  guards: {
    isOtherAccount: ({ context }, params: { account: number }) =>
      context.account !== params.account,
    hasPending: ({ context }) => context.pending.length > 0,
    isExpired: (_, params: { error: unknown }) => failureOf(params.error) === 'expired',
  },
}).createMachine({
  id: 'wishlist',
  context: SIGNED_OUT,
  initial: 'signedOut',
  on: {
    'wishlist.login': {
      guard: { type: 'isOtherAccount', params: ({ event }) => ({ account: event.account }) },
      target: '.account',
      reenter: true,
      actions: { type: 'enterAccount', params: ({ event }) => ({ account: event.account }) },
    },
  },
  states: {
    /** Nobody is logged in: the wishlist is empty and presses change nothing. */
    signedOut: {},
    /**
     * Logged in: the wishlist is the server's. Presses apply at once; until it has loaded they
     * wait, and are sent once it has.
     */
    account: {
      on: {
        'wishlist.logout': { target: 'signedOut', actions: 'signOut' },
        'wishlist.item.*': {
          actions: {
            type: 'queueIntent',
            params: ({ event }) => ({ intent: event, pinned: 0 }),
          },
        },
      },
      initial: 'loading',
      states: {
        /** The wishlist is being fetched. */
        loading: {
          invoke: {
            id: 'loadWishlist',
            src: 'loadWishlist',
            onDone: {
              target: 'ready',
              actions: {
                type: 'setWishlist',
                params: ({ event }) => ({ wishlist: event.output }),
              },
            },
            onError: [
              {
                guard: { type: 'isExpired', params: ({ event }) => ({ error: event.error }) },
                target: '#wishlist.signedOut',
                actions: ['signOut', 'announceExpiry'],
              },
              { target: 'loadFailed', actions: 'reportLoadFailure' },
            ],
          },
        },
        /** The wishlist could not be fetched; asked again on retry. */
        loadFailed: {
          on: { 'wishlist.retry': { target: 'loading', actions: 'clearMessage' } },
        },
        /** The wishlist is known; changes are sent one at a time. */
        ready: {
          initial: 'idle',
          states: {
            /** Every change is confirmed (or none was made). */
            idle: {
              always: { guard: 'hasPending', target: 'sending' },
            },
            /**
             * The oldest change is on its way. Its answer replaces the wishlist; any failure
             * rolls it back, with the server's reason when it refused.
             */
            sending: {
              on: {
                'wishlist.item.*': {
                  actions: {
                    type: 'queueIntent',
                    params: ({ event }) => ({ intent: event, pinned: 1 }),
                  },
                },
              },
              invoke: {
                id: 'sendWishlistChange',
                src: 'sendWishlistChange',
                input: ({ context }) => firstWish(context),
                onDone: {
                  target: 'idle',
                  actions: {
                    type: 'acceptChange',
                    params: ({ event }) => ({ wishlist: event.output }),
                  },
                },
                onError: [
                  {
                    guard: { type: 'isExpired', params: ({ event }) => ({ error: event.error }) },
                    target: '#wishlist.signedOut',
                    actions: ['signOut', 'announceExpiry'],
                  },
                  {
                    target: 'idle',
                    actions: { type: 'rollBack', params: ({ event }) => ({ error: event.error }) },
                  },
                ],
              },
            },
          },
        },
      },
    },
  },
});

export type WishlistSnapshot = SnapshotFrom<typeof wishlistMachine>;

/** What the /wishlist screen shows. */
export function wishlistStatus(
  snapshot: WishlistSnapshot,
): 'signedOut' | 'loading' | 'failed' | 'ready' {
  if (snapshot.matches('signedOut')) return 'signedOut';
  if (snapshot.matches({ account: 'loading' })) return 'loading';
  if (snapshot.matches({ account: 'loadFailed' })) return 'failed';
  return 'ready';
}
