import { createActor, fromPromise, type EmittedFrom } from 'xstate';
import { cartMachine } from '../../machines/cart.machine';
import {
  ApiError,
  type Cart,
  type CartLine,
  type CartMergeRequest,
  type CartProduct,
} from '../../src/api';
import {
  EMPTY_GUEST_CART,
  type CartDevice,
  type DeviceLine,
  type GuestCart,
} from '../../src/lib/cart-store';
import type { ChangeInput } from '../../machines/cart-calls';

/** Products as a cart line shows them (prices in rupees, as the catalog has them). */
export const kurta: CartProduct = {
  slug: 'cotton-kurta',
  name: 'Cotton Kurta',
  brand: 'Fabindia',
  image_url: '/images/cotton-kurta.jpg',
  price: 799,
  mrp: 999,
  discount_percentage: 20,
  in_stock: true,
};

export const saree: CartProduct = {
  slug: 'silk-saree',
  name: 'Silk Saree',
  brand: 'Nalli',
  image_url: '/images/silk-saree.jpg',
  price: 4500,
  mrp: 6000,
  discount_percentage: 25,
  in_stock: true,
};

export const soldOutWatch: CartProduct = {
  slug: 'steel-watch',
  name: 'Steel Watch',
  brand: 'Titan',
  image_url: '/images/steel-watch.jpg',
  price: 2995,
  mrp: 3995,
  discount_percentage: 25,
  in_stock: false,
};

/** A cart as the server answers it: lines given, the summary written out by the test. */
export function serverCart(lines: CartLine[], summary: Cart['summary']): Cart {
  return { lines, summary };
}

/** Errors as the client rejects with them. */
export const offline = () => new ApiError('network', 'Failed to fetch', null, null);
export const timedOut = () => new ApiError('timeout', 'Timed out', null, null);
export const expired = () =>
  new ApiError('http', 'HTTP 401', 401, { error: 'Token is invalid or expired.' });
export const outOfStock = () =>
  new ApiError('http', 'HTTP 409', 409, { error: 'This item is out of stock.' });
export const overTheLimit = () =>
  new ApiError('http', 'HTTP 400', 400, {
    errors: { quantity: ['You can buy up to 10 of this item.'] },
  });

/** The device's storage, in memory, with what the machine last wrote. */
export function memoryDevice(
  guest: GuestCart = EMPTY_GUEST_CART,
  queues: Record<number, DeviceLine[]> = {},
) {
  const kept: {
    guest: GuestCart;
    queues: Record<number, DeviceLine[]>;
    accountCart: { account: number; lines: DeviceLine[] } | null;
  } = { guest, queues: { ...queues }, accountCart: null };
  const device: CartDevice = {
    readGuestCart: () => kept.guest,
    writeGuestCart: (cart) => {
      kept.guest = cart;
    },
    readQueue: (account) => kept.queues[account] ?? [],
    writeQueue: (account, changes) => {
      kept.queues[account] = [...changes];
    },
    readAccountCart: (account) =>
      kept.accountCart?.account === account ? kept.accountCart.lines : null,
    writeAccountCart: (account, lines) => {
      kept.accountCart = lines === null ? null : { account, lines: [...lines] };
    },
  };
  return { device, kept };
}

/** A call the test answers: its input, and the means to settle it. */
export interface Call<I, O> {
  input: I;
  signal: AbortSignal;
  resolve: (output: O) => void;
  reject: (error: unknown) => void;
}

/** A promise actor whose calls wait for the test; `calls` lists them in order. */
export function answeredByTest<I, O>() {
  const calls: Call<I, O>[] = [];
  const logic = fromPromise<O, I>(
    ({ input, signal }) =>
      new Promise<O>((resolve, reject) => calls.push({ input, signal, resolve, reject })),
  );
  return { logic, calls };
}

/** The cart machine with every call answered by the test and the device in memory. */
export function startCart(
  guest: GuestCart = EMPTY_GUEST_CART,
  queues: Record<number, DeviceLine[]> = {},
) {
  const load = answeredByTest<unknown, Cart>();
  const send = answeredByTest<ChangeInput, Cart>();
  const merge = answeredByTest<CartMergeRequest, Cart>();
  const { device, kept } = memoryDevice(guest, queues);
  let mergeIds = 0;
  const machine = cartMachine.provide({
    actors: { loadCart: load.logic, sendCartChange: send.logic, mergeGuestCart: merge.logic },
  });
  const actor = createActor(machine, {
    input: {
      device,
      newMergeId: () => {
        mergeIds += 1;
        return `merge-${mergeIds}`;
      },
    },
  });
  const emitted: EmittedFrom<typeof cartMachine>[] = [];
  actor.on('*', (event) => emitted.push(event));
  actor.start();
  return { actor, kept, emitted, loads: load.calls, sends: send.calls, merges: merge.calls };
}

export type StartedCart = ReturnType<typeof startCart>;

/** The last of a list of calls (the one a test answers next). */
export function last<T>(calls: readonly T[]): T {
  const call = calls.at(-1);
  if (!call) throw new Error('No call was made.');
  return call;
}
