import { Box, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useMachine } from '@xstate/react';
import type { FormEvent } from 'react';
import { REGISTRATION_FIELD_LABELS } from '../../../machines/auth-messages';
import {
  registrationMachine,
  type RegistrationField,
} from '../../../machines/registration.machine';
import { FormErrors } from '../../components/form/form-errors';
import { FormMessages } from '../../components/form/form-messages';
import { SubmitButton } from '../../components/form/submit-button';
import { TextField } from '../../components/form/text-field';
import { AuthCard, InlineLink } from './auth-card';
import { inspect } from '../../lib/inspect';

interface FieldSpec {
  name: RegistrationField;
  autoComplete: string;
  type?: 'text' | 'password' | 'tel';
  inputMode?: 'email';
}

/** The six fields in form order; spec §5 sets no format rules, so none are added here. */
const FIELDS: readonly FieldSpec[] = [
  { name: 'first_name', autoComplete: 'given-name' },
  { name: 'last_name', autoComplete: 'family-name' },
  { name: 'email', autoComplete: 'email', inputMode: 'email' },
  { name: 'phone', autoComplete: 'tel', type: 'tel' },
  { name: 'password', autoComplete: 'new-password', type: 'password' },
  { name: 'con_password', autoComplete: 'new-password', type: 'password' },
];

/** Registration 'Create Your Account' (spec §2, §4, §5). */
export function RegisterScreen() {
  const [snapshot, send] = useMachine(registrationMachine, { inspect });
  const { values, success, error, fieldErrors } = snapshot.context;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    send({ type: 'registration.submit' });
  };

  return (
    <AuthCard
      title="Create Your Account"
      tagline="Sign up to track your orders, save your wishlist and get personalised offers"
    >
      <form onSubmit={onSubmit} aria-label="Create Your Account">
        <Stack gap="5">
          <FormErrors errors={fieldErrors}>
            <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
              {FIELDS.map((field) => (
                <TextField
                  key={field.name}
                  label={REGISTRATION_FIELD_LABELS[field.name]}
                  name={field.name}
                  type={field.type}
                  inputMode={field.inputMode}
                  autoComplete={field.autoComplete}
                  value={values[field.name]}
                  onValueChange={(value) =>
                    send({ type: 'registration.change', field: field.name, value })
                  }
                  required
                />
              ))}
            </SimpleGrid>
          </FormErrors>
          <Text fontSize="sm" color="fg.muted">
            By registering, I agree to the <InlineLink to="/terms">Terms of Use</InlineLink> and{' '}
            <InlineLink to="/privacy">Privacy Policy</InlineLink>.
          </Text>
          <Box maxW={{ md: 'xs' }}>
            <SubmitButton busy={snapshot.matches('submitting')} size="lg" stretch>
              Register
            </SubmitButton>
          </Box>
          <FormMessages success={success} error={error} />
          <Text>
            Already have an account? <InlineLink to="/login">Log In</InlineLink>
          </Text>
        </Stack>
      </form>
    </AuthCard>
  );
}
