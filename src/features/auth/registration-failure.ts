import {
  FIELD_ERROR_LINE,
  type FieldErrorLine,
  type RegistrationFailure,
} from '../../../machines/auth-messages';
import { serverText, shownText } from '../../components/form/server-texts';
import type { AppI18n } from '../../i18n/i18n-context';

const isLines = (failure: RegistrationFailure): failure is readonly FieldErrorLine[] =>
  Array.isArray(failure);

/**
 * The registration failure banner in the page's language: our message, or the server's errors
 * one per line, each labelled as the form labels its field ("Email: …").
 */
export function registrationFailureText(
  i18n: Pick<AppI18n, 't'>,
  failure: RegistrationFailure,
): string {
  if (!isLines(failure)) return shownText(i18n, failure);
  return failure
    .map(({ label, text }) =>
      label === null
        ? serverText(i18n, text)
        : i18n.t(FIELD_ERROR_LINE, { label: i18n.t(label), text: serverText(i18n, text) }),
    )
    .join('\n');
}
