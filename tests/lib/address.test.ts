import { flatten, safeParse } from 'valibot';
import { describe, expect, it } from 'vitest';
import { ADDRESS_STATES, addressSchema, validAddressSchema } from '../../src/lib/address';

/**
 * The address rules of the form and the server (issue 26): the spec's fields, all 28 states and
 * 8 union territories, and the product page's pincode check.
 */

const HOME = {
  name: 'Aarav Sharma',
  mobile: '9876543210',
  pincode: '400001',
  locality: 'Fort',
  address: '21, Dr D N Road',
  city: 'Mumbai',
  state: 'Maharashtra',
  landmark: '',
  alternatePhone: '',
  addressType: 'Home',
};

const STATES = [
  'Andhra Pradesh',
  'Arunachal Pradesh',
  'Assam',
  'Bihar',
  'Chhattisgarh',
  'Goa',
  'Gujarat',
  'Haryana',
  'Himachal Pradesh',
  'Jharkhand',
  'Karnataka',
  'Kerala',
  'Madhya Pradesh',
  'Maharashtra',
  'Manipur',
  'Meghalaya',
  'Mizoram',
  'Nagaland',
  'Odisha',
  'Punjab',
  'Rajasthan',
  'Sikkim',
  'Tamil Nadu',
  'Telangana',
  'Tripura',
  'Uttar Pradesh',
  'Uttarakhand',
  'West Bengal',
];
const UNION_TERRITORIES = [
  'Andaman and Nicobar Islands',
  'Chandigarh',
  'Dadra and Nagar Haveli and Daman and Diu',
  'Delhi',
  'Jammu and Kashmir',
  'Ladakh',
  'Lakshadweep',
  'Puducherry',
];

const errorsOf = (input: Record<string, unknown>) => {
  const result = safeParse(validAddressSchema, input, { abortPipeEarly: true });
  return result.success ? null : flatten(result.issues).nested;
};

describe('the address rules', () => {
  it('list the 28 states and 8 union territories, in alphabetical order', () => {
    expect(STATES).toHaveLength(28);
    expect(UNION_TERRITORIES).toHaveLength(8);
    expect([...ADDRESS_STATES]).toEqual(
      [...STATES, ...UNION_TERRITORIES].sort((a, b) => a.localeCompare(b)),
    );
  });

  it('accept a filled address, trimmed, the optional fields blank or absent', () => {
    const { landmark: _landmark, alternatePhone: _phone, ...required } = HOME;
    expect(safeParse(validAddressSchema, { ...required, name: ' Aarav Sharma ' }).output).toEqual(
      HOME,
    );
  });

  it.each(['40001', '4000011', '040001', '4000O1', '400 001', '+40001'])(
    "refuse the pincode '%s' with the product page's message",
    (pincode) => {
      expect(errorsOf({ ...HOME, pincode })).toEqual({
        pincode: ['Enter a valid 6-digit pincode.'],
      });
    },
  );

  it('say which field is missing, off the list or too long, every field at once', () => {
    expect(
      errorsOf({
        name: '',
        mobile: '   ',
        pincode: '',
        locality: undefined,
        address: 'a'.repeat(501),
        city: 5,
        state: 'Maharashtra ',
        landmark: 'b'.repeat(101),
        alternatePhone: '9'.repeat(21),
        addressType: 'Office',
      }),
    ).toEqual({
      name: ['This field is required.'],
      mobile: ['This field is required.'],
      pincode: ['This field is required.'],
      locality: ['This field is required.'],
      address: ['Ensure this field has no more than 500 characters.'],
      city: ['This field must be text.'],
      landmark: ['Ensure this field has no more than 100 characters.'],
      alternatePhone: ['Ensure this field has no more than 20 characters.'],
      addressType: ['Select Home or Work.'],
    });
    expect(errorsOf({ ...HOME, state: 'Bombay' })).toEqual({
      state: ['Select a state or union territory from the list.'],
    });
  });

  it('leave the lenient shape, which reads what a device kept, without the pincode rule', () => {
    expect(safeParse(addressSchema, { ...HOME, pincode: '12345' }).success).toBe(true);
  });
});
