/**
 * The shopper's saved address, kept on this device only (spec §3: address form, local only; §7:
 * no call for addresses). It has its own storage key, apart from the session keys, and is kept
 * per account, so a second shopper on the same device does not see the first one's address.
 * Anything unreadable counts as no address.
 */
export const ADDRESS_STORAGE_KEY = 'bazaar.address';

export const ADDRESS_STATES = ['Maharashtra', 'Karnataka'] as const;
export type AddressState = (typeof ADDRESS_STATES)[number];

export const ADDRESS_TYPES = ['Home', 'Work'] as const;
export type AddressType = (typeof ADDRESS_TYPES)[number];

export interface Address {
  name: string;
  mobile: string;
  pincode: string;
  locality: string;
  address: string;
  city: string;
  state: AddressState;
  /** Optional: empty when not given. */
  landmark: string;
  /** Optional: empty when not given. */
  alternatePhone: string;
  addressType: AddressType;
}

const TEXT_FIELDS = [
  'name',
  'mobile',
  'pincode',
  'locality',
  'address',
  'city',
  'landmark',
  'alternatePhone',
] as const satisfies readonly (keyof Address)[];

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

export function isAddressState(value: unknown): value is AddressState {
  return (ADDRESS_STATES as readonly unknown[]).includes(value);
}

export function isAddressType(value: unknown): value is AddressType {
  return (ADDRESS_TYPES as readonly unknown[]).includes(value);
}

function isAddress(value: unknown): value is Address {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as Record<string, unknown>;
  return (
    TEXT_FIELDS.every((field) => typeof candidate[field] === 'string') &&
    isAddressState(candidate.state) &&
    isAddressType(candidate.addressType)
  );
}

/** Every saved address by account id; entries that do not read as an address are left out. */
function readAll(): Record<string, unknown> {
  try {
    const raw = storage()?.getItem(ADDRESS_STORAGE_KEY) ?? null;
    if (raw === null) return {};
    const parsed: unknown = JSON.parse(raw);
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)
      ? (parsed as Record<string, unknown>)
      : {};
  } catch {
    return {};
  }
}

/** The address saved for this account, or null when there is none (or it is unreadable). */
export function getSavedAddress(accountId: number): Address | null {
  const entry = readAll()[String(accountId)];
  return isAddress(entry) ? pickAddress(entry) : null;
}

/** Keeps only the address fields, so stray keys in storage never reach the screen. */
function pickAddress(address: Address): Address {
  return {
    name: address.name,
    mobile: address.mobile,
    pincode: address.pincode,
    locality: address.locality,
    address: address.address,
    city: address.city,
    state: address.state,
    landmark: address.landmark,
    alternatePhone: address.alternatePhone,
    addressType: address.addressType,
  };
}

/** Saves the address for this account; returns false when the device refuses to store it. */
export function saveAddress(accountId: number, address: Address): boolean {
  const target = storage();
  if (!target) return false;
  const all = readAll();
  const kept = Object.fromEntries(Object.entries(all).filter(([, entry]) => isAddress(entry)));
  try {
    target.setItem(
      ADDRESS_STORAGE_KEY,
      JSON.stringify({ ...kept, [String(accountId)]: pickAddress(address) }),
    );
    return true;
  } catch {
    return false;
  }
}
