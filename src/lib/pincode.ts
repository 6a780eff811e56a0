/**
 * The pincode rule (India Post's PIN code) and its message, apart from the address schema: the
 * product page checks pincodes in its first load, which does not carry valibot. The mock backend
 * runs this module under Node: it holds no message (Node does not know the build's macro imports);
 * the product page's message for the rule is in use-delivery-check.ts.
 */

/** Six digits, the first not 0. */
export const PINCODE_PATTERN = /^[1-9]\d{5}$/;
export const PINCODE_LENGTH = 6;
/** The rule's message in English, as the address schema and the server word it. */
export const PINCODE_MESSAGE = 'Enter a valid 6-digit pincode.';

export function isPincode(text: string): boolean {
  return PINCODE_PATTERN.test(text);
}
