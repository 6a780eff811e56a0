import { createContext, useContext, type ReactNode } from 'react';
import type { Shown } from '../../i18n/message';

/**
 * A form's messages by field name: one message, several, or none (null, undefined, empty). Each
 * is one of ours or the server's own text (shown in the page's language when we know it).
 */
export type FieldErrorMap = Readonly<Record<string, Shown | readonly Shown[] | null | undefined>>;

const FieldErrorsContext = createContext<FieldErrorMap | null>(null);

/**
 * Hands a form's errors, as its statechart or the server gives them, to every field inside
 * once: each field finds its own by its name, so no call site can pair a field with another
 * field's messages.
 */
export function FormErrors({
  errors,
  children,
}: {
  errors: FieldErrorMap | null | undefined;
  children: ReactNode;
}) {
  return <FieldErrorsContext value={errors ?? null}>{children}</FieldErrorsContext>;
}

/** The messages for the field of this name; empty when it has none or no FormErrors is above. */
export function useFieldErrors(name: string): readonly Shown[] {
  const errors = useContext(FieldErrorsContext);
  // Own keys only: a server's answer is data, and 'constructor' is no field's message.
  const entry = errors && Object.hasOwn(errors, name) ? errors[name] : undefined;
  if (entry === null || entry === undefined) return NONE;
  return isList(entry) ? entry : [entry];
}

const isList = (entry: Shown | readonly Shown[]): entry is readonly Shown[] => Array.isArray(entry);

const NONE: readonly Shown[] = [];
