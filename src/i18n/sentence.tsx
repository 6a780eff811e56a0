import { Fragment, type ReactNode } from 'react';
import { useI18n } from './i18n-context';
import type { Message, MessageValues } from './message';

const MARK = '\u0000';

/**
 * A sentence with elements inside it ("By continuing, you agree to Bazaar's {terms} and
 * {privacy}"): the whole sentence is one message, so a language can reorder it, and each
 * `{part}` argument is rendered as the element given for it.
 */
export function Sentence({
  message,
  parts,
  values,
}: {
  message: Message;
  parts: Record<string, ReactNode>;
  values?: MessageValues;
}) {
  const { t } = useI18n();
  const marks = Object.fromEntries(
    Object.keys(parts).map((name) => [name, `${MARK}${name}${MARK}`]),
  );
  return t(message, { ...values, ...marks })
    .split(MARK)
    .map((piece, index) =>
      index % 2 === 1 ? <Fragment key={index}>{parts[piece]}</Fragment> : piece,
    );
}
