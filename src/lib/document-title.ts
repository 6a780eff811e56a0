import { useEffect } from 'react';
import { STORE_NAME } from './constants';

export function formatTitle(title: string | undefined): string {
  return title
    ? `${title} | ${STORE_NAME}`
    : `${STORE_NAME}: Online Shopping Site for Mobiles, Fashion & More`;
}

/** Sets the document title while the calling screen is shown (a route's title is the default). */
export function useDocumentTitle(title: string | undefined): void {
  useEffect(() => {
    if (title) document.title = formatTitle(title);
  }, [title]);
}
