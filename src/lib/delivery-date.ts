/**
 * A day as the API gives it (YYYY-MM-DD, a day in India) for a shopper to read: weekday, day and
 * month ('Tuesday, 1 December'), with the year where it matters ('Friday, 14 March 2025': an
 * order's dates may be years old). One format for the product page, the checkout and the orders.
 */
const formatters = {
  short: new Intl.DateTimeFormat('en-IN', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    timeZone: 'Asia/Kolkata',
  }),
  withYear: new Intl.DateTimeFormat('en-IN', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'Asia/Kolkata',
  }),
};

export function formatDeliveryDate(day: string, { year = false } = {}): string {
  // Noon in India: the same calendar day in India's time zone, whatever the device's.
  const noon = new Date(`${day}T12:00:00+05:30`);
  if (Number.isNaN(noon.getTime())) return day;
  return (year ? formatters.withYear : formatters.short).format(noon);
}
