import { vi } from 'vitest';

/**
 * Makes `matchMedia` answer as a screen `width` px wide would (min-width and max-width
 * queries); everything else, such as prefers-reduced-motion, does not match. restoreMocks puts
 * the jsdom stub back after each test.
 */
export function stubViewportWidth(width: number): void {
  vi.spyOn(window, 'matchMedia').mockImplementation((query: string): MediaQueryList => {
    const min = /min-width:\s*([\d.]+)px/.exec(query);
    const max = /max-width:\s*([\d.]+)px/.exec(query);
    const matches =
      (min !== null || max !== null) &&
      (min === null || width >= Number(min[1])) &&
      (max === null || width <= Number(max[1]));
    return {
      matches,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    };
  });
}

export const WIDE = 1366;
export const NARROW = 375;
