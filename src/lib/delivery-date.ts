/**
 * A delivery date as the API gives it (YYYY-MM-DD, a day in India) for a shopper to read:
 * weekday, day and month, e.g. 'Tuesday, 1 December'.
 */
const dayFormatter = new Intl.DateTimeFormat('en-IN', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  timeZone: 'Asia/Kolkata',
});

export function formatDeliveryDate(day: string): string {
  // Noon in India: the same calendar day in India's time zone, whatever the device's.
  const noon = new Date(`${day}T12:00:00+05:30`);
  return Number.isNaN(noon.getTime()) ? day : dayFormatter.format(noon);
}
