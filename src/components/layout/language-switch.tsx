import { Link, type LinkProps } from '@chakra-ui/react';
import { useRouterState } from '@tanstack/react-router';
import { useI18n } from '../../i18n/i18n-context';
import { LANGUAGE_NAME, localisePath, type Locale } from '../../i18n/locale';

const OTHER: Record<Locale, Locale> = { en: 'hi', hi: 'en' };

/**
 * The way to the same page in the other language, named in that language ('हिन्दी' on English
 * pages, 'English' on Hindi ones). A plain link, so the browser loads the other language's
 * document: a page's language is fixed for the life of its document (src/i18n/locale.ts).
 */
export function LanguageSwitch(props: Omit<LinkProps, 'href' | 'lang' | 'hrefLang' | 'children'>) {
  const other = OTHER[useI18n().locale];
  // The router's location is the route's path, without the language prefix (its rewrite).
  const href = useRouterState({
    select: ({ location }) => `${localisePath(location.pathname, other)}${location.searchStr}`,
  });
  return (
    <Link href={href} lang={other} hrefLang={other} {...props}>
      {LANGUAGE_NAME[other]}
    </Link>
  );
}
