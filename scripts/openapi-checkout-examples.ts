/**
 * The examples of delivery, addresses, checkout and orders in the OpenAPI document, made of a
 * seeded product and the demo shopper's address, and the answers that carry them.
 */
import { deliveryFor } from '../mocks/lib/delivery';
import { cartProductOf, summaryOf } from '../mocks/lib/shop';
import { DEMO_ADDRESS } from '../mocks/seed/checkout';
import type { SeedProduct } from '../mocks/seed';
import { EMI_TENURES } from '../src/api/schemas';
import { exampleHeadset, json, type Json } from './openapi-parts';

/** The examples are dated as if today were Friday 7 March 2025, so the document never changes. */
const EXAMPLE_NOW = Date.UTC(2025, 2, 7, 4, 30, 0);
export const ADDRESS_ID = 'Xw3kP9sLq2Vb7NcR5tYh1A';
export const ORDER_ID = 'OD5127394806';

/** The example values the operations show, built once for all of them. */
export interface CheckoutExamples {
  headset: SeedProduct;
  delivery: Json;
  address: Json;
  addressFields: Record<string, Json>;
  quote: Json;
  order: Json;
}

export function checkoutExamples(products: readonly SeedProduct[]): CheckoutExamples {
  const headset = exampleHeadset(products);
  const delivery = deliveryFor(DEMO_ADDRESS.pincode, EXAMPLE_NOW) as unknown as Json;
  const address: Json = { id: ADDRESS_ID, ...DEMO_ADDRESS };
  const lines = [{ product: cartProductOf(headset), quantity: 1 }];
  const summary = summaryOf(lines);
  const quote: Json = {
    lines,
    summary,
    delivery,
    cod: { available: true, reason: null },
    emi: EMI_TENURES.map((months) => ({ months, monthly: Math.ceil(headset.price / months) })),
  };
  const order: Json = {
    id: ORDER_ID,
    placed_at: new Date(EXAMPLE_NOW).toISOString(),
    status: 'On the way',
    lines: [{ product: cartProductOf(headset), quantity: 1, price: headset.price }],
    summary,
    address,
    payment: { method: 'upi', emi_months: null },
    delivery_by: (delivery as { standard_by: string }).standard_by,
    ships_at: new Date(EXAMPLE_NOW + 24 * 60 * 60 * 1000).toISOString(),
    cancellable: true,
    not_cancellable_reason: null,
  };
  const { id: _id, ...addressFields } = address as Record<string, Json>;

  return { headset, delivery, address, addressFields, quote, order };
}

/** One answer with one example. */
export const answer = (description: string, schema: Json, example: Json): Json => ({
  description,
  content: json(schema, example),
});

/** One answer with several examples, each a value of the same schema. */
export function answerWithExamples(
  description: string,
  schema: Json,
  examples: Record<string, Json>,
) {
  return {
    description,
    content: {
      'application/json': {
        schema,
        examples: Object.fromEntries(
          Object.entries(examples).map(([name, value]) => [name, { value }]),
        ),
      },
    },
  };
}
