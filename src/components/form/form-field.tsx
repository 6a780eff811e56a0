import { Field } from '@chakra-ui/react';
import { useId, type ReactNode } from 'react';
import { useI18n } from '../../i18n/i18n-context';
import { useFieldErrors } from './form-errors';
import { shownText } from './server-texts';
import { fieldRecipe } from '../../theme/recipes/field';
import { registerRecipes } from '../../theme/lazy-recipes';

registerRecipes({ field: fieldRecipe });

/** What a control inside a FormField must carry so that its label, help and errors reach it. */
export interface FieldControlProps {
  /** The help and error texts that describe the control, for aria-describedby. */
  describedBy: string | undefined;
  /** Whether the field has errors, for a control that shows it itself (a radio group's items). */
  invalid: boolean;
  /**
   * The error text's id while there is one, for a control that Chakra's field does not wire
   * itself (a radio group): its aria-errormessage.
   */
  errorMessageId: string | undefined;
  /**
   * The label's id. A control that is a group of inputs (a radio group) is not what a `label`
   * element can point at, so it takes its name from this id (aria-labelledby) instead.
   */
  labelId: string;
}

export interface FormFieldProps {
  label: ReactNode;
  /** The control's name in the form; the field's messages are found by it (see FormErrors). */
  name: string;
  required?: boolean;
  readOnly?: boolean;
  helperText?: string;
  /**
   * Keep the errors in a live region (role=alert) that is always in the page, for a control that
   * refuses its input at once (a picked file) rather than on submit, so the refusal is announced.
   */
  announceErrors?: boolean;
  /** The control itself, given the ids that describe it. */
  children: (control: FieldControlProps) => ReactNode;
}

/**
 * The one field frame of every form: a label that names the control, the required mark, help
 * text, and the messages that mark it invalid (the form's FormErrors under this field's name).
 * The error text is both the control's aria-errormessage (Chakra's wiring) and part of its
 * description, which screen readers without aria-errormessage support still read.
 */
export function FormField({
  label,
  name,
  required = false,
  readOnly = false,
  helperText,
  announceErrors = false,
  children,
}: FormFieldProps) {
  const errors = useFieldErrors(name);
  const i18n = useI18n();
  const invalid = errors.length > 0;
  const id = useId();
  const errorTextId = `${id}-error`;
  const helperTextId = `${id}-helper`;
  const labelId = `${id}-label`;
  const describedBy =
    [invalid ? errorTextId : null, helperText ? helperTextId : null].filter(Boolean).join(' ') ||
    undefined;
  const errorText = invalid ? (
    <Field.ErrorText>{errors.map((error) => shownText(i18n, error)).join(' ')}</Field.ErrorText>
  ) : null;
  return (
    <Field.Root
      required={required}
      invalid={invalid}
      readOnly={readOnly}
      ids={{ errorText: errorTextId, helperText: helperTextId, label: labelId }}
    >
      <Field.Label>
        {label}
        <Field.RequiredIndicator />
      </Field.Label>
      {children({
        describedBy,
        invalid,
        errorMessageId: invalid ? errorTextId : undefined,
        labelId,
      })}
      {helperText ? <Field.HelperText>{helperText}</Field.HelperText> : null}
      {announceErrors ? <div role="alert">{errorText}</div> : errorText}
    </Field.Root>
  );
}
