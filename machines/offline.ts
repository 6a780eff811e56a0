import { isApiError } from '../src/api';
import type { Message } from '../src/i18n/message';
import { msg } from '../src/i18n/msg' with { type: 'macro' };
import { isOnline } from '../src/lib/network-status';

/**
 * What the calls that cannot wait for the network (login, registration, saving the profile,
 * placing an order) say when there is none (issue 28), and how a failure is told apart as one.
 * The machines choose the message; the screens show it where they show every failure.
 */
export const OFFLINE_MESSAGE = msg(
  /*i18n*/ {
    id: 'form.offline',
    message: "You're offline. Connect to the internet to continue.",
  },
);

/** A call not sent because the browser said it was offline. */
export class OfflineError extends Error {
  override readonly name = 'OfflineError';
}

/**
 * Makes the call only when the browser says it is online; rejects with OfflineError otherwise,
 * so an offline press sends nothing rather than waiting for a request that cannot go.
 */
export async function whenOnline<T>(call: () => Promise<T>): Promise<T> {
  if (!isOnline()) throw new OfflineError('Not sent: the browser is offline');
  return call();
}

/**
 * True when the failure is the browser being offline: the call was not sent, or the browser
 * says it is offline now that the call failed. A request that got no response while the browser
 * says it is online keeps spec §8's message for it ('Network error', 'Registration failed!
 * Please try again.', 'Failed to update profile.'), as does a timeout (a slow server).
 */
export function isOfflineFailure(error: unknown): boolean {
  return error instanceof OfflineError || !isOnline();
}

/** The offline message for a network failure, else the call's own message for it. */
export function offlineOr<T>(error: unknown, otherwise: (error: unknown) => T): T | Message {
  return isOfflineFailure(error) ? OFFLINE_MESSAGE : otherwise(error);
}

/**
 * True when the server could not be reached (no response, or none in time): nothing the server
 * said, so nothing to conclude about the shopper's session or data.
 */
export function isUnreachable(error: unknown): boolean {
  return error instanceof OfflineError || (isApiError(error) && error.isNetworkError);
}
