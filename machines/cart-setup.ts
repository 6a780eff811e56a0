import { assign, emit, setup } from 'xstate';
import type { Cart } from '../src/api';
import { EMPTY_GUEST_CART } from '../src/lib/cart-store';
import { loadCart, mergeGuestCart, sendCartChange } from './cart-calls';
import {
  cartLines,
  decidesOverKnown,
  expiredGuestCart,
  firstChange,
  hasGuestCart,
  pendingMerge,
  refused,
  type CartContext,
  type CartEmitted,
  type CartEvent,
  type CartInput,
} from './cart-context';
import {
  afterMerge,
  applyChanges,
  decide,
  decideAll,
  mergeOf,
  returnQueue,
  toDeviceLines,
  type CartIntent,
} from './cart-lines';
import { failureOf, refusalText } from './cart-messages';
import { queueBySlug } from './slug-changes';

/** A press decided over the lines shown: its change joins the queue, or its refusal is said. */
function queued(context: CartContext, intent: CartIntent, pinned: number): Partial<CartContext> {
  const decision = decide(intent, cartLines(context));
  if (decision === null) return {};
  if ('refusal' in decision) return { message: refused(decision.refusal, decision.slug) };
  return { queue: queueBySlug(context.queue, decision.change, pinned), message: null };
}

/**
 * The cart statechart's named implementations: how each press, answer and failure changes the
 * context and the device. The chart (cart.machine.ts) refers to them by name.
 */
export const cartSetup = setup({
  types: {
    context: {} as CartContext,
    events: {} as CartEvent,
    input: {} as CartInput,
    emitted: {} as CartEmitted,
  },
  actors: { loadCart, sendCartChange, mergeGuestCart },
  actions: {
    changeGuestCart: assign(({ context }, params: { intent: CartIntent }) => {
      const decision = decide(params.intent, cartLines(context));
      if (decision === null) return {};
      if ('refusal' in decision) return { message: refused(decision.refusal, decision.slug) };
      const lines = toDeviceLines(applyChanges(cartLines(context), [decision.change]));
      return { guest: { ...context.guest, lines }, message: null };
    }),
    queueIntent: assign(({ context }, params: { intent: CartIntent; pinned: number }) =>
      queued(context, params.intent, params.pinned),
    ),
    // Over the lines the device kept, a press is decided at once (a page opened offline counts
    // it); without them it waits for the server's cart.
    hold: assign(({ context }, params: { intent: CartIntent }) =>
      decidesOverKnown(context)
        ? queued(context, params.intent, 0)
        : { held: [...context.held, params.intent] },
    ),
    decideHeld: assign(({ context }) => {
      const { queue, refusal } = decideAll(context.held, context.cart?.lines ?? [], context.queue);
      return {
        queue,
        held: [],
        ...(refusal && { message: refused(refusal.refusal, refusal.slug) }),
      };
    }),
    enterAccount: assign(({ context }, params: { account: number }) => {
      const stored = context.device.readQueue(params.account);
      return {
        account: params.account,
        cart: null,
        known: context.device.readAccountCart(params.account),
        queue:
          context.guest.mirror?.account === params.account
            ? returnQueue(context.guest.lines, context.guest.mirror.lines, stored)
            : stored,
        held: [],
        message: null,
      };
    }),
    leaveAccount: assign(({ context }) => ({
      account: null,
      guest: context.device.readGuestCart(),
      cart: null,
      known: null,
      queue: [],
      held: [],
      message: null,
    })),
    clearGuestCart: assign({ guest: EMPTY_GUEST_CART }),
    prepareMerge: assign(({ context }) => ({
      guest: {
        lines: context.guest.lines,
        merge: context.guest.merge ?? mergeOf(context.guest.lines, context.newMergeId()),
        mirror: null,
      },
    })),
    acceptMerge: assign(({ context }, params: { cart: Cart }) => ({
      cart: params.cart,
      guest: {
        lines: afterMerge(context.guest.lines, pendingMerge(context)),
        merge: null,
        mirror: null,
      },
      message: null,
    })),
    setCart: assign({ cart: (_, params: { cart: Cart }) => params.cart }),
    acceptChange: assign(({ context }, params: { cart: Cart }) => ({
      cart: params.cart,
      queue: context.queue.slice(1),
    })),
    rollBack: assign(({ context }, params: { error: unknown }) => ({
      queue: context.queue.slice(1),
      message: {
        id: 'refused' as const,
        slug: firstChange(context).change.product.slug,
        serverText: refusalText(params.error),
      },
    })),
    report: assign({
      message: (_, params: { id: 'queued' | 'loadFailed' | 'mergeFailed' }) => ({
        id: params.id,
        slug: null,
        serverText: null,
      }),
    }),
    clearMessage: assign({ message: null }),
    storeGuestCart: ({ context }) => context.device.writeGuestCart(context.guest),
    storeQueue: ({ context }) => {
      if (context.account === null) return;
      context.device.writeQueue(context.account, context.queue);
      if (context.cart) {
        context.device.writeAccountCart(context.account, toDeviceLines(context.cart.lines));
      }
    },
    forgetAccountCart: ({ context }) => {
      if (context.account !== null) context.device.writeAccountCart(context.account, null);
    },
    keepAsGuest: assign(({ context }) => ({
      account: null,
      guest: expiredGuestCart(context),
      cart: null,
      known: null,
      queue: [],
      held: [],
      message: null,
    })),
    announceExpiry: emit({ type: 'cart.sessionExpired' as const }),
  },
  guards: {
    isOtherAccount: ({ context }, params: { account: number }) =>
      context.account !== params.account,
    returnsToMirror: ({ context }, params: { account: number }) =>
      context.account !== params.account && context.guest.mirror?.account === params.account,
    bringsGuestCart: ({ context }, params: { account: number }) =>
      context.account !== params.account && hasGuestCart(context.guest),
    mergeLeavesLines: ({ context }) =>
      afterMerge(context.guest.lines, pendingMerge(context)).length > 0,
    hasQueue: ({ context }) => context.queue.length > 0,
    isExpired: (_, params: { error: unknown }) => failureOf(params.error) === 'expired',
    isRefused: (_, params: { error: unknown }) => failureOf(params.error) === 'refused',
  },
});
