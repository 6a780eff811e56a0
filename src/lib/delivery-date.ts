import { INTL_LOCALE, type Locale } from '../i18n/locale';

/**
 * Made at first use and kept, one per language and year choice: a page pays for the formatters
 * it shows dates with, never for the other language's.
 */
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterOf(locale: Locale, year: boolean): Intl.DateTimeFormat {
  const key = `${locale}:${year}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(INTL_LOCALE[locale], {
      weekday: 'long',
      day: 'numeric',
      month: 'long',
      ...(year && { year: 'numeric' }),
      timeZone: 'Asia/Kolkata',
    });
    formatters.set(key, formatter);
  }
  return formatter;
}

/**
 * A day as the API gives it (YYYY-MM-DD, a day in India) for a shopper to read: weekday, day and
 * month ('Tuesday, 1 December'; 'मंगलवार, 1 दिसंबर' on a Hindi page), with the year where it
 * matters ('Friday, 14 March 2025': an order's dates may be years old). One format for the
 * product page, the checkout and the orders.
 */
export function formatDeliveryDate(
  day: string,
  { year = false, locale = 'en' }: { year?: boolean; locale?: Locale } = {},
): string {
  // Noon in India: the same calendar day in India's time zone, whatever the device's.
  const noon = new Date(`${day}T12:00:00+05:30`);
  if (Number.isNaN(noon.getTime())) return day;
  return formatterOf(locale, year).format(noon);
}
