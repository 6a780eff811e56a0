import { isApiError } from '../src/api';

/**
 * What the cart and the wishlist share: both keep one entry per product (by its slug), queue the
 * shopper's changes one per product, and remove an entry by the server's id, which the device
 * may not know or may hold stale.
 */

interface OfProduct {
  product: { slug: string };
}

/** The server's id of the product's entry, if the server has one. */
export function idBySlug(
  entries: readonly (OfProduct & { id: string })[],
  slug: string,
): string | null {
  return entries.find((entry) => entry.product.slug === slug)?.id ?? null;
}

/**
 * A change joins the queue: it replaces a queued change of the same product, except the first
 * `pinned` ones, which are already on their way to the server.
 */
export function queueBySlug<Change extends OfProduct>(
  queue: readonly Change[],
  change: Change,
  pinned: number,
): Change[] {
  const index = queue.findIndex(
    (queued, at) => at >= pinned && queued.product.slug === change.product.slug,
  );
  return index === -1
    ? [...queue, change]
    : queue.map((queued, at) => (at === index ? change : queued));
}

/** The calls a removal is made of, over one list (the cart or the wishlist). */
export interface SlugList<List> {
  read: () => Promise<List>;
  remove: (id: string) => Promise<List>;
  entries: (list: List) => readonly (OfProduct & { id: string })[];
}

const isNotFound = (error: unknown) => isApiError(error) && error.status === 404;

/**
 * Removes the product's entry; resolves with the server's list after it. The entry's id may be
 * unknown (added by a call whose answer has not come or was lost) or gone (an earlier removal
 * went through but its answer was lost, or it was removed elsewhere): then the server's list
 * says which entry, if any, is left.
 */
export async function removeBySlug<List>(
  slug: string,
  knownId: string | null,
  list: SlugList<List>,
): Promise<List> {
  if (knownId !== null) {
    try {
      return await list.remove(knownId);
    } catch (error) {
      if (!isNotFound(error)) throw error;
    }
  }
  const current = await list.read();
  const id = idBySlug(list.entries(current), slug);
  return id === null ? current : list.remove(id);
}
