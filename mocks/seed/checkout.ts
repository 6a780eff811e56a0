import type { EMI_TENURES } from '../../src/api/schemas';
import type { OrderStatus, PaymentRequest } from '../../src/api/types';
import type { Address } from '../../src/lib/address';

/**
 * The demo shopper's address book and orders: one saved address in Mumbai (so the demo's
 * checkout can be walked at once) and the spec's sample orders (the static orders screen showed
 * these ids and statuses before issue 26) made of the catalog products closest to the sample
 * names. All are among the first 600 products, so they exist at every catalog size.
 */

export const DEMO_ADDRESS: Address = {
  name: 'Aarav Sharma',
  mobile: '9876543210',
  pincode: '400001',
  locality: 'Fort',
  address: '21, Dr D N Road',
  city: 'Mumbai',
  state: 'Maharashtra',
  landmark: 'Near CST station',
  alternatePhone: '',
  addressType: 'Home',
};

export interface DemoOrder {
  id: string;
  slug: string;
  status: OrderStatus;
  payment: PaymentRequest['method'];
  emiMonths: (typeof EMI_TENURES)[number] | null;
  /** When it was placed: a fixed time, or hours before the seeding for the one on its way. */
  placed: { at: number } | { hoursAgo: number };
}

/** How long after placing a seeded order shipped. */
export const DEMO_SHIP_AFTER_MS = 24 * 60 * 60 * 1000;

/** Oldest first (the orders answer newest first, as the samples are listed). */
export const DEMO_ORDERS: readonly DemoOrder[] = [
  // HP 15s Thin and Light Laptop (8 GB/512 GB SSD), Returned
  {
    id: 'OD4255610947',
    slug: 'hp-pavilion-15-laptop-black-16-inch-5',
    status: 'Returned',
    payment: 'emi',
    emiMonths: 6,
    placed: { at: Date.UTC(2023, 11, 2, 4, 5, 0) },
  },
  // Wildcraft 35 L Laptop Backpack (Teal), Cancelled
  {
    id: 'OD4271903318',
    slug: 'wildcraft-sprint-laptop-backpack-teal-32-l-435',
    status: 'Cancelled',
    payment: 'upi',
    emiMonths: null,
    placed: { at: Date.UTC(2024, 5, 21, 13, 40, 0) },
  },
  // Roadster Men's Cotton T-Shirt (the catalog has no Roadster), Delivered
  {
    id: 'OD4298114372',
    slug: 'levis-regular-fit-crew-neck-t-shirt-olive-m-116',
    status: 'Delivered',
    payment: 'cod',
    emiMonths: null,
    placed: { at: Date.UTC(2024, 10, 8, 5, 12, 0) },
  },
  // Fastrack Reflex Play+ Smart Watch, On the way: placed yesterday, shipped since
  {
    id: 'OD4312785520',
    slug: 'fastrack-reflex-digital-watch-black-538',
    status: 'On the way',
    payment: 'upi',
    emiMonths: null,
    placed: { hoursAgo: 30 },
  },
];
