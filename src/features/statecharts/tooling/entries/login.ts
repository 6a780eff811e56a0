import { loginMachine } from '../../../../../machines/login.machine';
import { ApiError } from '../../../../api';
import { GESTURES } from '../gestures';
import { defineEntry } from '../machine-entry';
import { loginResponse, networkError } from './sample-data';

export const loginEntry = defineEntry({
  machine: loginMachine,
  purpose: 'The login form: sends email and password as typed, stores and announces the session.',
  source: 'machines/login.machine.ts',
  usedBy: '/login',
  actors: {
    logIn: {
      kind: 'promise',
      outcomes: [
        { label: 'Logged in as Aarav Sharma', result: 'success', output: loginResponse },
        {
          label: 'Wrong password (401)',
          result: 'failure',
          error: new ApiError('http', 'HTTP 401', 401, { error: 'Invalid email or password' }),
        },
        { label: 'Network error', result: 'failure', error: networkError },
      ],
    },
  },
  samples: {
    'login.change': [
      {
        label: 'login.change (email: demo@bazaar.in)',
        event: { type: 'login.change', field: 'email', value: 'demo@bazaar.in' },
      },
      {
        label: 'login.change (password: Demo@1234)',
        event: { type: 'login.change', field: 'password', value: 'Demo@1234' },
      },
    ],
  },
  sideEffects: {
    storeSession: 'writes token, refresh_token and user to storage',
    announceLogin: 'fires the userLoggedIn window event',
  },
  gestures: GESTURES.login,
});
