import type { AddressRequest, Order, Quote, SavedAddress } from '../../../../api';
import { EMI_TENURES } from '../../../../api/types';
import type { CheckoutDevice } from '../../../../lib/checkout-store';
import { headset } from './sample-data';

/**
 * The checkout walked without a backend: Buy Now of the headset by the demo shopper, with the
 * server's answers its stubs settle with (addresses, quotes, the order) written out as the mock
 * backend would give them.
 */

export const BUY_HEADSET = { kind: 'product', product_slug: headset.slug } as const;

export const homeAddress: SavedAddress = {
  id: 'addr-1',
  name: 'Aarav Sharma',
  mobile: '9876543210',
  pincode: '400001',
  locality: 'Fort',
  address: '21, Dr D N Road',
  city: 'Mumbai',
  state: 'Maharashtra',
  landmark: '',
  alternatePhone: '',
  addressType: 'Home',
};

export const officeAddress: SavedAddress = {
  ...homeAddress,
  id: 'addr-2',
  pincode: '560001',
  locality: 'MG Road',
  address: '4th Floor, 80 Residency Road',
  city: 'Bengaluru',
  state: 'Karnataka',
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

export const delhiAddress: SavedAddress = { ...delhiForm, id: 'addr-3' };

const emiOf = (total: number): Quote['emi'] =>
  EMI_TENURES.map((months) => ({
    months,
    monthly: Math.ceil(total / months),
  }));

/** One headset to Mumbai: ₹6,959, cash on delivery offered. */
export const headsetQuote: Quote = {
  lines: [{ product: headset, quantity: 1 }],
  summary: { items: 1, price: 9399, discount: 2440, delivery: 0, total: 6959 },
  delivery: {
    pincode: '400001',
    deliverable: true,
    place: 'Mumbai',
    standard_by: '2025-03-15',
    express_by: '2025-03-11',
    same_day: true,
    cod: true,
  },
  cod: { available: true, reason: null },
  emi: emiOf(6959),
};

/** The same headset after a price change, now ₹50,001: over cash on delivery's limit. */
export const repricedQuote: Quote = {
  ...headsetQuote,
  lines: [{ product: { ...headset, price: 50001 }, quantity: 1 }],
  summary: { items: 1, price: 52441, discount: 2440, delivery: 0, total: 50001 },
  cod: { available: false, reason: 'Cash on Delivery is not available for orders above ₹50,000.' },
  emi: emiOf(50001),
};

export const headsetOrder: Order = {
  id: 'OD4400000001',
  placed_at: '2025-03-07T04:30:00.000Z',
  status: 'On the way',
  lines: [{ product: headset, quantity: 1, price: headset.price }],
  summary: headsetQuote.summary,
  address: homeAddress,
  payment: { method: 'upi', emi_months: null },
  delivery_by: '2025-03-15',
  ships_at: '2025-03-08T04:30:00.000Z',
  cancellable: true,
  not_cancellable_reason: null,
};

/**
 * A device that kept this checkout from before a login (the home address chosen), so a walk can
 * show an address kept and confirmed at once. Its writes are stubbed side effects wherever the
 * machine is walked, so they never run.
 */
export const keptCheckoutDevice: CheckoutDevice = {
  read: () => ({
    source: BUY_HEADSET,
    addressId: homeAddress.id,
    payment: null,
    idempotencyKey: null,
  }),
  write: () => undefined,
  clear: () => undefined,
};
