import { createActor, waitFor, type EmittedFrom } from 'xstate';
import { checkoutMachine } from '../../machines/checkout.machine';
import {
  ApiError,
  type AddressRequest,
  type CartProduct,
  type CheckoutSource,
  type Order,
  type PlaceOrderRequest,
  type Quote,
  type QuoteRequest,
  type SavedAddress,
} from '../../src/api';
import type { CheckoutDevice, SavedCheckout } from '../../src/lib/checkout-store';
import { answeredByTest, kurta, last, saree } from './cart-support';

export { expired, kurta, last, offline, saree } from './cart-support';

/** The demo shopper's two saved addresses, oldest first, as the server answers them. */
export const home: SavedAddress = {
  id: 'addr-1',
  name: 'Aarav Sharma',
  mobile: '9876543210',
  pincode: '400001',
  locality: 'Fort',
  address: '12 Marine Drive',
  city: 'Mumbai',
  state: 'Maharashtra',
  landmark: '',
  alternatePhone: '',
  addressType: 'Home',
};

export const office: SavedAddress = {
  id: 'addr-2',
  name: 'Aarav Sharma',
  mobile: '9876543210',
  pincode: '560001',
  locality: 'MG Road',
  address: '4th Floor, 80 Residency Road',
  city: 'Bengaluru',
  state: 'Karnataka',
  landmark: 'Near Brigade Road',
  alternatePhone: '',
  addressType: 'Work',
};

/** What the account's form hands over for a new address. */
export const delhiForm: AddressRequest = {
  name: 'Aarav Sharma',
  mobile: '9876543210',
  pincode: '110001',
  locality: 'Connaught Place',
  address: '7 Janpath',
  city: 'New Delhi',
  state: 'Delhi',
  landmark: '',
  alternatePhone: '',
  addressType: 'Home',
};

export const television: CartProduct = {
  slug: 'oled-tv-55',
  name: 'OLED TV 55 inch',
  brand: 'Sony',
  image_url: '/images/oled-tv-55.jpg',
  price: 50000,
  mrp: 60000,
  discount_percentage: 16,
  in_stock: true,
};

export const CART: CheckoutSource = { kind: 'cart' };
export const BUY_TV: CheckoutSource = { kind: 'product', product_slug: 'oled-tv-55' };

const mumbai: Quote['delivery'] = {
  pincode: '400001',
  deliverable: true,
  place: 'Mumbai',
  standard_by: '2025-01-13',
  express_by: '2025-01-08',
  same_day: true,
  cod: true,
};

/** The cart (two kurtas and a saree) to the Mumbai address: ₹6,098. */
export const cartQuote: Quote = {
  lines: [
    { product: kurta, quantity: 2 },
    { product: saree, quantity: 1 },
  ],
  summary: { items: 3, price: 7998, discount: 1900, delivery: 0, total: 6098 },
  delivery: mumbai,
  cod: { available: true, reason: null },
  emi: [
    { months: 3, monthly: 2033 },
    { months: 6, monthly: 1017 },
    { months: 9, monthly: 678 },
    { months: 12, monthly: 509 },
    { months: 18, monthly: 339 },
    { months: 24, monthly: 255 },
  ],
};

/** The cart to the Bengaluru address, where cash on delivery is not offered. */
export const cartQuoteBengaluru: Quote = {
  ...cartQuote,
  delivery: {
    pincode: '560001',
    deliverable: true,
    place: 'Bengaluru',
    standard_by: '2025-01-13',
    express_by: null,
    same_day: false,
    cod: false,
  },
  cod: { available: false, reason: 'Cash on Delivery is not available at this pincode.' },
};

/** Buy Now of the television at ₹50,000.00, the most cash on delivery takes. */
export const tvQuote50000: Quote = {
  lines: [{ product: television, quantity: 1 }],
  summary: { items: 1, price: 60000, discount: 10000, delivery: 0, total: 50000 },
  delivery: mumbai,
  cod: { available: true, reason: null },
  emi: [
    { months: 3, monthly: 16667 },
    { months: 6, monthly: 8334 },
    { months: 9, monthly: 5556 },
    { months: 12, monthly: 4167 },
    { months: 18, monthly: 2778 },
    { months: 24, monthly: 2084 },
  ],
};

/** The same television at ₹50,001: one rupee over the limit of cash on delivery. */
export const tvQuote50001: Quote = {
  lines: [{ product: { ...television, price: 50001 }, quantity: 1 }],
  summary: { items: 1, price: 60000, discount: 9999, delivery: 0, total: 50001 },
  delivery: mumbai,
  cod: { available: false, reason: 'Cash on Delivery is not available for orders above ₹50,000.' },
  emi: [
    { months: 3, monthly: 16667 },
    { months: 6, monthly: 8334 },
    { months: 9, monthly: 5556 },
    { months: 12, monthly: 4167 },
    { months: 18, monthly: 2778 },
    { months: 24, monthly: 2084 },
  ],
};

/** The order the server answers for the cart to the Mumbai address. */
export function placedOrder(payment: Order['payment']): Order {
  return {
    id: 'OD100000000042',
    placed_at: '2025-01-06T05:30:00.000Z',
    status: 'On the way',
    lines: [
      { product: kurta, quantity: 2, price: 799 },
      { product: saree, quantity: 1, price: 4500 },
    ],
    summary: cartQuote.summary,
    address: home,
    payment,
    delivery_by: '2025-01-13',
    ships_at: '2025-01-07T05:30:00.000Z',
    cancellable: true,
    not_cancellable_reason: null,
  };
}

/** Errors as the client rejects with them. */
export const declined = () =>
  new ApiError('http', 'HTTP 402', 402, { error: 'Your payment was declined. Please try again.' });
export const serverError = () =>
  new ApiError('http', 'HTTP 500', 500, { error: 'Internal server error.' });

/** The device's storage, in memory, with what the machine last wrote. */
export function memoryDevice(saved: SavedCheckout | null = null) {
  const kept = { saved };
  const device: CheckoutDevice = {
    read: () => kept.saved,
    write: (checkout) => {
      kept.saved = checkout;
    },
    clear: () => {
      kept.saved = null;
    },
  };
  return { device, kept };
}

/** The checkout machine with every call answered by the test and the device in memory. */
export function startCheckout(source: CheckoutSource = CART, saved: SavedCheckout | null = null) {
  const addresses = answeredByTest<unknown, SavedAddress[]>();
  const saves = answeredByTest<AddressRequest, SavedAddress>();
  const quotes = answeredByTest<QuoteRequest, Quote>();
  const orders = answeredByTest<PlaceOrderRequest, Order>();
  const { device, kept } = memoryDevice(saved);
  let keys = 0;
  const machine = checkoutMachine.provide({
    actors: {
      loadAddresses: addresses.logic,
      saveAddress: saves.logic,
      quoteCheckout: quotes.logic,
      sendOrder: orders.logic,
    },
  });
  const actor = createActor(machine, {
    input: {
      source,
      device,
      newIdempotencyKey: () => {
        keys += 1;
        return `key-${keys}`;
      },
    },
  });
  const emitted: EmittedFrom<typeof checkoutMachine>[] = [];
  actor.on('*', (event) => emitted.push(event));
  actor.start();
  return {
    actor,
    kept,
    emitted,
    addressLoads: addresses.calls,
    saves: saves.calls,
    quotes: quotes.calls,
    orders: orders.calls,
  };
}

export type StartedCheckout = ReturnType<typeof startCheckout>;

/** The saved addresses arrive; the shopper is asked to choose one. */
export async function atAddresses(
  started: StartedCheckout,
  addresses: SavedAddress[] = [home, office],
) {
  last(started.addressLoads).resolve(addresses);
  await waitFor(started.actor, (state) => state.matches({ address: 'choosing' }));
  return started;
}

/** "Deliver Here" with the address chosen, and the server's quote for it. */
export async function atSummary(started: StartedCheckout, quote: Quote) {
  started.actor.send({ type: 'checkout.address.confirm' });
  last(started.quotes).resolve(quote);
  await waitFor(started.actor, (state) => state.matches({ summary: 'ready' }));
  return started;
}

/** From the first address to the payment step, over this quote. */
export async function atPayment(quote: Quote, source: CheckoutSource = CART) {
  const started = await atSummary(await atAddresses(startCheckout(source)), quote);
  started.actor.send({ type: 'checkout.continue' });
  return started;
}

export const contextOf = (started: StartedCheckout) => started.actor.getSnapshot().context;
