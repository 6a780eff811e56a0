import { Alert, Box, Field, Heading, Input, Stack, Text, type InputProps } from '@chakra-ui/react';
import { useId, type ReactNode, type Ref } from 'react';

/** One account section: a card with its heading, which also names the section's region. */
export function SectionCard({
  title,
  headingId,
  children,
}: {
  title: string;
  headingId: string;
  children: ReactNode;
}) {
  return (
    <Box
      as="section"
      aria-labelledby={headingId}
      bg="bg.surface"
      borderRadius="md"
      boxShadow="sm"
      px={{ base: '4', md: '8' }}
      py={{ base: '5', md: '7' }}
    >
      <Heading as="h2" id={headingId} size="lg" mb="5">
        {title}
      </Heading>
      {children}
    </Box>
  );
}

export interface TextFieldProps {
  label: string;
  name: string;
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  autoComplete?: string;
  type?: 'text' | 'tel' | 'email';
  inputMode?: InputProps['inputMode'];
  readOnly?: boolean;
  required?: boolean;
  /** Messages for this field; the field shows as invalid while there are any. */
  errors?: readonly string[] | null | undefined;
  helperText?: string;
  inputRef?: Ref<HTMLInputElement>;
}

/**
 * A labelled input. Errors mark it invalid and describe it (Chakra wires aria-errormessage; the
 * description is for screen readers without aria-errormessage support). A read-only field says
 * so visually too, so nobody tries to type into it.
 */
export function TextField({
  label,
  name,
  value,
  defaultValue,
  onValueChange,
  autoComplete,
  type = 'text',
  inputMode,
  readOnly = false,
  required = false,
  errors,
  helperText,
  inputRef,
}: TextFieldProps) {
  const invalid = errors !== undefined && errors !== null && errors.length > 0;
  const id = useId();
  const errorTextId = `${id}-error`;
  const helperTextId = `${id}-helper`;
  const describedBy = [invalid ? errorTextId : null, helperText ? helperTextId : null]
    .filter(Boolean)
    .join(' ');
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
      <Input
        ref={inputRef}
        name={name}
        type={type}
        value={value}
        defaultValue={defaultValue}
        autoComplete={autoComplete}
        inputMode={inputMode}
        onChange={onValueChange ? (event) => onValueChange(event.target.value) : undefined}
        aria-describedby={describedBy || undefined}
        bg={readOnly ? 'bg.canvas' : 'bg.surface'}
        color={readOnly ? 'fg.muted' : undefined}
      />
      {helperText ? <Field.HelperText>{helperText}</Field.HelperText> : null}
      {invalid ? <Field.ErrorText>{errors.join(' ')}</Field.ErrorText> : null}
    </Field.Root>
  );
}

/**
 * The outcome of an action, in live regions that are always in the page, so assistive
 * technology announces a message when it appears: a success politely (role=status), a failure
 * at once (role=alert).
 */
export function LiveMessages({
  success,
  error,
  details,
}: {
  success: string | null;
  error: string | null;
  /** Extra lines under the failure, e.g. server messages that belong to no field. */
  details?: readonly string[];
}) {
  return (
    <Stack gap="0">
      <div role="status">
        {success ? (
          <Alert.Root status="success" borderRadius="md" mb="4">
            <Alert.Indicator />
            <Alert.Title fontWeight="medium">{success}</Alert.Title>
          </Alert.Root>
        ) : null}
      </div>
      <div role="alert">
        {error ? (
          <Alert.Root status="error" borderRadius="md" mb="4">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title fontWeight="medium">{error}</Alert.Title>
              {details && details.length > 0 ? (
                <Alert.Description>
                  {details.map((line) => (
                    <Text key={line}>{line}</Text>
                  ))}
                </Alert.Description>
              ) : null}
            </Alert.Content>
          </Alert.Root>
        ) : null}
      </div>
    </Stack>
  );
}
