import type { StaticDataRouteOption } from '@tanstack/react-router';
import { useEffect } from 'react';
import { useI18n, type AppI18n } from '../i18n/i18n-context';
import { msg } from '../i18n/msg' with { type: 'macro' };
import { STORE_NAME } from './constants';

/** The title of a page that names none (home), in the page's language. */
const DEFAULT_TITLE = msg(
  /*i18n*/ {
    id: 'title.default',
    message: 'Bazaar: Online Shopping Site for Mobiles, Fashion & More',
  },
);

/** A page's document title: its own title and the store's name, or the store's default title. */
export function formatTitle(title: string | undefined, t: AppI18n['t']): string {
  return title ? `${title} | ${STORE_NAME}` : t(DEFAULT_TITLE);
}

/**
 * The document title of a page's routes (`matches`, root first): the deepest one's that names
 * one, in the page's language. The server's render and the browser's title both take it from
 * here, so a page keeps its title when it hydrates.
 */
export function routeDocumentTitle(
  matches: readonly { staticData: StaticDataRouteOption }[],
  t: AppI18n['t'],
): string {
  const title = [...matches].reverse().find((match) => match.staticData.title)?.staticData.title;
  return formatTitle(title && t(title), t);
}

/** Sets the document title while the calling screen is shown (a route's title is the default). */
export function useDocumentTitle(title: string | undefined): void {
  const { t } = useI18n();
  useEffect(() => {
    if (title) document.title = formatTitle(title, t);
  }, [title, t]);
}
