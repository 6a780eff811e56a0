import { useLayoutEffect, useRef } from 'react';

/** Scrolls the window to the top whenever the path changes (spec §2), not on the first render. */
export function useScrollToTop(pathname: string): void {
  const previous = useRef(pathname);
  useLayoutEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    window.scrollTo({ top: 0, left: 0 });
  }, [pathname]);
}
