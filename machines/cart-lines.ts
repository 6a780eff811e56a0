import type { CartLine, CartMergeRequest, CartProduct } from '../src/api';
import { CART_MAX_QUANTITY, CART_MERGE_MAX_ITEMS } from '../src/api/types';
import type { DeviceLine } from '../src/lib/cart-store';
import { idBySlug, queueBySlug } from './slug-changes';

/**
 * The cart's rules as pure functions: what a shopper's press changes, how unconfirmed changes
 * show over the server's lines, and what a merge leaves. Every change is an absolute quantity
 * (0 removes the line), so sending one twice or after a later one of another product is harmless.
 */

/** What the shopper asked for. */
export type CartIntent =
  /** Add to Cart, or + on a line: one unit more. */
  | { type: 'cart.item.add'; product: CartProduct }
  /** − on a line: one unit less, never below 1. */
  | { type: 'cart.item.decrease'; slug: string }
  /** Remove (after the dialog): the line goes. */
  | { type: 'cart.item.remove'; slug: string };

/** Why a press changed nothing; the message ids of cart-messages. */
export type CartRefusal = 'maxQuantity' | 'outOfStock';

export type CartDecision =
  | { change: DeviceLine }
  | { refusal: CartRefusal; slug: string }
  /** Nothing to do: − at 1, or a line that is not there. */
  | null;

/** The id of a line the server has not answered for yet (a product's one line). */
export const localLineId = (slug: string) => `local:${slug}`;

const slugOf = (intent: CartIntent) =>
  intent.type === 'cart.item.add' ? intent.product.slug : intent.slug;

export function decide(intent: CartIntent, lines: readonly CartLine[]): CartDecision {
  const slug = slugOf(intent);
  const line = lines.find((candidate) => candidate.product.slug === slug);
  switch (intent.type) {
    case 'cart.item.add': {
      if (!intent.product.in_stock) return { refusal: 'outOfStock', slug };
      const quantity = line?.quantity ?? 0;
      if (quantity >= CART_MAX_QUANTITY) return { refusal: 'maxQuantity', slug };
      return { change: { product: intent.product, quantity: quantity + 1 } };
    }
    case 'cart.item.decrease':
      return line && line.quantity > 1
        ? { change: { product: line.product, quantity: line.quantity - 1 } }
        : null;
    case 'cart.item.remove':
      return line ? { change: { product: line.product, quantity: 0 } } : null;
  }
}

/** The lines with the changes applied in order; a new product joins at the end (oldest first). */
export function applyChanges(
  lines: readonly CartLine[],
  changes: readonly DeviceLine[],
): CartLine[] {
  return changes.reduce<CartLine[]>(
    (result, { product, quantity }) => {
      const rest = result.filter((line) => line.product.slug !== product.slug);
      if (quantity === 0) return rest;
      if (rest.length === result.length) {
        return [...result, { id: localLineId(product.slug), product, quantity }];
      }
      return result.map((line) =>
        line.product.slug === product.slug ? { ...line, quantity } : line,
      );
    },
    [...lines],
  );
}

/** Lines as the device keeps them (product and quantity). */
export const toDeviceLines = (lines: readonly CartLine[]): DeviceLine[] =>
  lines.map(({ product, quantity }) => ({ product, quantity }));

/** Units in the cart: what the badge counts. */
export const unitsOf = (lines: readonly CartLine[]) =>
  lines.reduce((units, line) => units + line.quantity, 0);

/**
 * Intents made before the account's cart was known, decided in order over it. The changes join
 * the queue; a refusal is reported (the last one, as the shopper would see it).
 */
export function decideAll(
  intents: readonly CartIntent[],
  lines: readonly CartLine[],
  queue: readonly DeviceLine[],
): { queue: DeviceLine[]; refusal: { refusal: CartRefusal; slug: string } | null } {
  let queued = [...queue];
  let refusal: { refusal: CartRefusal; slug: string } | null = null;
  for (const intent of intents) {
    const decision = decide(intent, applyChanges(lines, queued));
    if (decision && 'change' in decision) queued = queueBySlug(queued, decision.change, 0);
    else if (decision) refusal = decision;
  }
  return { queue: queued, refusal };
}

/** The merge of a guest cart's first lines (a merge carries at most 100 products). */
export function mergeOf(lines: readonly DeviceLine[], mergeId: string): CartMergeRequest {
  return {
    merge_id: mergeId,
    items: lines
      .slice(0, CART_MERGE_MAX_ITEMS)
      .map(({ product, quantity }) => ({ product_slug: product.slug, quantity })),
  };
}

/**
 * What a confirmed merge leaves of the guest cart: each line less the quantity merged. Lines
 * beyond the first 100, or added while the merge was unconfirmed, still have to be merged.
 */
export function afterMerge(lines: readonly DeviceLine[], merge: CartMergeRequest): DeviceLine[] {
  return lines.flatMap((line) => {
    const merged = merge.items.find((item) => item.product_slug === line.product.slug);
    const quantity = line.quantity - (merged?.quantity ?? 0);
    return quantity > 0 ? [{ product: line.product, quantity }] : [];
  });
}

/**
 * The queue an account finds on its return after its session ended mid-cart: its own unconfirmed
 * changes, and each product whose quantity the shopper changed in the guest cart since.
 */
export function returnQueue(
  guestLines: readonly DeviceLine[],
  mirrored: readonly DeviceLine[],
  queue: readonly DeviceLine[],
): DeviceLine[] {
  const quantityIn = (lines: readonly DeviceLine[], slug: string) =>
    lines.find((line) => line.product.slug === slug)?.quantity ?? 0;
  const removed = mirrored
    .filter((line) => quantityIn(guestLines, line.product.slug) === 0)
    .map(({ product }) => ({ product, quantity: 0 }));
  const changed = guestLines.filter(
    (line) => line.quantity !== quantityIn(mirrored, line.product.slug),
  );
  return [...removed, ...changed].reduce(
    (result, change) => queueBySlug(result, change, 0),
    [...queue],
  );
}

/** The server's id of the product's line, if the server has one. */
export const serverLineId = (lines: readonly CartLine[], slug: string): string | null =>
  idBySlug(lines, slug);
