// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { api, bothSlashes, freshShopper } from './helpers';
import {
  BENGALURU,
  deleteAddress,
  getAddresses,
  postAddress,
  putAddress,
  SRINAGAR,
} from './checkout-calls';
import { send } from './shop-calls';

/**
 * The address book (issue 26): per account, oldest first, at most 20, each address checked with
 * the account form's own rules and messages (src/lib/address.ts), on every save.
 */

const REQUIRED = ['This field is required.'];
const PINCODE = ['Enter a valid 6-digit pincode.'];

async function token(): Promise<string> {
  return (await freshShopper()).access_token;
}

describe('GET /api/addresses/', () => {
  it.each(bothSlashes('/api/addresses/'))(
    "answers a new shopper's empty book at %s",
    async (path) => {
      const { status, body } = await send(await token(), 'GET', path);
      expect(status).toBe(200);
      expect(body).toEqual([]);
    },
  );

  it('answers 401 without a valid token', async () => {
    expect(await getAddresses(null)).toMatchObject({
      status: 401,
      body: { error: 'Authentication credentials were not provided.' },
    });
    expect(await getAddresses('nope')).toMatchObject({
      status: 401,
      body: { error: 'Token is invalid or expired.' },
    });
  });
});

describe('POST /api/addresses/', () => {
  it('saves an address with an id, answers 201 and lists addresses oldest first', async () => {
    const shopper = await token();
    const first = await postAddress(shopper, BENGALURU);
    expect(first.status).toBe(201);
    expect(first.body).toEqual({ id: expect.any(String), ...BENGALURU });
    const second = await postAddress(shopper, SRINAGAR);
    expect(second.body.id).not.toBe(first.body.id);
    expect((await getAddresses(shopper)).body).toEqual([first.body, second.body]);
  });

  it('trims every field and reads an absent landmark or alternate phone as blank', async () => {
    const { landmark: _landmark, alternatePhone: _phone, ...rest } = BENGALURU;
    const { status, body } = await postAddress(await token(), {
      ...rest,
      name: '  Meera Iyer ',
      pincode: ' 560001 ',
      city: 'Bengaluru\n',
    });
    expect(status).toBe(201);
    expect(body).toEqual({ id: expect.any(String), ...BENGALURU, landmark: '' });
  });

  it('keeps only the fields of an address, whatever else the body holds', async () => {
    const { body } = await postAddress(await token(), {
      ...BENGALURU,
      id: 'chosen-id',
      user_id: 1,
      verified: true,
    });
    expect(body.id).not.toBe('chosen-id');
    expect(Object.keys(body).sort()).toEqual([...Object.keys(BENGALURU), 'id'].sort());
  });

  it('answers every broken rule at once, with the form messages', async () => {
    const { status, body } = await postAddress(await token(), {
      name: ' ',
      mobile: null,
      pincode: '060001',
      address: '',
      city: 42,
      state: 'Atlantis',
      landmark: 'x'.repeat(101),
      addressType: 'Office',
    });
    expect(status).toBe(400);
    expect(body).toEqual({
      errors: {
        name: REQUIRED,
        mobile: REQUIRED,
        pincode: PINCODE,
        locality: REQUIRED,
        address: REQUIRED,
        city: ['This field must be text.'],
        state: ['Select a state or union territory from the list.'],
        landmark: ['Ensure this field has no more than 100 characters.'],
        addressType: ['Select Home or Work.'],
      },
    });
  });

  it.each(['56000', '5600011', '056001', 'abcdef', '56 001', '5600O1'])(
    "refuses the pincode '%s' as the product page does",
    async (pincode) => {
      expect(await postAddress(await token(), { ...BENGALURU, pincode })).toMatchObject({
        status: 400,
        body: { errors: { pincode: PINCODE } },
      });
    },
  );

  it.each([
    ['name', 100],
    ['mobile', 20],
    ['locality', 100],
    ['address', 500],
    ['city', 100],
    ['alternatePhone', 20],
  ])('caps %s at %i characters', async (field, max) => {
    const shopper = await token();
    expect((await postAddress(shopper, { ...BENGALURU, [field]: 'a'.repeat(max) })).status).toBe(
      201,
    );
    expect(
      await postAddress(shopper, { ...BENGALURU, [field]: 'a'.repeat(max + 1) }),
    ).toMatchObject({
      status: 400,
      body: { errors: { [field]: [`Ensure this field has no more than ${max} characters.`] } },
    });
  });

  it('takes every one of the 28 states and 8 union territories', async () => {
    const shopper = await token();
    for (const state of ['Goa', 'Ladakh', 'Dadra and Nagar Haveli and Daman and Diu', 'Delhi']) {
      expect((await postAddress(shopper, { ...BENGALURU, state })).body.state).toBe(state);
    }
    expect((await postAddress(shopper, { ...BENGALURU, state: 'goa' })).status).toBe(400);
  });

  it('keeps up to 20 addresses', async () => {
    const shopper = await token();
    for (let index = 0; index < 20; index += 1) {
      expect((await postAddress(shopper, { ...BENGALURU, name: `Meera ${index}` })).status).toBe(
        201,
      );
    }
    expect(await postAddress(shopper, BENGALURU)).toMatchObject({
      status: 400,
      body: { error: 'You can keep up to 20 addresses.' },
    });
    expect((await getAddresses(shopper)).body).toHaveLength(20);
  });

  it('refuses a body that is not a JSON object', async () => {
    const shopper = await token();
    expect(await send(shopper, 'POST', '/api/addresses/', '{"name":')).toMatchObject({
      status: 400,
      body: { error: 'Request body must be valid JSON.' },
    });
    expect(await send(shopper, 'POST', '/api/addresses/', [BENGALURU])).toMatchObject({
      status: 400,
      body: { error: 'Request body must be a JSON object.' },
    });
    expect((await getAddresses(shopper)).body).toEqual([]);
  });
});

describe('PUT /api/addresses/{id}/', () => {
  it('replaces the address in place, keeping its id and place in the list', async () => {
    const shopper = await token();
    const home = (await postAddress(shopper, BENGALURU)).body;
    const other = (await postAddress(shopper, SRINAGAR)).body;
    const changed = await putAddress(shopper, home.id, { ...BENGALURU, addressType: 'Work' });
    expect(changed).toMatchObject({
      status: 200,
      body: { ...BENGALURU, id: home.id, addressType: 'Work' },
    });
    expect((await getAddresses(shopper)).body).toEqual([changed.body, other]);
  });

  it('refuses a broken address and keeps the saved one', async () => {
    const shopper = await token();
    const home = (await postAddress(shopper, BENGALURU)).body;
    expect(await putAddress(shopper, home.id, { ...BENGALURU, pincode: '1234567' })).toMatchObject({
      status: 400,
      body: { errors: { pincode: PINCODE } },
    });
    expect((await getAddresses(shopper)).body).toEqual([home]);
  });

  it('answers 404 for an id the shopper does not have', async () => {
    expect(await putAddress(await token(), 'no-such-address', BENGALURU)).toMatchObject({
      status: 404,
      body: { error: 'Address not found.' },
    });
  });
});

describe('DELETE /api/addresses/{id}/', () => {
  it('removes the address and answers the ones left; a second delete answers 404', async () => {
    const shopper = await token();
    const home = (await postAddress(shopper, BENGALURU)).body;
    const other = (await postAddress(shopper, SRINAGAR)).body;
    expect(await deleteAddress(shopper, home.id)).toMatchObject({ status: 200, body: [other] });
    expect(await deleteAddress(shopper, home.id)).toMatchObject({
      status: 404,
      body: { error: 'Address not found.' },
    });
  });

  it('refuses methods the paths do not have with 405 and the Allow header', async () => {
    for (const [method, path, allow] of [
      ['DELETE', '/api/addresses/', 'GET, POST'],
      ['GET', '/api/addresses/some-id/', 'PUT, DELETE'],
    ] as const) {
      const { status, headers } = await api(path, { method });
      expect(status, `${method} ${path}`).toBe(405);
      expect(headers.get('Allow')).toBe(allow);
    }
  });
});
