import { object, picklist, pipe, string, trim, type InferOutput } from 'valibot';

/**
 * The shopper's address (spec §3: the address form), defined once: its type, the empty form and
 * the decoding of what the form or the device hands back all come from this schema. A flat
 * object of texts, as JSON would carry it to a server.
 */

export const ADDRESS_STATES = ['Maharashtra', 'Karnataka'] as const;
export const ADDRESS_TYPES = ['Home', 'Work'] as const;

/** Edges trimmed, so a stray space does not become part of the address. */
const text = pipe(string(), trim());

export const addressSchema = object({
  name: text,
  mobile: text,
  pincode: text,
  locality: text,
  address: text,
  city: text,
  state: picklist(ADDRESS_STATES),
  /** Optional: empty when not given. */
  landmark: text,
  /** Optional: empty when not given. */
  alternatePhone: text,
  addressType: picklist(ADDRESS_TYPES),
});

export type Address = InferOutput<typeof addressSchema>;

/** The form's values, where the state may not be chosen yet (''). */
export type AddressDraft = Omit<Address, 'state'> & { state: Address['state'] | '' };

const blank = Object.fromEntries(
  Object.keys(addressSchema.entries).map((field) => [field, '']),
) as Record<keyof Address, ''>;

/** A new address: nothing typed, no state chosen, a Home address (the first type). */
export const EMPTY_ADDRESS: AddressDraft = { ...blank, addressType: ADDRESS_TYPES[0] };
