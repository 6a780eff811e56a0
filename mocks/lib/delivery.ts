import type { Delivery } from '../../src/api/types';

/**
 * The mock's delivery rules: deterministic from the pincode (mocks/README.md has the table), and
 * dates counted in business days (Monday to Saturday) from today in India's time zone, where
 * "today" is the mock's clock (Date.now(), so tests fix it with fake timers). Public holidays are
 * not modelled.
 */

interface PincodeRule {
  from: number;
  to: number;
  place: string;
  deliverable: boolean;
  express: boolean;
  sameDay: boolean;
  cod: boolean;
}

const rule = (
  from: number,
  to: number,
  place: string,
  kind: 'same-day' | 'express' | 'standard' | 'no-cod' | 'none',
): PincodeRule => ({
  from,
  to,
  place,
  deliverable: kind !== 'none',
  express: kind === 'express' || kind === 'same-day',
  sameDay: kind === 'same-day',
  cod: kind !== 'none' && kind !== 'no-cod',
});

/** The first rule whose range holds the pincode wins. */
const RULES: readonly PincodeRule[] = [
  rule(110001, 110010, 'New Delhi', 'same-day'),
  rule(400001, 400010, 'Mumbai', 'same-day'),
  rule(560001, 560010, 'Bengaluru', 'same-day'),
  rule(110000, 110999, 'Delhi', 'express'),
  rule(400000, 400999, 'Mumbai', 'express'),
  rule(560000, 560999, 'Bengaluru', 'express'),
  rule(600000, 600999, 'Chennai', 'express'),
  rule(700000, 700999, 'Kolkata', 'express'),
  rule(500000, 500999, 'Hyderabad', 'express'),
  rule(411000, 411999, 'Pune', 'express'),
  rule(380000, 380999, 'Ahmedabad', 'express'),
  rule(682551, 682559, 'Lakshadweep', 'none'),
  rule(744000, 744999, 'Andaman and Nicobar Islands', 'none'),
  rule(194000, 194999, 'Ladakh', 'no-cod'),
  rule(180000, 199999, 'Jammu and Kashmir', 'no-cod'),
  rule(790000, 799999, 'North East', 'no-cod'),
  rule(900000, 999999, 'Army Postal Service', 'none'),
];

/** Postal regions by the pincode's first two digits: standard delivery with cash on delivery. */
const REGIONS: readonly [first: number, last: number, place: string][] = [
  [11, 11, 'Delhi'],
  [12, 13, 'Haryana'],
  [14, 16, 'Punjab'],
  [17, 17, 'Himachal Pradesh'],
  [20, 23, 'Uttar Pradesh'],
  [24, 26, 'Uttarakhand'],
  [27, 28, 'Uttar Pradesh'],
  [30, 34, 'Rajasthan'],
  [36, 39, 'Gujarat'],
  [40, 44, 'Maharashtra'],
  [45, 48, 'Madhya Pradesh'],
  [49, 49, 'Chhattisgarh'],
  [50, 50, 'Telangana'],
  [51, 53, 'Andhra Pradesh'],
  [56, 59, 'Karnataka'],
  [60, 64, 'Tamil Nadu'],
  [67, 69, 'Kerala'],
  [70, 74, 'West Bengal'],
  [75, 77, 'Odisha'],
  [78, 78, 'Assam'],
  [80, 80, 'Bihar'],
  [81, 83, 'Jharkhand'],
  [84, 85, 'Bihar'],
];

/** The business day of the standard window's end and of express (spec §9: 3-7 and 1-3). */
export const STANDARD_BUSINESS_DAYS = 7;
const EXPRESS_BUSINESS_DAYS = 3;

const DAY_MS = 24 * 60 * 60 * 1000;
/** India Standard Time is UTC+05:30 all year (no daylight saving). */
const INDIA_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;

/** The business day `count` days after today in India (Sunday skipped), as YYYY-MM-DD. */
export function businessDayAfter(now: number, count: number): string {
  const india = new Date(now + INDIA_OFFSET_MS);
  let day = Date.UTC(india.getUTCFullYear(), india.getUTCMonth(), india.getUTCDate());
  for (let left = count; left > 0;) {
    day += DAY_MS;
    if (new Date(day).getUTCDay() !== 0) left -= 1;
  }
  return new Date(day).toISOString().slice(0, 10);
}

function ruleFor(pincode: number): PincodeRule | null {
  const found = RULES.find(({ from, to }) => pincode >= from && pincode <= to);
  if (found) return found;
  const prefix = Math.floor(pincode / 10_000);
  const region = REGIONS.find(([first, last]) => prefix >= first && prefix <= last);
  return region ? rule(pincode, pincode, region[2], 'standard') : null;
}

/** What the delivery call answers for a valid pincode (6 digits, the first not 0). */
export function deliveryFor(pincode: string, now: number): Delivery {
  const found = ruleFor(Number(pincode));
  if (!found?.deliverable) {
    return {
      pincode,
      deliverable: false,
      place: found?.place ?? null,
      standard_by: null,
      express_by: null,
      same_day: false,
      cod: false,
    };
  }
  return {
    pincode,
    deliverable: true,
    place: found.place,
    standard_by: businessDayAfter(now, STANDARD_BUSINESS_DAYS),
    express_by: found.express ? businessDayAfter(now, EXPRESS_BUSINESS_DAYS) : null,
    same_day: found.sameDay,
    cod: found.cod,
  };
}
