/**
 * The demo build's address switches (mocks/README.md): its in-browser mock backend reads them
 * (mocks/browser-state.ts); the app takes them out of the address before its router reads it,
 * so no screen ever sees or carries them.
 */
export const URL_SWITCHES = {
  reset: 'mock-reset',
  latency: 'mock-latency',
  products: 'mock-products',
  fault: 'mock-fault',
  declinePayment: 'mock-decline-payment',
  shipDelay: 'mock-ship-delay',
} as const;

/** `search` without the mock switches, or null when it has none. */
export function withoutMockSwitches(search: string): string | null {
  const params = new URLSearchParams(search);
  const names: readonly string[] = Object.values(URL_SWITCHES);
  if (!names.some((name) => params.has(name))) return null;
  for (const name of names) params.delete(name);
  const rest = params.toString();
  return rest === '' ? '' : `?${rest}`;
}
