import { useEffect, useReducer } from 'react';
import { getAddresses, getDelivery, isAbortError, isApiError, type Delivery } from '../../../api';
import type { Message, Shown } from '../../../i18n/message';
import { msg } from '../../../i18n/msg' with { type: 'macro' };
import { isPincode, PINCODE_MESSAGE } from '../../../lib/pincode';
import { readPincode, rememberPincode } from '../../../lib/pincode-store';
import { useSessionStatus } from '../../../lib/session-hooks';

/** The pincode rule's message (src/lib/pincode.ts) in the page's language. */
const PINCODE_INVALID = msg(
  /*i18n*/ { id: 'catalog.pincode.invalid', message: 'Enter a valid 6-digit pincode.' },
);

/** Where the block's one call stands. */
export type DeliveryCheckState =
  | { kind: 'idle' }
  /** Our message, or the server's own refusal where we have none for it. */
  | { kind: 'invalid'; message: Shown }
  /** `remember`: the shopper asked for this pincode, so the device keeps it. */
  | { kind: 'checking'; pincode: string; remember: boolean }
  | { kind: 'answered'; delivery: Delivery }
  /** `network`: no answer came (offline, timeout), rather than a failing server. */
  | { kind: 'failed'; pincode: string; network: boolean };

interface State {
  text: string;
  /** The shopper has typed or pressed Check: a pincode found later must not replace theirs. */
  touched: boolean;
  check: DeliveryCheckState;
}

type Action =
  | { type: 'typed'; text: string }
  | { type: 'submitted' }
  /** The device's last pincode or the account's first address: checked if nothing else was. */
  | { type: 'suggested'; pincode: string }
  | { type: 'answered'; delivery: Delivery }
  | { type: 'failed'; network: boolean }
  | { type: 'refused'; message: Shown };

const INITIAL: State = { text: '', touched: false, check: { kind: 'idle' } };

/**
 * A small reducer rather than a statechart in machines/: one call at a time, no app-wide actor,
 * and the product page's first load does not carry xstate for it.
 */
function reduce(state: State, action: Action): State {
  const { check } = state;
  switch (action.type) {
    case 'typed':
      return { ...state, text: action.text, touched: true };
    case 'submitted': {
      // One call at a time: a second press while checking is the same request.
      if (check.kind === 'checking') return state;
      const pincode = state.text.trim();
      const next: DeliveryCheckState = isPincode(pincode)
        ? { kind: 'checking', pincode, remember: true }
        : { kind: 'invalid', message: PINCODE_INVALID };
      return { ...state, touched: true, check: next };
    }
    case 'suggested':
      if (state.touched || state.text !== '' || check.kind !== 'idle') return state;
      return {
        ...state,
        text: action.pincode,
        check: { kind: 'checking', pincode: action.pincode, remember: false },
      };
    case 'answered':
      return check.kind === 'checking'
        ? { ...state, check: { kind: 'answered', delivery: action.delivery } }
        : state;
    case 'failed':
      return check.kind === 'checking'
        ? { ...state, check: { kind: 'failed', pincode: check.pincode, network: action.network } }
        : state;
    case 'refused':
      return check.kind === 'checking'
        ? { ...state, check: { kind: 'invalid', message: action.message } }
        : state;
  }
}

/** The server's pincode refusals we have a message for (it words them as the address form does). */
const KNOWN_REFUSALS = new Map<string, Message>([[PINCODE_MESSAGE, PINCODE_INVALID]]);

/**
 * A failed call as the block shows it: the server's pincode message where it gave one, in the
 * page's language if we know it, else as sent.
 */
function failureOf(error: unknown): Action {
  if (!isApiError(error)) return { type: 'failed', network: false };
  const text = error.status === 400 ? error.fieldErrors?.pincode?.[0] : undefined;
  if (text) return { type: 'refused', message: KNOWN_REFUSALS.get(text) ?? text };
  return { type: 'failed', network: error.isNetworkError };
}

/**
 * The product page's delivery check (issue 26). The first render is the server's (an empty
 * field), so the page hydrates without a mismatch; after it, the pincode this device remembers,
 * else a logged-in shopper's first saved address, fills the field and is checked at once, as a
 * shopper who gave their pincode before expects to see their delivery date without asking again.
 * Only a pincode the shopper pressed Check for is remembered: the account's address stays with
 * the account, not on a shared device after logout.
 */
export function useDeliveryCheck() {
  const [state, dispatch] = useReducer(reduce, INITIAL);
  const { check, touched } = state;
  const status = useSessionStatus();

  useEffect(() => {
    const remembered = readPincode();
    if (remembered !== null) dispatch({ type: 'suggested', pincode: remembered });
  }, []);

  useEffect(() => {
    // A shopper who has started typing needs no default: the request (if any) is dropped.
    if (status !== 'authenticated' || touched || readPincode() !== null) return;
    const controller = new AbortController();
    getAddresses({ signal: controller.signal }).then(
      (addresses) => {
        const first = addresses[0]?.pincode;
        if (first !== undefined && isPincode(first))
          dispatch({ type: 'suggested', pincode: first });
      },
      () => {
        // The saved address only saves typing: without it the shopper types the pincode.
      },
    );
    return () => controller.abort();
  }, [status, touched]);

  useEffect(() => {
    if (check.kind !== 'checking') return;
    if (check.remember) rememberPincode(check.pincode);
    const controller = new AbortController();
    getDelivery(check.pincode, { signal: controller.signal }).then(
      (delivery) => dispatch({ type: 'answered', delivery }),
      (error: unknown) => {
        if (!isAbortError(error)) dispatch(failureOf(error));
      },
    );
    return () => controller.abort();
  }, [check]);

  return {
    text: state.text,
    check,
    type: (text: string) => dispatch({ type: 'typed', text }),
    submit: () => dispatch({ type: 'submitted' }),
  };
}
