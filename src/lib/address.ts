import {
  maxLength,
  nonEmpty,
  nullish,
  object,
  picklist,
  pipe,
  regex,
  string,
  trim,
  type GenericSchema,
  type InferOutput,
} from 'valibot';
import { PINCODE_MESSAGE, PINCODE_PATTERN } from './pincode';

export { PINCODE_PATTERN };

/**
 * The shopper's address (spec §3: the address form), defined once: its type, the empty form and
 * the decoding of what the form or the device hands back all come from this schema. A flat
 * object of texts, as JSON would carry it to a server.
 */

/**
 * India's 28 states and 8 union territories (issue 26: the spec's two states were a
 * placeholder; a delivery can go to any of them), in alphabetical order as the form lists them.
 */
export const ADDRESS_STATES = [
  'Andaman and Nicobar Islands',
  'Andhra Pradesh',
  'Arunachal Pradesh',
  'Assam',
  'Bihar',
  'Chandigarh',
  'Chhattisgarh',
  'Dadra and Nagar Haveli and Daman and Diu',
  'Delhi',
  'Goa',
  'Gujarat',
  'Haryana',
  'Himachal Pradesh',
  'Jammu and Kashmir',
  'Jharkhand',
  'Karnataka',
  'Kerala',
  'Ladakh',
  'Lakshadweep',
  'Madhya Pradesh',
  'Maharashtra',
  'Manipur',
  'Meghalaya',
  'Mizoram',
  'Nagaland',
  'Odisha',
  'Puducherry',
  'Punjab',
  'Rajasthan',
  'Sikkim',
  'Tamil Nadu',
  'Telangana',
  'Tripura',
  'Uttar Pradesh',
  'Uttarakhand',
  'West Bengal',
] as const;
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

/**
 * An address on one line, as the address book's cards and the checkout show it; the state by the
 * name the page gives it (its own language's), the value itself unless told.
 */
export function addressLine(
  address: Pick<Address, 'address' | 'locality' | 'city' | 'state' | 'pincode'>,
  stateName: (state: Address['state']) => string = (state) => state,
): string {
  const { address: street, locality, city, state, pincode } = address;
  return `${street}, ${locality}, ${city}, ${stateName(state)} - ${pincode}`;
}

/** The form's values, where the state may not be chosen yet (''). */
export type AddressDraft = Omit<Address, 'state'> & { state: Address['state'] | '' };

const blank = Object.fromEntries(
  Object.keys(addressSchema.entries).map((field) => [field, '']),
) as Record<keyof Address, ''>;

/** A new address: nothing typed, no state chosen, a Home address (the first type). */
export const EMPTY_ADDRESS: AddressDraft = { ...blank, addressType: ADDRESS_TYPES[0] };

/** The most characters each field keeps (the server stores the address with every order). */
export const ADDRESS_MAX_LENGTHS = {
  name: 100,
  mobile: 20,
  locality: 100,
  address: 500,
  city: 100,
  landmark: 100,
  alternatePhone: 20,
} as const;

/** The messages of the address rules, worded like the server's other field errors. */
export const ADDRESS_MESSAGES = {
  required: 'This field is required.',
  notText: 'This field must be text.',
  pincode: PINCODE_MESSAGE,
  state: 'Select a state or union territory from the list.',
  addressType: 'Select Home or Work.',
  tooLong: (max: number) => `Ensure this field has no more than ${max} characters.`,
} as const;

/** A text field as sent: absent or null reads as blank, the edges trimmed. */
const sent = pipe(nullish(string(ADDRESS_MESSAGES.notText), ''), trim());
const required = pipe(sent, nonEmpty(ADDRESS_MESSAGES.required));
const capped = (max: number) =>
  maxLength<string, number, string>(max, ADDRESS_MESSAGES.tooLong(max));

/**
 * The address rules (issue 26), one set for the form and the server, which checks every saved
 * address with them: the spec's required fields, a state or union territory from the list, Home
 * or Work, a 6-digit pincode not starting with 0, and a length cap per field. The mobile numbers
 * have no format rule (the spec gives none). Each field's first broken rule is its message.
 */
export const validAddressSchema = object({
  name: pipe(required, capped(ADDRESS_MAX_LENGTHS.name)),
  mobile: pipe(required, capped(ADDRESS_MAX_LENGTHS.mobile)),
  pincode: pipe(required, regex(PINCODE_PATTERN, ADDRESS_MESSAGES.pincode)),
  locality: pipe(required, capped(ADDRESS_MAX_LENGTHS.locality)),
  address: pipe(required, capped(ADDRESS_MAX_LENGTHS.address)),
  city: pipe(required, capped(ADDRESS_MAX_LENGTHS.city)),
  state: pipe(required, picklist(ADDRESS_STATES, ADDRESS_MESSAGES.state)),
  landmark: pipe(sent, capped(ADDRESS_MAX_LENGTHS.landmark)),
  alternatePhone: pipe(sent, capped(ADDRESS_MAX_LENGTHS.alternatePhone)),
  addressType: pipe(required, picklist(ADDRESS_TYPES, ADDRESS_MESSAGES.addressType)),
}) satisfies GenericSchema<unknown, Address>;
