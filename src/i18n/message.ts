import type { CompiledMessage } from '@lingui/message-utils/compileMessage';

/**
 * A text the app shows, by id, with its English compiled (see msg.ts). Machines keep these (never
 * the English text itself) and screens render them in the page's language with `useI18n().t`.
 */
export interface Message {
  readonly id: string;
  readonly message: CompiledMessage;
}

/** The values of a message's ICU arguments (`{count}`, `{name}`). */
export type MessageValues = Record<string, string | number | Date>;

/**
 * What a screen may be asked to show: one of our messages, or a text exactly as the server sent
 * it (a refusal the app has no message for is shown as sent, in whatever language it came).
 */
export type Shown = Message | string;
