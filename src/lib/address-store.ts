import { parseJson, pipe, record, safeParse, string, unknown } from 'valibot';
import { addressSchema, type Address } from './address';

/**
 * The address a shopper saved on this device before the address book moved to the account
 * (issue 26). Nothing is saved here any more: what is left is read once, moved into the account
 * and then forgotten. Kept per account id, so only that account's own address ever moves; an
 * unreadable entry counts as none.
 */
const ADDRESS_STORAGE_KEY = 'bazaar.address';

/** What the key holds: JSON of account id -> address. */
const storedSchema = pipe(string(), parseJson(), record(string(), unknown()));

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

function readEntries(): Record<string, unknown> | null {
  let raw: string | null;
  try {
    raw = storage()?.getItem(ADDRESS_STORAGE_KEY) ?? null;
  } catch {
    return null;
  }
  const stored = safeParse(storedSchema, raw);
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
  const target = storage();
  const entries = readEntries();
  if (!target || !entries) return;
  const rest = Object.fromEntries(
    Object.entries(entries).filter(([account]) => account !== String(accountId)),
  );
  try {
    if (Object.keys(rest).length === 0) target.removeItem(ADDRESS_STORAGE_KEY);
    else target.setItem(ADDRESS_STORAGE_KEY, JSON.stringify(rest));
  } catch {
    // A device that refuses the change keeps the entry; the duplicate check makes the next move a no-op.
  }
}
