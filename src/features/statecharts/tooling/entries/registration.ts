import { registrationMachine } from '../../../../../machines/registration.machine';
import { ApiError } from '../../../../api';
import { GESTURES } from '../gestures';
import { defineEntry } from '../machine-entry';
import { networkError, registerResponse } from './sample-data';

export const registrationEntry = defineEntry({
  machine: registrationMachine,
  purpose:
    "The registration form: refuses differing passwords before sending, shows the server's answer.",
  source: 'machines/registration.machine.ts',
  usedBy: '/register',
  actors: {
    registerUser: {
      kind: 'promise',
      outcomes: [
        { label: 'Registered', result: 'success', output: registerResponse },
        {
          label: 'Email taken (400)',
          result: 'failure',
          error: new ApiError('http', 'HTTP 400', 400, {
            errors: { email: ['A user with this email already exists.'] },
          }),
        },
        { label: 'Network error', result: 'failure', error: networkError },
      ],
    },
  },
  samples: {
    // Two fields are enough to make the passwords differ and then agree, both guard branches.
    'registration.change': [
      {
        label: 'registration.change (password: Demo@1234)',
        event: { type: 'registration.change', field: 'password', value: 'Demo@1234' },
      },
      {
        label: 'registration.change (con_password: Demo@1234)',
        event: { type: 'registration.change', field: 'con_password', value: 'Demo@1234' },
      },
    ],
  },
  sideEffects: {
    logResponse: 'logs the registration response',
  },
  gestures: GESTURES.registration,
});
