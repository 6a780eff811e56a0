import { readItem, writeItem } from './device-storage';
import { isPincode } from './pincode';

/**
 * The pincode the shopper last checked delivery to, kept on this device only (the product page
 * fills it in next time), under its own key apart from the session's. Only a valid pincode is
 * kept: anything else found under the key counts as none, storage that cannot be read counts as
 * none, and storage that refuses a write keeps what it had.
 */
export const PINCODE_KEY = 'bazaar.pincode';

export function readPincode(): string | null {
  const stored = readItem(PINCODE_KEY);
  return stored !== null && isPincode(stored) ? stored : null;
}

/** Keeps a valid pincode; anything else is not written. */
export function rememberPincode(pincode: string): void {
  if (isPincode(pincode)) writeItem(PINCODE_KEY, pincode);
}
