import { parse, parseJson, pipe, record, safeParse, string, unknown } from 'valibot';
import { addressSchema, type Address } from './address';

/**
 * The shopper's saved address, kept on this device only (spec §3: address form, local only; §7:
 * no call for addresses). It has its own storage key, apart from the session keys, and is kept
 * per account, so a second shopper on the same device does not see the first one's address.
 * Anything unreadable counts as no address.
 */
export const ADDRESS_STORAGE_KEY = 'bazaar.address';

/** What the key holds: JSON of account id -> address. */
const storedSchema = pipe(string(), parseJson(), record(string(), unknown()));

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

/**
 * Every saved address by account id, decoded: an entry that does not read as an address is left
 * out, and stray keys in one never reach the screen.
 */
function readAll(): Record<string, Address> {
  let raw: string | null;
  try {
    raw = storage()?.getItem(ADDRESS_STORAGE_KEY) ?? null;
  } catch {
    return {};
  }
  const stored = safeParse(storedSchema, raw);
  if (!stored.success) return {};
  return Object.fromEntries(
    Object.entries(stored.output).flatMap(([accountId, entry]) => {
      const address = safeParse(addressSchema, entry);
      return address.success ? [[accountId, address.output] as const] : [];
    }),
  );
}

/** The address saved for this account, or null when there is none (or it is unreadable). */
export function getSavedAddress(accountId: number): Address | null {
  return readAll()[String(accountId)] ?? null;
}

/** Saves the address for this account; returns false when the device refuses to store it. */
export function saveAddress(accountId: number, address: Address): boolean {
  const target = storage();
  if (!target) return false;
  try {
    target.setItem(
      ADDRESS_STORAGE_KEY,
      // Parsed again so that only the address's own fields are kept, whatever the caller holds.
      JSON.stringify({ ...readAll(), [String(accountId)]: parse(addressSchema, address) }),
    );
    return true;
  } catch {
    return false;
  }
}
