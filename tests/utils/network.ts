import { act } from '@testing-library/react';
import { vi } from 'vitest';

/**
 * The browser's network as a test sets it: navigator.onLine answers what the test last said,
 * and the window gets the online or offline event the browser would fire.
 */
export function controlNetwork(initiallyOnline = true) {
  let online = initiallyOnline;
  vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
  const set = (next: boolean) => {
    online = next;
    act(() => {
      window.dispatchEvent(new Event(next ? 'online' : 'offline'));
    });
  };
  return { goOffline: () => set(false), goOnline: () => set(true) };
}
