// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { AGAINST_ANOTHER_SERVER, api, bearer, bothSlashes, freshShopper } from './helpers';
import { getDelivery, onFixedClock, fixClockEachTest } from './checkout-calls';

/**
 * GET /api/delivery/{pincode}/ (issue 26): deterministic from the pincode (mocks/README.md's
 * table), dates in business days (Monday to Saturday) from today in India, today being the mock's
 * clock: Friday 7 March 2025, 10:00 IST here.
 */
fixClockEachTest();

/** Friday 7 March 2025: express by Tuesday 11 (Sunday skipped), standard by Saturday 15. */
const EXPRESS_BY = '2025-03-11';
const STANDARD_BY = '2025-03-15';

describe('GET /api/delivery/{pincode}/', () => {
  it.each([
    ['110001', 'New Delhi'],
    ['400001', 'Mumbai'],
    ['560001', 'Bengaluru'],
  ])(
    'delivers to the metro pincode %s (%s) same day, by express, with cash on delivery',
    async (pincode, place) => {
      const { status, body } = await getDelivery(pincode);
      expect(status).toBe(200);
      expect(body).toEqual({
        pincode,
        deliverable: true,
        place,
        standard_by: onFixedClock(STANDARD_BY),
        express_by: onFixedClock(EXPRESS_BY),
        same_day: true,
        cod: true,
      });
    },
  );

  it.each(bothSlashes('/api/delivery/400001/'))('answers at %s, with no token', async (path) => {
    expect((await api(path)).status).toBe(200);
  });

  it.each([
    ['110010', 'New Delhi', EXPRESS_BY, true, true],
    ['110011', 'Delhi', EXPRESS_BY, false, true],
    ['110085', 'Delhi', EXPRESS_BY, false, true],
    ['400010', 'Mumbai', EXPRESS_BY, true, true],
    ['400072', 'Mumbai', EXPRESS_BY, false, true],
    ['600001', 'Chennai', EXPRESS_BY, false, true],
    ['700001', 'Kolkata', EXPRESS_BY, false, true],
    ['500001', 'Hyderabad', EXPRESS_BY, false, true],
    ['411001', 'Pune', EXPRESS_BY, false, true],
    ['380001', 'Ahmedabad', EXPRESS_BY, false, true],
    ['302001', 'Rajasthan', null, false, true],
    ['682001', 'Kerala', null, false, true],
    ['248001', 'Uttarakhand', null, false, true],
    ['834001', 'Jharkhand', null, false, true],
    ['190001', 'Jammu and Kashmir', null, false, false],
    ['194101', 'Ladakh', null, false, false],
    ['795001', 'North East', null, false, false],
  ] as const)(
    'delivers to %s (%s): express by %s, same day %s, cash on delivery %s',
    async (pincode, place, expressBy, sameDay, cod) => {
      expect((await getDelivery(pincode)).body).toEqual({
        pincode,
        deliverable: true,
        place,
        standard_by: onFixedClock(STANDARD_BY),
        express_by: onFixedClock(expressBy),
        same_day: sameDay,
        cod,
      });
    },
  );

  it.each([
    ['744101', 'Andaman and Nicobar Islands'],
    ['682555', 'Lakshadweep'],
    ['900056', 'Army Postal Service'],
    ['999999', 'Army Postal Service'],
    ['290001', null],
    ['550001', null],
    ['100001', null],
  ] as const)(
    'answers 200 with deliverable false, every date null and no cash on delivery for %s (%s)',
    async (pincode, place) => {
      expect(await getDelivery(pincode)).toMatchObject({
        status: 200,
        body: {
          pincode,
          deliverable: false,
          place,
          standard_by: null,
          express_by: null,
          same_day: false,
          cod: false,
        },
      });
    },
  );

  it.each(['40001', '4000011', '040001', '000000', 'abcdef', '40000a', '4e5000', '%20400001'])(
    "refuses '%s' with the form's pincode message",
    async (pincode) => {
      expect(await getDelivery(pincode)).toMatchObject({
        status: 400,
        body: { errors: { pincode: ['Enter a valid 6-digit pincode.'] } },
      });
    },
  );

  it('answers every shopper alike: a token changes nothing', async () => {
    const { access_token } = await freshShopper();
    const anonymous = await getDelivery('560001');
    const signedIn = await api('/api/delivery/560001/', { headers: bearer(access_token) });
    expect(signedIn.body).toEqual(anonymous.body);
  });

  it('refuses other methods with 405 and the Allow header', async () => {
    const { status, headers } = await api('/api/delivery/560001/', { method: 'POST' });
    expect(status).toBe(405);
    expect(headers.get('Allow')).toBe('GET');
  });
});

describe.skipIf(AGAINST_ANOTHER_SERVER)('business days from today in India', () => {
  const datesOn = async (at: string) => {
    vi.setSystemTime(new Date(at));
    const { body } = await getDelivery('560001');
    return [body.express_by, body.standard_by];
  };

  it('skips Sunday: from a Friday, express by Tuesday and standard by the next Saturday', async () => {
    expect(await datesOn('2025-03-07T04:30:00Z')).toEqual(['2025-03-11', '2025-03-15']);
  });

  it('counts a Sunday order from Monday: express by Wednesday, standard by the Monday after', async () => {
    expect(await datesOn('2025-03-09T06:00:00Z')).toEqual(['2025-03-12', '2025-03-17']);
  });

  it('counts a Saturday order from Monday too: Saturday is a business day, not the day after', async () => {
    expect(await datesOn('2025-03-08T06:00:00Z')).toEqual(['2025-03-12', '2025-03-17']);
  });

  it("takes today from India's clock: 23:45 Friday in India is Friday, 00:15 is Saturday", async () => {
    expect(await datesOn('2025-03-07T18:15:00Z')).toEqual(['2025-03-11', '2025-03-15']);
    expect(await datesOn('2025-03-07T18:45:00Z')).toEqual(['2025-03-12', '2025-03-17']);
  });

  it('crosses a month and a year end', async () => {
    expect(await datesOn('2025-12-26T04:30:00Z')).toEqual(['2025-12-30', '2026-01-03']);
  });
});
