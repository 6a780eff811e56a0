import { screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';

/** The input a label names (the registration form marks required labels with '*'). */
export function field(label: string): HTMLInputElement {
  return screen.getByLabelText(new RegExp(`^${label}\\*?$`), {
    selector: 'input',
  }) as HTMLInputElement;
}

/**
 * Puts text into a field the quick way: focus it and paste, as a shopper's autofill would
 * (user-event types character by character, too slow for long texts).
 */
export async function fill(user: UserEvent, label: string, value: string): Promise<void> {
  await user.click(field(label));
  await user.paste(value);
}
