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
import { AuthCard, InlineLink, PolicyAgreement } from './auth-card';
import { inspect } from '../../lib/inspect';
import { useI18n } from '../../i18n/i18n-context';
import { msg } from '../../i18n/msg' with { type: 'macro' };
import { Sentence } from '../../i18n/sentence';
import { registrationFailureText } from './registration-failure';

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

const TEXT = {
  heading: msg(/*i18n*/ { id: 'auth.register.heading', message: 'Create Your Account' }),
  tagline: msg(
    /*i18n*/ {
      id: 'auth.register.tagline',
      message: 'Sign up to track your orders, save your wishlist and get personalised offers',
    },
  ),
  terms: msg(
    /*i18n*/ {
      id: 'auth.register.terms',
      message: 'By registering, I agree to the {terms} and {privacy}.',
    },
  ),
  submit: msg(/*i18n*/ { id: 'auth.register.submit', message: 'Register' }),
  haveAccount: msg(
    /*i18n*/ {
      id: 'auth.register.have-account',
      message: 'Already have an account? {logIn}',
    },
  ),
  logIn: msg(/*i18n*/ { id: 'auth.register.log-in', message: 'Log In' }),
};

/** Registration 'Create Your Account' (spec §2, §4, §5). */
export function RegisterScreen() {
  const [snapshot, send] = useMachine(registrationMachine, { inspect });
  const { values, success, error, fieldErrors } = snapshot.context;
  const i18n = useI18n();
  const { t } = i18n;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    send({ type: 'registration.submit' });
  };

  return (
    <AuthCard title={t(TEXT.heading)} tagline={t(TEXT.tagline)}>
      <form onSubmit={onSubmit} aria-label={t(TEXT.heading)}>
        <Stack gap="5">
          <FormErrors errors={fieldErrors}>
            <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
              {FIELDS.map((field) => (
                <TextField
                  key={field.name}
                  label={t(REGISTRATION_FIELD_LABELS[field.name])}
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
          <PolicyAgreement message={TEXT.terms} />
          <Box maxW={{ md: 'xs' }}>
            <SubmitButton busy={snapshot.matches('submitting')} size="lg" stretch>
              {t(TEXT.submit)}
            </SubmitButton>
          </Box>
          <FormMessages
            success={success}
            error={error === null ? null : registrationFailureText(i18n, error)}
          />
          <Text>
            <Sentence
              message={TEXT.haveAccount}
              parts={{ logIn: <InlineLink to="/login">{t(TEXT.logIn)}</InlineLink> }}
            />
          </Text>
        </Stack>
      </form>
    </AuthCard>
  );
}
