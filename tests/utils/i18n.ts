import { createAppI18n, type AppI18n } from '../../src/i18n/i18n-context';
import { hiMessages } from '../../src/i18n/hi-messages';
import type { Locale } from '../../src/i18n/locale';

/**
 * The page's language as the app makes it: Hindi with the app's compiled Hindi catalogue. Its
 * own module, so a test of texts alone need not load the app that render-route renders.
 */
export const i18nOf = (locale: Locale): AppI18n =>
  createAppI18n(locale, locale === 'hi' ? hiMessages : {});
