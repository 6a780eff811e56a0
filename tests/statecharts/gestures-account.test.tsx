/**
 * The gestures of signing in and out and of registering (the session, login and registration
 * machines), performed in the real screen; each machine's state read through XState inspection.
 */
import { act, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { DEMO_LOGIN, demoUser } from '../fixtures/users';
import { logInDemoShopper } from '../utils/render-route';
import { expectConsole } from '../utils/console';
import {
  accountTrigger,
  editProfile,
  field,
  fillLogin,
  gestureCases,
  open,
  performsAsCharted,
  startGestures,
  user,
} from './gestures-support';

vi.mock('xstate', async (importOriginal) =>
  (await import('./gestures-recorder')).recordingXState(importOriginal),
);
vi.mock('@xstate/react', async (importOriginal) =>
  (await import('./gestures-recorder')).recordingXStateReact(importOriginal),
);

beforeEach(startGestures);

/** Another tab logs out: the shared storage loses the session, one storage event per key. */
function otherTabLogsOut() {
  act(() => {
    for (const key of ['token', 'refresh_token', 'user']) {
      localStorage.removeItem(key);
      window.dispatchEvent(new StorageEvent('storage', { key, storageArea: localStorage }));
    }
  });
}

const cases = gestureCases('account', {
  session: {
    'session.login': {
      perform: async () => {
        await fillLogin();
        await user.click(screen.getByRole('button', { name: 'Login' }));
      },
      state: { authenticated: 'validated' },
      context: { user: { first_name: demoUser.first_name } },
      sees: async () => expect(await accountTrigger(demoUser.first_name)).toBeInTheDocument(),
    },
    'session.logout': {
      perform: async () => {
        await logInDemoShopper();
        await open('/');
        await user.click(await accountTrigger(demoUser.first_name));
        await user.click(await screen.findByRole('link', { name: 'Logout' }));
      },
      state: 'unauthenticated',
      context: { user: null },
      sees: async () => expect(await accountTrigger('Account')).toBeInTheDocument(),
    },
    'session.loggedOut': {
      perform: async () => {
        await logInDemoShopper();
        await open('/');
        await accountTrigger(demoUser.first_name);
        otherTabLogsOut();
      },
      state: 'unauthenticated',
      context: { user: null },
      sees: async () => expect(await accountTrigger('Account')).toBeInTheDocument(),
    },
    'session.userUpdated': {
      perform: async () => {
        await editProfile();
        const firstName = screen.getByRole('textbox', { name: 'First Name' });
        await user.clear(firstName);
        await user.type(firstName, 'Vihaan');
        await user.click(screen.getByRole('button', { name: 'Save' }));
        await screen.findByText('Profile updated successfully!');
      },
      state: { authenticated: 'validated' },
      context: { user: { first_name: 'Vihaan' } },
      sees: async () => expect(await accountTrigger('Vihaan')).toBeInTheDocument(),
    },
  },
  login: {
    'login.change': {
      perform: async () => {
        await open('/login');
        await user.type(await field('Email'), DEMO_LOGIN.email);
      },
      state: 'editing',
      context: { email: DEMO_LOGIN.email },
    },
    'login.submit': {
      perform: async () => {
        await fillLogin();
        await user.click(screen.getByRole('button', { name: 'Login' }));
      },
      state: 'submitting',
      context: DEMO_LOGIN,
    },
  },
  registration: {
    'registration.change': {
      perform: async () => {
        await open('/register');
        await user.type(await field('First Name'), 'Priya');
      },
      state: 'editing',
      context: { values: { first_name: 'Priya' } },
    },
    'registration.submit': {
      perform: async () => {
        // The spec's log of a successful registration.
        expectConsole('info', 'Registration response');
        await open('/register');
        await user.type(await field('First Name'), 'Priya');
        await user.type(screen.getByRole('textbox', { name: 'Last Name' }), 'Nair');
        await user.type(screen.getByRole('textbox', { name: 'Email' }), 'priya@example.in');
        await user.type(screen.getByRole('textbox', { name: 'Phone' }), '9123456780');
        await user.type(screen.getByLabelText(/^Password/), 'Priya@1234');
        await user.type(screen.getByLabelText(/^Confirm Password/), 'Priya@1234');
        await user.click(screen.getByRole('button', { name: 'Register' }));
      },
      state: 'submitting',
      sees: async () =>
        expect(await screen.findByText('User registered successfully!')).toBeInTheDocument(),
    },
  },
});

describe('the gesture table', () => {
  it.each(cases)('%s: %s, sent on %s, takes the machine where the chart says', performsAsCharted);
});
