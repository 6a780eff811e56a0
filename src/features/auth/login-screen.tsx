import { Stack, Text } from '@chakra-ui/react';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { useMachine } from '@xstate/react';
import { useEffect, type FormEvent } from 'react';
import { AUTH_MESSAGES } from '../../../machines/auth-messages';
import { loginMachine } from '../../../machines/login.machine';
import { showSuccess } from '../../components/toaster';
import { STORE_NAME } from '../../lib/constants';
import { FormMessages } from '../../components/form/form-messages';
import { SubmitButton } from '../../components/form/submit-button';
import { TextField } from '../../components/form/text-field';
import { AuthCard, InlineLink } from './auth-card';
import { inspect } from '../../lib/inspect';
import { returnPath } from '../../lib/safe-url';

/**
 * Login (spec §2): email and password sent as typed; success says so and goes to / — or, when a
 * guarded page or the wishlist toggle sent the shopper here, back there (issue 25).
 */
export function LoginScreen() {
  const [snapshot, send, actor] = useMachine(loginMachine, { inspect });
  const navigate = useNavigate();
  const { redirect } = useSearch({ from: '/login' });
  const { email, password, error } = snapshot.context;

  useEffect(() => {
    const subscription = actor.on('login.succeeded', () => {
      showSuccess(AUTH_MESSAGES.loginSuccess);
      void navigate({ href: returnPath(redirect) });
    });
    return () => subscription.unsubscribe();
  }, [actor, navigate, redirect]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    send({ type: 'login.submit' });
  };

  return (
    <AuthCard title="Login" tagline="Get access to your Orders, Wishlist and Recommendations">
      <form onSubmit={onSubmit} aria-label="Login">
        <Stack gap="5">
          <TextField
            label="Email"
            name="email"
            value={email}
            onValueChange={(value) => send({ type: 'login.change', field: 'email', value })}
            autoComplete="email"
            inputMode="email"
          />
          <TextField
            label="Password"
            name="password"
            type="password"
            value={password}
            onValueChange={(value) => send({ type: 'login.change', field: 'password', value })}
            autoComplete="current-password"
          />
          <Text fontSize="sm" color="fg.muted">
            By continuing, you agree to {STORE_NAME}&apos;s{' '}
            <InlineLink to="/terms">Terms of Use</InlineLink> and{' '}
            <InlineLink to="/privacy">Privacy Policy</InlineLink>.
          </Text>
          <SubmitButton busy={snapshot.matches('submitting')} size="lg" stretch>
            Login
          </SubmitButton>
          <FormMessages error={error} />
          <Text textAlign="center">
            New to {STORE_NAME}? <InlineLink to="/register">Sign Up</InlineLink>
          </Text>
        </Stack>
      </form>
    </AuthCard>
  );
}
