import { screen, waitFor, type waitForOptions } from '@testing-library/react';
import { expect } from 'vitest';

/**
 * A form's failure message region (role=alert), once it says something. The region is always in
 * the page so that a message is announced the moment it appears; it is empty until then.
 */
export function findAlert(options?: waitForOptions): Promise<HTMLElement> {
  return waitFor(() => {
    const region = screen.getByRole('alert');
    expect(region).not.toBeEmptyDOMElement();
    return region;
  }, options);
}

/** The form shows no failure: its alert region is empty. */
export function expectNoAlert(): void {
  expect(screen.getByRole('alert')).toBeEmptyDOMElement();
}
