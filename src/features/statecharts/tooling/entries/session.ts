import { sessionMachine } from '../../../../../machines/session.machine';
import { ApiError } from '../../../../api';
import { GESTURES } from '../gestures';
import { defineEntry } from '../machine-entry';
import { aarav } from './sample-data';

export const sessionEntry = defineEntry({
  machine: sessionMachine,
  purpose:
    'The one app-wide session: checks the stored token, follows logins and logouts in this tab and others, and logs out.',
  source: 'machines/session.machine.ts',
  usedBy:
    'src/app/session.tsx (the router context: route guards, /logout; every page: the navigation bar)',
  actors: {
    checkSession: {
      kind: 'promise',
      outcomes: [
        { label: 'Token valid: Aarav Sharma', result: 'success', output: aarav },
        { label: 'Nothing stored', result: 'success', output: null },
        {
          label: 'Token refused (401)',
          result: 'failure',
          error: new ApiError('http', 'HTTP 401', 401, { error: 'Invalid or expired token' }),
        },
        {
          label: 'No answer (offline)',
          result: 'failure',
          error: new ApiError('network', 'Network error: Failed to fetch', null, null),
        },
      ],
    },
    recheckSession: {
      kind: 'promise',
      outcomes: [
        { label: 'Back online, token valid: Aarav Sharma', result: 'success', output: aarav },
        { label: 'Back online, nothing stored', result: 'success', output: null },
        {
          label: 'Back online, token refused (401)',
          result: 'failure',
          error: new ApiError('http', 'HTTP 401', 401, { error: 'Invalid or expired token' }),
        },
        {
          label: 'Back online, still no answer',
          result: 'failure',
          error: new ApiError('network', 'Network error: Failed to fetch', null, null),
        },
      ],
    },
    watchSession: {
      kind: 'callback',
      note: 'Relays the userLoggedIn/userLoggedOut window events and other tabs’ storage changes as session.login / session.loggedOut.',
    },
  },
  samples: {
    'session.login': [
      { label: 'session.login (Aarav Sharma)', event: { type: 'session.login', user: aarav } },
    ],
    'session.userUpdated': [
      {
        label: 'session.userUpdated (first name Vihaan)',
        event: {
          type: 'session.userUpdated',
          changes: {
            first_name: 'Vihaan',
            last_name: aarav.last_name,
            gender: aarav.gender,
            image_url: aarav.image_url,
          },
        },
      },
    ],
  },
  sideEffects: {
    clearStoredSession: 'removes token, refresh_token and user from storage',
    storeUser:
      'writes the updated user into storage (other tabs follow through their storage event)',
    announceLogout: 'fires the userLoggedOut window event',
    logCheckFailure: "logs 'Authentication check failed'",
    keepStoredUser:
      'reads the user from storage (the session kept while the server is unreachable)',
  },
  gestures: GESTURES.session,
});
