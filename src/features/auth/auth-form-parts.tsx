import {
  Alert,
  Box,
  Button,
  Container,
  Field,
  Flex,
  Heading,
  Input,
  Link,
  Spinner,
  Text,
  type InputProps,
} from '@chakra-ui/react';
import { Link as RouterLink } from '@tanstack/react-router';
import { useId, type ReactNode } from 'react';

/** The two-panel card both forms sit in: the page heading and a tagline, then the form. */
export function AuthCard({
  title,
  tagline,
  children,
}: {
  title: string;
  tagline: string;
  children: ReactNode;
}) {
  return (
    <Container maxW="4xl" py={{ base: '4', md: '10' }} px={{ base: '3', md: '6' }}>
      <Flex
        direction={{ base: 'column', md: 'row' }}
        bg="bg.surface"
        borderRadius="md"
        boxShadow="sm"
        overflow="hidden"
      >
        <Box
          bg="brand.solid"
          color="brand.contrast"
          px={{ base: '6', md: '8' }}
          py={{ base: '6', md: '10' }}
          w={{ md: '2/5' }}
          flexShrink={0}
        >
          <Heading as="h1" size="2xl" mb="3">
            {title}
          </Heading>
          <Text fontSize="lg">{tagline}</Text>
        </Box>
        <Box px={{ base: '5', md: '8' }} py={{ base: '6', md: '10' }} flex="1" minW="0">
          {children}
        </Box>
      </Flex>
    </Container>
  );
}

interface TextFieldProps {
  label: string;
  name: string;
  value: string;
  onValueChange: (value: string) => void;
  autoComplete: string;
  type?: 'text' | 'password' | 'tel';
  inputMode?: InputProps['inputMode'];
  required?: boolean;
  /** Messages for this field from the server; the field shows as invalid while there are any. */
  errors?: readonly string[] | undefined;
}

/**
 * A labelled input: the label names it, errors mark it invalid and describe it. The error text is
 * both its aria-errormessage (Chakra's wiring) and its description, which screen readers without
 * aria-errormessage support still read.
 */
export function TextField({
  label,
  name,
  value,
  onValueChange,
  autoComplete,
  type = 'text',
  inputMode,
  required = false,
  errors,
}: TextFieldProps) {
  const invalid = errors !== undefined && errors.length > 0;
  const errorTextId = `${useId()}-error`;
  return (
    <Field.Root required={required} invalid={invalid} ids={{ errorText: errorTextId }}>
      <Field.Label>
        {label}
        <Field.RequiredIndicator />
      </Field.Label>
      <Input
        name={name}
        type={type}
        value={value}
        autoComplete={autoComplete}
        inputMode={inputMode}
        onChange={(event) => onValueChange(event.target.value)}
        aria-describedby={invalid ? errorTextId : undefined}
        bg="bg.surface"
      />
      {invalid ? <Field.ErrorText>{errors.join(' ')}</Field.ErrorText> : null}
    </Field.Root>
  );
}

/**
 * The form's outcome. Failures are alerts (announced at once); success is a polite status.
 * Several server messages read one per line.
 */
export function FormBanner({
  status,
  children,
}: {
  status: 'success' | 'error';
  children: string;
}) {
  return (
    <Alert.Root status={status} role={status === 'error' ? 'alert' : 'status'} borderRadius="md">
      <Alert.Indicator />
      <Alert.Title whiteSpace="pre-line" fontWeight="medium">
        {children}
      </Alert.Title>
    </Alert.Root>
  );
}

/**
 * The submit button. While the request runs it says so (aria-busy, a spinner) but stays
 * focusable, so keyboard focus is not lost; the form's statechart ignores a second submit.
 */
export function SubmitButton({ busy, children }: { busy: boolean; children: string }) {
  return (
    <Button
      type="submit"
      colorPalette="brand"
      size="lg"
      width="full"
      aria-busy={busy}
      aria-disabled={busy}
    >
      {busy ? <Spinner size="sm" aria-hidden="true" /> : null}
      {children}
    </Button>
  );
}

/** An in-app text link styled for the forms. */
export function InlineLink({
  to,
  children,
}: {
  to: '/login' | '/register' | '/terms' | '/privacy';
  children: string;
}) {
  return (
    <Link asChild color="brand.fg" fontWeight="medium" textDecoration="underline">
      <RouterLink to={to}>{children}</RouterLink>
    </Link>
  );
}
