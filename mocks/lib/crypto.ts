/**
 * WebCrypto helpers that behave the same in Node 20 and in the browser (localhost is a secure
 * context, so `crypto.subtle` exists in the demo too).
 */

/** Enough to keep a mock honest (salted, slow-ish hash) and still fast in tests (~5 ms). */
export const PBKDF2_ITERATIONS = 10_000;
const PBKDF2_ALGORITHM = 'pbkdf2_sha256';
const HASH_BITS = 256;

const encoder = new TextEncoder();

/** Chunked so a 2 MB image does not overflow the argument list of String.fromCharCode. */
export function bytesToBase64(bytes: Uint8Array): string {
  let binary = '';
  const chunk = 0x8000;
  for (let index = 0; index < bytes.length; index += chunk) {
    binary += String.fromCharCode(...bytes.subarray(index, index + chunk));
  }
  return btoa(binary);
}

function base64ToBytes(text: string): Uint8Array {
  const binary = atob(text);
  const bytes = new Uint8Array(binary.length);
  for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
  return bytes;
}

function toHex(buffer: ArrayBuffer): string {
  return Array.from(new Uint8Array(buffer), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** An opaque, URL-safe random string of `byteLength` random bytes. */
export function randomToken(byteLength = 32): string {
  const bytes = crypto.getRandomValues(new Uint8Array(byteLength));
  return bytesToBase64(bytes).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** Tokens are stored only as this hash, so a leaked store (localStorage) grants no session. */
export async function sha256Hex(text: string): Promise<string> {
  return toHex(await crypto.subtle.digest('SHA-256', encoder.encode(text)));
}

async function pbkdf2(password: string, salt: Uint8Array, iterations: number): Promise<Uint8Array> {
  const key = await crypto.subtle.importKey('raw', encoder.encode(password), 'PBKDF2', false, [
    'deriveBits',
  ]);
  const bits = await crypto.subtle.deriveBits(
    { name: 'PBKDF2', hash: 'SHA-256', salt: new Uint8Array(salt), iterations },
    key,
    HASH_BITS,
  );
  return new Uint8Array(bits);
}

/** 'pbkdf2_sha256$<iterations>$<salt>$<hash>', the format Django uses, with a random salt. */
export async function hashPassword(password: string): Promise<string> {
  const salt = crypto.getRandomValues(new Uint8Array(16));
  const hash = await pbkdf2(password, salt, PBKDF2_ITERATIONS);
  return [PBKDF2_ALGORITHM, PBKDF2_ITERATIONS, bytesToBase64(salt), bytesToBase64(hash)].join('$');
}

function constantTimeEqual(a: Uint8Array, b: Uint8Array): boolean {
  if (a.length !== b.length) return false;
  let difference = 0;
  for (let index = 0; index < a.length; index += 1) difference |= (a[index] ?? 0) ^ (b[index] ?? 0);
  return difference === 0;
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [algorithm, iterationsText, saltText, hashText] = stored.split('$');
  const iterations = Number(iterationsText);
  if (
    algorithm !== PBKDF2_ALGORITHM ||
    !Number.isInteger(iterations) ||
    iterations <= 0 ||
    !saltText ||
    !hashText
  ) {
    return false;
  }
  try {
    const expected = base64ToBytes(hashText);
    return constantTimeEqual(await pbkdf2(password, base64ToBytes(saltText), iterations), expected);
  } catch {
    return false;
  }
}
