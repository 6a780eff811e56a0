import { EMAIL_MAX_LENGTH } from '../../src/api/schemas';

/** Field messages, worded like a Django REST backend's so the client sees realistic errors. */
export const MESSAGES = {
  required: 'This field is required.',
  notText: 'This field must be text.',
  tooLong: (max: number) => `Ensure this field has no more than ${max} characters.`,
  email: 'Enter a valid email address.',
  emailTaken: 'A user with this email already exists.',
  phone: 'Enter a valid 10-digit Indian mobile number.',
  passwordShort: (min: number) => `Password must be at least ${min} characters long.`,
  passwordLong: (max: number) => `Password must be at most ${max} characters long.`,
  passwordMismatch: 'Passwords do not match.',
  gender: 'Select a valid choice: male or female.',
  notAFile: 'The submitted data was not a file.',
  emptyFile: 'The submitted file is empty.',
  imageTooLarge: 'Image must be 2 MB or smaller.',
  imageType: 'Upload a JPEG, PNG or WebP image.',
  integer: 'A valid integer is required.',
  quantityMin: 'Quantity must be at least 1.',
  quantityMax: (max: number) => `You can buy up to ${max} of this item.`,
  notAList: 'Expected a list of items.',
  notAnItem: 'Expected an object with product_slug and quantity.',
  tooManyItems: (max: number) => `Ensure this field has no more than ${max} elements.`,
  number: 'A valid number is required.',
  choice: (choices: readonly (string | number)[]) =>
    `Select a valid choice: ${choices.slice(0, -1).join(', ')} or ${String(choices.at(-1))}.`,
  notASource: "Expected an object with kind 'cart', or kind 'product' and product_slug.",
  notAPayment: 'Expected an object with method and, for EMI, emi_months.',
} as const;

export {
  EMAIL_MAX_LENGTH,
  NAME_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
} from '../../src/api/schemas';
export const IMAGE_MAX_BYTES = 2 * 1024 * 1024;

/** One '@', something on both sides, a dot in the domain, no spaces: what a signup form needs. */
export function isEmailAddress(text: string): boolean {
  return text.length <= EMAIL_MAX_LENGTH && /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/.test(text);
}

/**
 * An Indian mobile number as ten digits, or null. Accepted: 10 digits starting 6-9, optionally
 * prefixed by +91, 91 or 0, with spaces or hyphens anywhere ('+91 98765-43210').
 */
export function normalizeIndianMobile(text: string): string | null {
  const compact = text.replace(/[\s-]/g, '');
  const match = /^(?:\+91|91|0)?([6-9]\d{9})$/.exec(compact);
  return match?.[1] ?? null;
}

export type ImageType = 'image/jpeg' | 'image/png' | 'image/webp';

/** The image type by its first bytes (magic numbers), whatever the file name or declared type. */
export function detectImageType(head: Uint8Array): ImageType | null {
  const startsWith = (bytes: readonly number[], offset = 0): boolean =>
    bytes.every((byte, index) => head[offset + index] === byte);
  if (startsWith([0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  // RIFF....WEBP
  if (startsWith([0x52, 0x49, 0x46, 0x46]) && startsWith([0x57, 0x45, 0x42, 0x50], 8))
    return 'image/webp';
  return null;
}
