import { Stack, Text } from '@chakra-ui/react';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { useMachine } from '@xstate/react';
import { useEffect, type FormEvent } from 'react';
import { AUTH_MESSAGES } from '../../../machines/auth-messages';
import { loginMachine } from '../../../machines/login.machine';
import { showSuccess } from '../../components/toaster';
import { useI18n } from '../../i18n/i18n-context';
import { msg } from '../../i18n/msg' with { type: 'macro' };
import { Sentence } from '../../i18n/sentence';
import { FormMessages } from '../../components/form/form-messages';
import { SubmitButton } from '../../components/form/submit-button';
import { TextField } from '../../components/form/text-field';
import { AuthCard, InlineLink, PolicyAgreement } from './auth-card';
import { inspect } from '../../lib/inspect';
import { returnPath } from '../../lib/safe-url';

const TEXT = {
  heading: msg(/*i18n*/ { id: 'auth.login.heading', message: 'Login' }),
  tagline: msg(
    /*i18n*/ {
      id: 'auth.login.tagline',
      message: 'Get access to your Orders, Wishlist and Recommendations',
    },
  ),
  email: msg(/*i18n*/ { id: 'auth.login.email', message: 'Email' }),
  password: msg(/*i18n*/ { id: 'auth.login.password', message: 'Password' }),
  terms: msg(
    /*i18n*/ {
      id: 'auth.login.terms',
      message: "By continuing, you agree to Bazaar's {terms} and {privacy}.",
    },
  ),
  submit: msg(/*i18n*/ { id: 'auth.login.submit', message: 'Login' }),
  newHere: msg(/*i18n*/ { id: 'auth.login.new-here', message: 'New to Bazaar? {signUp}' }),
  signUp: msg(/*i18n*/ { id: 'auth.login.sign-up', message: 'Sign Up' }),
};

/**
 * Login (spec §2): email and password sent as typed; success says so and goes to / — or, when a
 * guarded page or the wishlist toggle sent the shopper here, back there (issue 25).
 */
export function LoginScreen() {
  const [snapshot, send, actor] = useMachine(loginMachine, { inspect });
  const navigate = useNavigate();
  const { redirect } = useSearch({ from: '/login' });
  const { email, password, error } = snapshot.context;
  const { t } = useI18n();

  useEffect(() => {
    const subscription = actor.on('login.succeeded', () => {
      showSuccess(t(AUTH_MESSAGES.loginSuccess));
      void navigate({ href: returnPath(redirect) });
    });
    return () => subscription.unsubscribe();
  }, [actor, navigate, redirect, t]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    send({ type: 'login.submit' });
  };

  return (
    <AuthCard title={t(TEXT.heading)} tagline={t(TEXT.tagline)}>
      <form onSubmit={onSubmit} aria-label={t(TEXT.heading)}>
        <Stack gap="5">
          <TextField
            label={t(TEXT.email)}
            name="email"
            value={email}
            onValueChange={(value) => send({ type: 'login.change', field: 'email', value })}
            autoComplete="email"
            inputMode="email"
          />
          <TextField
            label={t(TEXT.password)}
            name="password"
            type="password"
            value={password}
            onValueChange={(value) => send({ type: 'login.change', field: 'password', value })}
            autoComplete="current-password"
          />
          <PolicyAgreement message={TEXT.terms} />
          <SubmitButton busy={snapshot.matches('submitting')} size="lg" stretch>
            {t(TEXT.submit)}
          </SubmitButton>
          <FormMessages error={error} />
          <Text textAlign="center">
            <Sentence
              message={TEXT.newHere}
              parts={{ signUp: <InlineLink to="/register">{t(TEXT.signUp)}</InlineLink> }}
            />
          </Text>
        </Stack>
      </form>
    </AuthCard>
  );
}
