import type { ComponentType, ReactNode } from 'react';

/**
 * The router's pages with a slot after them for its dehydrated data. The server's render fills
 * the slot with the data's inline scripts (src/entry-server.tsx); the browser's leaves it empty,
 * since the scripts remove themselves as they run and its bundle need not carry them.
 *
 * Both renders must have the slot. React derives useId's values (a label's `for`, a popup's
 * `aria-controls`) from the shape of the tree: one more sibling on one side gives every id below
 * it another value, and hydration keeps the server's attributes without a word in production,
 * so a popup the browser renders later would name an id that is not on the page.
 */
export function pagesWithDataSlot(Data: ComponentType | null) {
  return function PagesWithDataSlot({ children }: { children: ReactNode }) {
    return (
      <>
        {children}
        {Data ? <Data /> : null}
      </>
    );
  };
}

/** The browser's: the slot stays empty. */
export const PagesWithEmptyDataSlot = pagesWithDataSlot(null);
