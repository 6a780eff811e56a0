import type { CompiledMessage } from '@lingui/message-utils/compileMessage';
import { createContext, useContext, type ReactNode } from 'react';
import { formatMessage } from './format-message';
import { INTL_LOCALE, type Locale } from './locale';
import type { MessageValues, Shown } from './message';

/** The page's language and the means to write in it. */
export interface AppI18n {
  readonly locale: Locale;
  /** One of our messages in the page's language; a server's own text exactly as sent. */
  t(shown: Shown, values?: MessageValues): string;
  /**
   * A name the API gives that the catalogue may translate by key (a category by its slug,
   * `category.mens-footwear`); the API's own name where it has none (English, brand names).
   */
  name(id: string, apiName: string): string;
}

/** One language's writer: one per page in the browser, one per request on the server. */
export function createAppI18n(
  locale: Locale,
  messages: Readonly<Record<string, CompiledMessage>> = {},
): AppI18n {
  const lang = INTL_LOCALE[locale];
  return {
    locale,
    t: (shown, values = {}) =>
      typeof shown === 'string'
        ? shown
        : formatMessage(messages[shown.id] ?? shown.message, values, lang),
    name: (id, apiName) => {
      const named = messages[id];
      return named ? formatMessage(named, {}, lang) : apiName;
    },
  };
}

const english = createAppI18n('en');
const I18nContext = createContext<AppI18n>(english);

export function I18nProvider({ value, children }: { value: AppI18n; children: ReactNode }) {
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>;
}

/** The page's language (English where no provider gives one: a component rendered alone). */
export function useI18n(): AppI18n {
  return useContext(I18nContext);
}
