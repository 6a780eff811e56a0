/**
 * A new random id (a merge's or an order attempt's idempotency key): a UUID from
 * `crypto.randomUUID` where the page is a secure context, otherwise made from random bytes, as
 * `randomUUID` is missing on a plain-http page and calling it there throws.
 */
export function newRandomId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}
