import { formatDeliveryDate } from '../../src/lib/delivery-date';

/** A delivery date (YYYY-MM-DD, a day in India) as the shopper reads it: weekday, day, month. */
describe('formatDeliveryDate', () => {
  it.each([
    ['2026-12-01', 'Tuesday, 1 December'],
    ['2025-03-15', 'Saturday, 15 March'],
    ['2025-03-11', 'Tuesday, 11 March'],
    ['2024-02-29', 'Thursday, 29 February'],
    ['2025-01-01', 'Wednesday, 1 January'],
  ])('%s reads %s', (day, text) => {
    expect(formatDeliveryDate(day)).toBe(text);
  });
});

describe('formatDeliveryDate with the year (an order’s dates)', () => {
  it.each([
    ['2025-03-14', 'Friday, 14 March 2025'],
    ['2024-11-16', 'Saturday, 16 November 2024'],
  ])('%s reads %s', (day, text) => {
    expect(formatDeliveryDate(day, { year: true })).toBe(text);
  });

  it('leaves a text that is not a day as it is', () => {
    expect(formatDeliveryDate('soon', { year: true })).toBe('soon');
  });
});

describe('formatDeliveryDate on a device far from India', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
  });

  it.each([['America/Los_Angeles'], ['Pacific/Kiritimati']])(
    'in %s, still the day India gives',
    (zone) => {
      vi.stubEnv('TZ', zone);
      // The zone took effect: this device's clock is not UTC's.
      expect(new Date(Date.UTC(2025, 2, 15)).getTimezoneOffset()).not.toBe(0);
      expect(formatDeliveryDate('2025-03-15')).toBe('Saturday, 15 March');
    },
  );
});

describe('formatDeliveryDate on a Hindi page (hi-IN)', () => {
  it.each([
    ['2026-12-01', 'मंगलवार, 1 दिसंबर'],
    ['2025-03-15', 'शनिवार, 15 मार्च'],
  ])('%s reads %s', (day, text) => {
    expect(formatDeliveryDate(day, { locale: 'hi' })).toBe(text);
  });

  it('gives the year where asked', () => {
    expect(formatDeliveryDate('2025-03-14', { year: true, locale: 'hi' })).toBe(
      'शुक्रवार, 14 मार्च 2025',
    );
  });
});
