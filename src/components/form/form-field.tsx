import { Field } from '@chakra-ui/react';
import { useId, type ReactNode } from 'react';

/** What a control inside a FormField must carry so that its label, help and errors reach it. */
export interface FieldControlProps {
  /** The help and error texts that describe the control, for aria-describedby. */
  describedBy: string | undefined;
}

export interface FormFieldProps {
  label: ReactNode;
  required?: boolean;
  readOnly?: boolean;
  /** Messages for this field; the field shows as invalid while there are any. */
  errors?: readonly string[] | null | undefined;
  helperText?: string;
  /** The control itself, given the ids that describe it. */
  children: (control: FieldControlProps) => ReactNode;
}

/**
 * The one field frame of every form: a label that names the control, the required mark, help
 * text, and the messages that mark it invalid. The error text is both the control's
 * aria-errormessage (Chakra's wiring) and part of its description, which screen readers without
 * aria-errormessage support still read.
 */
export function FormField({
  label,
  required = false,
  readOnly = false,
  errors,
  helperText,
  children,
}: FormFieldProps) {
  const invalid = errors !== undefined && errors !== null && errors.length > 0;
  const id = useId();
  const errorTextId = `${id}-error`;
  const helperTextId = `${id}-helper`;
  const describedBy =
    [invalid ? errorTextId : null, helperText ? helperTextId : null].filter(Boolean).join(' ') ||
    undefined;
  return (
    <Field.Root
      required={required}
      invalid={invalid}
      readOnly={readOnly}
      ids={{ errorText: errorTextId, helperText: helperTextId }}
    >
      <Field.Label>
        {label}
        <Field.RequiredIndicator />
      </Field.Label>
      {children({ describedBy })}
      {helperText ? <Field.HelperText>{helperText}</Field.HelperText> : null}
      {invalid ? <Field.ErrorText>{errors.join(' ')}</Field.ErrorText> : null}
    </Field.Root>
  );
}
