import type { EMI_TENURES } from '../src/api/schemas';
import type { OrderStatus, PaymentRequest } from '../src/api/types';
import type { Address } from '../src/lib/address';
import { db } from './db';
import { addressFieldsOf, orderedProductOf } from './lib/checkout';
import { businessDayAfter, STANDARD_BUSINESS_DAYS } from './lib/delivery';
import { cartProductOf, findProduct, newItemId } from './lib/shop';
import { DEMO_ADDRESS, DEMO_ORDERS, DEMO_SHIP_AFTER_MS } from './seed/checkout';
import { DEMO_USER } from './seed/users';

/**
 * Addresses and orders as plain data (./state.ts saves and restores the rest of the backend the
 * same way): the demo shopper's seeded ones, a snapshot of the database's, and their restoring.
 */
export interface AddressData extends Address {
  id: string;
  user_id: number;
  position: number;
}

export interface OrderData {
  id: string;
  user_id: number;
  position: number;
  idempotency_key: string | null;
  placed_at: number;
  ships_at: number;
  status: OrderStatus;
  delivery_by: string;
  payment_method: PaymentRequest['method'];
  emi_months: (typeof EMI_TENURES)[number] | null;
}

export interface OrderAddressData extends Address {
  order_id: string;
  address_id: string;
}

export interface OrderLineData {
  id: string;
  order_id: string;
  position: number;
  slug: string;
  name: string;
  brand: string;
  image_url: string;
  price: number;
  mrp: number;
  discount_percentage: number;
  quantity: number;
}

export interface CheckoutData {
  addresses: AddressData[];
  orders: OrderData[];
  order_addresses: OrderAddressData[];
  order_lines: OrderLineData[];
}

export const NO_CHECKOUT_DATA: CheckoutData = {
  addresses: [],
  orders: [],
  order_addresses: [],
  order_lines: [],
};

const HOUR_MS = 60 * 60 * 1000;

/**
 * The demo shopper's address and sample orders (./seed/checkout.ts), with fresh ids for the
 * address and lines. The order on its way was placed hours before `now` and has shipped.
 */
export function demoCheckout(now: number): CheckoutData {
  const address: AddressData = {
    id: newItemId(),
    user_id: DEMO_USER.id,
    position: 1,
    ...DEMO_ADDRESS,
  };
  const data: CheckoutData = { ...NO_CHECKOUT_DATA, addresses: [address] };
  data.orders = DEMO_ORDERS.map((order, index) => {
    const placedAt = 'at' in order.placed ? order.placed.at : now - order.placed.hoursAgo * HOUR_MS;
    return {
      id: order.id,
      user_id: DEMO_USER.id,
      position: index + 1,
      idempotency_key: null,
      placed_at: placedAt,
      ships_at: placedAt + DEMO_SHIP_AFTER_MS,
      status: order.status,
      delivery_by: businessDayAfter(placedAt, STANDARD_BUSINESS_DAYS),
      payment_method: order.payment,
      emi_months: order.emiMonths,
    };
  });
  data.order_addresses = DEMO_ORDERS.map(({ id }) => ({
    order_id: id,
    address_id: address.id,
    ...DEMO_ADDRESS,
  }));
  data.order_lines = DEMO_ORDERS.map(({ id, slug }) => {
    const product = findProduct(slug);
    if (!product) throw new Error(`The demo order ${id} names a product the catalog lacks`);
    return {
      id: newItemId(),
      order_id: id,
      position: 1,
      ...orderedProductOf(cartProductOf(product)),
      quantity: 1,
    };
  });
  return data;
}

export function restoreCheckout(data: CheckoutData): void {
  for (const address of data.addresses) db.address.create(address);
  for (const order of data.orders) db.order.create(order);
  for (const address of data.order_addresses) db.orderAddress.create(address);
  for (const line of data.order_lines) db.orderLine.create(line);
}

export function snapshotCheckout(): CheckoutData {
  return {
    addresses: db.address.getAll().map((address) => ({
      id: address.id,
      user_id: address.user_id,
      position: address.position,
      ...addressFieldsOf(address),
    })),
    orders: db.order.getAll().map((order) => ({
      id: order.id,
      user_id: order.user_id,
      position: order.position,
      idempotency_key: order.idempotency_key,
      placed_at: order.placed_at,
      ships_at: order.ships_at,
      status: order.status,
      delivery_by: order.delivery_by,
      payment_method: order.payment_method,
      emi_months: order.emi_months,
    })),
    order_addresses: db.orderAddress.getAll().map((address) => ({
      order_id: address.order_id,
      address_id: address.address_id,
      ...addressFieldsOf(address),
    })),
    order_lines: db.orderLine.getAll().map((line) => ({
      id: line.id,
      order_id: line.order_id,
      position: line.position,
      slug: line.slug,
      name: line.name,
      brand: line.brand,
      image_url: line.image_url,
      price: line.price,
      mrp: line.mrp,
      discount_percentage: line.discount_percentage,
      quantity: line.quantity,
    })),
  };
}
