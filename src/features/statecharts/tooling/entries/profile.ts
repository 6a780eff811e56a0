import { profileMachine } from '../../../../../machines/profile.machine';
import { ApiError } from '../../../../api';
import { GESTURES } from '../gestures';
import { defineEntry } from '../machine-entry';
import { aaravProfile, networkError, notAPicture, picture } from './sample-data';

export const profileEntry = defineEntry({
  machine: profileMachine,
  purpose:
    'Account Information: loads the profile, read-only until Edit, saves the names, gender and picture.',
  source: 'machines/profile.machine.ts',
  usedBy: '/account (Account Information)',
  actors: {
    loadProfile: {
      kind: 'promise',
      outcomes: [
        { label: 'Profile of Aarav Sharma', result: 'success', output: aaravProfile },
        { label: 'No token stored', result: 'success', output: null },
        {
          label: 'Server error (500)',
          result: 'failure',
          error: new ApiError('http', 'HTTP 500', 500, { error: 'Internal Server Error' }),
        },
      ],
    },
    saveProfile: {
      kind: 'promise',
      outcomes: [
        {
          label: 'Saved',
          result: 'success',
          output: { ...aaravProfile, first_name: 'Vihaan', gender: 'male' },
        },
        {
          label: 'First name refused (400)',
          result: 'failure',
          error: new ApiError('http', 'HTTP 400', 400, {
            errors: { first_name: ['Ensure this field has no more than 50 characters.'] },
          }),
        },
        { label: 'Network error', result: 'failure', error: networkError },
      ],
    },
  },
  samples: {
    'profile.change': [
      {
        label: 'profile.change (first_name: Vihaan)',
        event: { type: 'profile.change', field: 'first_name', value: 'Vihaan' },
      },
    ],
    'profile.gender': [
      { label: 'profile.gender (female)', event: { type: 'profile.gender', gender: 'female' } },
    ],
    'profile.image': [
      { label: 'profile.image (me.png)', event: { type: 'profile.image', file: picture } },
      {
        label: 'profile.image (notes.txt, not an image)',
        event: { type: 'profile.image', file: notAPicture },
      },
      {
        label: 'profile.image (none: keep the current one)',
        event: { type: 'profile.image', file: null },
      },
    ],
  },
  // The walkthrough's profile tells no real session: tellSession is one of its logged effects.
  input: { session: { updateUser: () => undefined } },
  sideEffects: {
    tellSession:
      'sends session.userUpdated to the app-wide session actor, so the navigation bar shows the new name',
  },
  gestures: GESTURES.profile,
});
