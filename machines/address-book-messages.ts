import { isApiError } from '../src/api';

/**
 * The address book's messages by id, in English. The machine keeps ids (and the server's own
 * text when it refused something, such as 'You can keep up to 20 addresses.'); screens show
 * `addressBookMessageText`, so a language catalogue can replace these without touching the
 * machine.
 */
export const ADDRESS_BOOK_MESSAGES = {
  loadFailed: 'Your saved addresses could not be loaded.',
  saved: 'Address saved.',
  notSaved: 'Your address could not be saved. Please try again.',
  deleted: 'Address deleted.',
  notDeleted: 'The address could not be deleted. Please try again.',
} as const;

export type AddressBookMessageId = keyof typeof ADDRESS_BOOK_MESSAGES;

export interface AddressBookMessage {
  id: AddressBookMessageId;
  kind: 'success' | 'error';
  /** The server's reason, shown instead of the id's text. */
  serverText: string | null;
}

export const addressBookMessageText = (message: AddressBookMessage): string =>
  message.serverText ?? ADDRESS_BOOK_MESSAGES[message.id];

/**
 * A failed call's message: the server's own reason when it refused the change (a 4xx, which
 * says what to fix), else the id's text (no answer, or a server error that says nothing useful).
 */
export function failureMessage(id: AddressBookMessageId, error: unknown): AddressBookMessage {
  const refused = isApiError(error) && error.status !== null && error.status < 500;
  return { id, kind: 'error', serverText: refused ? error.serverMessage : null };
}
