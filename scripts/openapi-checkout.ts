import type { SeedProduct } from '../mocks/seed';
import { addressPaths } from './openapi-addresses';
import { checkoutExamples } from './openapi-checkout-examples';
import { orderPaths } from './openapi-orders';
import type { Json } from './openapi-parts';

/**
 * Delivery, addresses, checkout and orders (issue 26) in the OpenAPI document: the calls of
 * ./openapi-addresses.ts and ./openapi-orders.ts, with the examples of
 * ./openapi-checkout-examples.ts.
 */
export function checkoutPaths(products: readonly SeedProduct[]): Record<string, Json> {
  const examples = checkoutExamples(products);
  return { ...addressPaths(examples), ...orderPaths(examples) };
}
