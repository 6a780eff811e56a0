import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import { checkMessage } from './format-message';
import type { Message } from './message';

/**
 * A message of the app, written where it is used with its id and its English text in ICU form,
 * the descriptor marked for `lingui extract` by an `i18n` comment:
 * `msg(/*i18n*\/ { id: 'shell.cart', message: 'Cart' })`.
 * Imported as a Parcel macro (`import { msg } from '…/i18n/msg' with { type: 'macro' }`), it runs
 * at build time and leaves the English compiled in the chunk that uses it: English ships no
 * catalogue and no ICU parser, each route chunk carries only its own texts, and a malformed
 * message (or one with an argument type the page cannot write, see format-message.ts) fails the
 * build. Tests run it as a plain call.
 */
export function msg(descriptor: { id: string; message: string }): Message {
  const message = compileMessageOrThrow(descriptor.message);
  checkMessage(descriptor.id, message);
  return { id: descriptor.id, message };
}
