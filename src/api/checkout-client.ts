import { ApiError } from './errors';
import { itemPath, request, type RequestOptions } from './http';
import {
  API_PATHS,
  type AddressRequest,
  type Delivery,
  type Order,
  type OrderQuery,
  type PlaceOrderRequest,
  type Quote,
  type QuoteRequest,
  type SavedAddress,
} from './types';

/**
 * The calls of delivery, addresses, checkout and orders (issue 26), one function each, like
 * ./client.ts. Every one rejects with ApiError or AbortError.
 */

/** Whether and by when the pincode is delivered to (public: no token). */
export function getDelivery(pincode: string, options: RequestOptions = {}): Promise<Delivery> {
  return request({
    ...options,
    method: 'GET',
    path: itemPath(API_PATHS.delivery, pincode),
    schema: (s) => s.deliverySchema,
  });
}

/** The account's saved addresses, oldest first. */
export function getAddresses(options: RequestOptions = {}): Promise<SavedAddress[]> {
  return request({
    ...options,
    method: 'GET',
    path: API_PATHS.addresses,
    auth: true,
    schema: (s) => s.listOf(s.savedAddressSchema),
  });
}

export function addAddress(
  address: AddressRequest,
  options: RequestOptions = {},
): Promise<SavedAddress> {
  return request({
    ...options,
    method: 'POST',
    path: API_PATHS.addresses,
    json: address,
    auth: true,
    schema: (s) => s.savedAddressSchema,
  });
}

export function updateAddress(
  id: string,
  address: AddressRequest,
  options: RequestOptions = {},
): Promise<SavedAddress> {
  return request({
    ...options,
    method: 'PUT',
    path: itemPath(API_PATHS.addresses, id),
    json: address,
    auth: true,
    schema: (s) => s.savedAddressSchema,
  });
}

/** Removes the address; answers the addresses left. */
export function deleteAddress(id: string, options: RequestOptions = {}): Promise<SavedAddress[]> {
  return request({
    ...options,
    method: 'DELETE',
    path: itemPath(API_PATHS.addresses, id),
    auth: true,
    schema: (s) => s.listOf(s.savedAddressSchema),
  });
}

/** What the checkout would cost and offer, delivered to that address, as the server prices it. */
export function getQuote(quote: QuoteRequest, options: RequestOptions = {}): Promise<Quote> {
  return request({
    ...options,
    method: 'POST',
    path: API_PATHS.checkoutQuote,
    json: quote,
    auth: true,
    schema: (s) => s.quoteSchema,
  });
}

/**
 * Places the order. Resent with the same idempotency_key (a double press, a retry after a
 * timeout) it answers the order already placed instead of placing another.
 */
export function placeOrder(order: PlaceOrderRequest, options: RequestOptions = {}): Promise<Order> {
  return request({
    ...options,
    method: 'POST',
    path: API_PATHS.orders,
    json: order,
    auth: true,
    schema: (s) => s.orderSchema,
  });
}

/**
 * The new quote of a placeOrder refused because the total changed (409), or null for any other
 * failure.
 */
export async function changedQuoteOf(error: unknown): Promise<Quote | null> {
  if (!(error instanceof ApiError) || error.status !== 409) return null;
  const schemas = await import('./schemas');
  const body = schemas.safeParse(schemas.priceChangedSchema, error.body);
  return body.success ? body.output.quote : null;
}

/** The account's orders, newest first, filtered by status and by words of names or an id. */
export function getOrders(query: OrderQuery = {}, options: RequestOptions = {}): Promise<Order[]> {
  const params = new URLSearchParams();
  if (query.status) params.set('status', query.status);
  const words = query.q?.trim();
  if (words) params.set('q', words);
  return request({
    ...options,
    method: 'GET',
    path: API_PATHS.orders,
    query: params,
    auth: true,
    schema: (s) => s.listOf(s.orderSchema),
  });
}

export function getOrder(id: string, options: RequestOptions = {}): Promise<Order> {
  return request({
    ...options,
    method: 'GET',
    path: itemPath(API_PATHS.orders, id),
    auth: true,
    schema: (s) => s.orderSchema,
  });
}

/** Cancels an order that has not shipped yet; answers it Cancelled. */
export function cancelOrder(id: string, options: RequestOptions = {}): Promise<Order> {
  return request({
    ...options,
    method: 'POST',
    path: `${itemPath(API_PATHS.orders, id)}cancel/`,
    auth: true,
    schema: (s) => s.orderSchema,
  });
}
