import { parseJson, pipe, record, safeParse, string, unknown } from 'valibot';
import { addressSchema, type Address } from './address';
import { readItem, writeJson } from './device-storage';

/**
 * The address a shopper saved on this device before the address book moved to the account
 * (issue 26). Nothing is saved here any more: what is left is read once, moved into the account
 * and then forgotten. Kept per account id, so only that account's own address ever moves; an
 * unreadable entry counts as none.
 */
const ADDRESS_STORAGE_KEY = 'bazaar.address';

/** What the key holds: JSON of account id -> address. */
const storedSchema = pipe(string(), parseJson(), record(string(), unknown()));

function readEntries(): Record<string, unknown> | null {
  const stored = safeParse(storedSchema, readItem(ADDRESS_STORAGE_KEY));
  return stored.success ? stored.output : null;
}

/** The address this device kept for the account, or null (none, or unreadable). */
export function getDeviceAddress(accountId: number): Address | null {
  const entry = readEntries()?.[String(accountId)];
  if (entry === undefined) return null;
  const address = safeParse(addressSchema, entry);
  return address.success ? address.output : null;
}

/**
 * Forgets the account's device address once the account holds it; the other accounts' entries
 * stay for their own next login. The key goes when nothing is left in it.
 */
export function forgetDeviceAddress(accountId: number): void {
  const entries = readEntries();
  if (!entries) return;
  const rest = Object.fromEntries(
    Object.entries(entries).filter(([account]) => account !== String(accountId)),
  );
  // A device that refuses the change keeps the entry; the duplicate check makes the next move a no-op.
  writeJson(ADDRESS_STORAGE_KEY, Object.keys(rest).length === 0 ? null : rest);
}
