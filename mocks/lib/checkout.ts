import { COD_MAX_TOTAL, EMI_TENURES } from '../../src/api/schemas';
import type {
  ApiErrorBody,
  CartProduct,
  CheckoutSource,
  Order,
  Quote,
  SavedAddress,
} from '../../src/api/types';
import type { Address } from '../../src/lib/address';
import { formatRupees } from '../../src/lib/format';
import { db, type AddressRecord, type OrderRecord } from '../db';
import type { SeedProduct } from '../seed';
import { deliveryFor } from './delivery';
import { cartLinesOf, cartProductOf, findProduct, paise, SHOP_ERRORS, summaryOf } from './shop';

/**
 * Addresses, quotes and orders as the API answers them. Every figure is the server's: lines and
 * prices from the catalog (or, for an order, as they were when it was placed), totals in paise,
 * delivery from the pincode rules, "now" from the mock's clock.
 */

export const CHECKOUT_ERRORS = {
  addressNotFound: 'Address not found.',
  addressesFull: 'You can keep up to 20 addresses.',
  orderNotFound: 'Order not found.',
  cartEmpty: 'Your cart is empty.',
  notDeliverable: 'We do not deliver to this pincode yet.',
  priceChanged: 'The price has changed.',
  declined: 'Your payment was declined. Please try again.',
  codOverLimit: `Cash on Delivery is not available for orders above ${formatRupees(COD_MAX_TOTAL)}.`,
  codPincode: 'Cash on Delivery is not available at this pincode.',
  shipped: 'This order has shipped and can no longer be cancelled.',
  cancelled: 'This order is already cancelled.',
  delivered: 'This order has been delivered and can no longer be cancelled.',
  returned: 'This order has been returned and can no longer be cancelled.',
} as const;

/** A refusal: the status and body to answer. */
export interface Refusal {
  status: number;
  body: ApiErrorBody;
}

export type Checked<T> = { ok: true; value: T } | { ok: false; refusal: Refusal };

const refuse = (status: number, error: string): { ok: false; refusal: Refusal } => ({
  ok: false,
  refusal: { status, body: { error } },
});

/** An address's own fields, whatever else the record holds. */
export function addressFieldsOf(address: Address): Address {
  return {
    name: address.name,
    mobile: address.mobile,
    pincode: address.pincode,
    locality: address.locality,
    address: address.address,
    city: address.city,
    state: address.state,
    landmark: address.landmark,
    alternatePhone: address.alternatePhone,
    addressType: address.addressType,
  };
}

export const savedAddressOf = (record: AddressRecord): SavedAddress => ({
  id: record.id,
  ...addressFieldsOf(record),
});

export function addressesOf(userId: number): SavedAddress[] {
  return db.address
    .findMany({ where: { user_id: { equals: userId } }, orderBy: { position: 'asc' } })
    .map(savedAddressOf);
}

/** The account's address with that id; another account's finds nothing, like a missing one. */
export function ownAddress(userId: number, id: string): AddressRecord | null {
  return db.address.findFirst({ where: { id: { equals: id }, user_id: { equals: userId } } });
}

/** A line being checked out: the product as the catalog has it now. */
export interface CheckoutLine {
  product: SeedProduct;
  quantity: number;
  /** The cart line it comes from (removed once the order is placed); null for Buy Now. */
  cartLineId: string | null;
}

function linesOf(userId: number, source: CheckoutSource): Checked<CheckoutLine[]> {
  if (source.kind === 'product') {
    const product = findProduct(source.product_slug);
    if (!product) return refuse(404, SHOP_ERRORS.productNotFound);
    if (!product.in_stock) return refuse(409, SHOP_ERRORS.outOfStock);
    return { ok: true, value: [{ product, quantity: 1, cartLineId: null }] };
  }
  const lines = cartLinesOf(userId).map(({ line, product }) => ({
    product,
    quantity: line.quantity,
    cartLineId: line.id,
  }));
  if (lines.length === 0) return refuse(409, CHECKOUT_ERRORS.cartEmpty);
  if (lines.some((line) => !line.product.in_stock)) return refuse(409, SHOP_ERRORS.outOfStock);
  return { ok: true, value: lines };
}

export interface PricedCheckout {
  quote: Quote;
  lines: CheckoutLine[];
  address: AddressRecord;
}

/** EMI per month: the total divided by the months, rounded up to the rupee (integer paise math). */
const monthly = (totalPaise: number, months: number) =>
  Math.floor((totalPaise + months * 100 - 1) / (months * 100));

/**
 * The quote of a checkout: what is checked out (refused when empty, out of stock or unknown),
 * where to (the account's address, a pincode that is delivered to), and what it costs and
 * offers (cash on delivery where the pincode allows it and the total is at most ₹50,000.00).
 */
export function priceCheckout(
  userId: number,
  source: CheckoutSource,
  addressId: string,
  now: number,
): Checked<PricedCheckout> {
  const lines = linesOf(userId, source);
  if (!lines.ok) return lines;
  const address = ownAddress(userId, addressId);
  if (!address) return refuse(404, CHECKOUT_ERRORS.addressNotFound);
  const delivery = deliveryFor(address.pincode, now);
  if (!delivery.deliverable) return refuse(422, CHECKOUT_ERRORS.notDeliverable);

  const quoteLines = lines.value.map(({ product, quantity }) => ({
    product: cartProductOf(product),
    quantity,
  }));
  const summary = summaryOf(quoteLines);
  const totalPaise = paise(summary.total);
  const codReason = !delivery.cod
    ? CHECKOUT_ERRORS.codPincode
    : totalPaise > COD_MAX_TOTAL * 100
      ? CHECKOUT_ERRORS.codOverLimit
      : null;
  const quote: Quote = {
    lines: quoteLines,
    summary,
    delivery,
    cod: { available: codReason === null, reason: codReason },
    emi: EMI_TENURES.map((months) => ({ months, monthly: monthly(totalPaise, months) })),
  };
  return { ok: true, value: { quote, lines: lines.value, address } };
}

/**
 * What an order line keeps of its product, as it was when the order was placed: everything but
 * the stock, which orderOf reads from the catalog as it is now.
 */
export function orderedProductOf(product: CartProduct): Omit<CartProduct, 'in_stock'> {
  const { in_stock: _inStock, ...ordered } = product;
  return ordered;
}

/** Why an order can no longer be cancelled at `now`, or null while it can. */
export function notCancellableReason(order: OrderRecord, now: number): string | null {
  if (order.status === 'Cancelled') return CHECKOUT_ERRORS.cancelled;
  if (order.status === 'Delivered') return CHECKOUT_ERRORS.delivered;
  if (order.status === 'Returned') return CHECKOUT_ERRORS.returned;
  return now >= order.ships_at ? CHECKOUT_ERRORS.shipped : null;
}

export function orderOf(order: OrderRecord, now: number): Order {
  const lines = db.orderLine
    .findMany({ where: { order_id: { equals: order.id } }, orderBy: { position: 'asc' } })
    .map((line) => ({
      product: {
        slug: line.slug,
        name: line.name,
        brand: line.brand,
        image_url: line.image_url,
        price: line.price,
        mrp: line.mrp,
        discount_percentage: line.discount_percentage,
        // Whether it can be bought again now, unlike the rest, which is as it was ordered.
        in_stock: findProduct(line.slug)?.in_stock ?? false,
      },
      quantity: line.quantity,
      price: line.price,
    }));
  const address = db.orderAddress.findFirst({ where: { order_id: { equals: order.id } } });
  if (!address) throw new Error(`Order ${order.id} has no address`);
  const reason = notCancellableReason(order, now);
  return {
    id: order.id,
    placed_at: new Date(order.placed_at).toISOString(),
    status: order.status,
    lines,
    summary: summaryOf(lines),
    address: { id: address.address_id, ...addressFieldsOf(address) },
    payment: { method: order.payment_method, emi_months: order.emi_months },
    delivery_by: order.delivery_by,
    ships_at: new Date(order.ships_at).toISOString(),
    cancellable: reason === null,
    not_cancellable_reason: reason,
  };
}

/** The account's order with that id; another account's finds nothing, like a missing one. */
export function ownOrder(userId: number, id: string): OrderRecord | null {
  return db.order.findFirst({ where: { id: { equals: id }, user_id: { equals: userId } } });
}

/** 'OD' and ten random digits, the first not 0 (the samples' shape), unused by any account. */
export function newOrderId(): string {
  for (;;) {
    const digits = Array.from(crypto.getRandomValues(new Uint8Array(10)), (byte) => byte % 10);
    const id = `OD${(digits[0] ?? 0) || 1}${digits.slice(1).join('')}`;
    if (!db.order.findFirst({ where: { id: { equals: id } } })) return id;
  }
}
