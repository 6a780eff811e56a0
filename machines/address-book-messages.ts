import { isApiError } from '../src/api';
import type { Shown } from '../src/i18n/message';
import { msg } from '../src/i18n/msg' with { type: 'macro' };

/**
 * The address book's messages by id. The machine keeps ids (and the server's own text when it
 * refused something, such as 'You can keep up to 20 addresses.'); screens show
 * `addressBookMessageText` in the page's language.
 */
export const ADDRESS_BOOK_MESSAGES = {
  loadFailed: msg(
    /*i18n*/ {
      id: 'address.book.load-failed',
      message: 'Your saved addresses could not be loaded.',
    },
  ),
  saved: msg(/*i18n*/ { id: 'address.book.saved', message: 'Address saved.' }),
  notSaved: msg(
    /*i18n*/ {
      id: 'address.book.not-saved',
      message: 'Your address could not be saved. Please try again.',
    },
  ),
  deleted: msg(/*i18n*/ { id: 'address.book.deleted', message: 'Address deleted.' }),
  notDeleted: msg(
    /*i18n*/ {
      id: 'address.book.not-deleted',
      message: 'The address could not be deleted. Please try again.',
    },
  ),
} as const;

export type AddressBookMessageId = keyof typeof ADDRESS_BOOK_MESSAGES;

export interface AddressBookMessage {
  id: AddressBookMessageId;
  kind: 'success' | 'error';
  /** The server's reason, shown instead of the id's text. */
  serverText: string | null;
}

export const addressBookMessageText = (message: AddressBookMessage): Shown =>
  message.serverText ?? ADDRESS_BOOK_MESSAGES[message.id];

/**
 * A failed call's message: the server's own reason when it refused the change (a 4xx, which
 * says what to fix), else the id's text (no answer, or a server error that says nothing useful).
 */
export function failureMessage(id: AddressBookMessageId, error: unknown): AddressBookMessage {
  const refused = isApiError(error) && error.status !== null && error.status < 500;
  return { id, kind: 'error', serverText: refused ? error.serverMessage : null };
}
