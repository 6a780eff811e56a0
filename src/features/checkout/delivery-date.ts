/**
 * A delivery date as the server sends it (YYYY-MM-DD, a day in India) in the words a shopper
 * reads: weekday, day, month ("Tue, 11 Mar"). The day is formatted as a calendar date (UTC
 * midnight, read in UTC), so no time zone of the device can move it to another day.
 */
const dayFormatter = new Intl.DateTimeFormat('en-IN', {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  timeZone: 'UTC',
});

export function formatDeliveryDate(isoDay: string): string {
  const date = new Date(`${isoDay}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? isoDay : dayFormatter.format(date);
}
