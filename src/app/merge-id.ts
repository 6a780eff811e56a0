/**
 * A new merge id (the cart's idempotency key for a guest cart joining an account): a UUID, from
 * `crypto.randomUUID` where the page is a secure context, otherwise made from random bytes.
 */
export function newMergeId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}
