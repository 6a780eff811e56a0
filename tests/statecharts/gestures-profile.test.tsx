/**
 * The gestures of the account page's profile and PAN card forms (the profile and pan machines),
 * performed in the real screen; each machine's state read through XState inspection.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { server } from '../../mocks/node';
import { createGate } from '../utils/gate';
import { demoUser } from '../fixtures/users';
import { logInDemoShopper } from '../utils/render-route';
import {
  editProfile,
  field,
  gestureCases,
  open,
  openProfile,
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

async function openPan() {
  await logInDemoShopper();
  await open('/account');
  const menu = await screen.findByRole('navigation', { name: 'Account menu' });
  await user.click(within(menu).getByRole('button', { name: 'Pan Card' }));
  return within(screen.getByRole('form', { name: 'Pan Card' }));
}

const panDeclaration = () => screen.findByRole('checkbox', { name: /I do hereby declare/ });
const jpeg = () => new File(['jpeg'], 'pan.jpeg', { type: 'image/jpeg' });

const cases = gestureCases('profile', {
  profile: {
    'profile.retry': {
      perform: async () => {
        server.use(
          http.get('*/api/user/profile/', () => HttpResponse.json({}, { status: 500 }), {
            once: true,
          }),
        );
        await logInDemoShopper();
        await open('/account');
        await user.click(await screen.findByRole('button', { name: 'Try again' }));
      },
      state: 'loading',
      sees: async () => expect(await screen.findByRole('button', { name: 'Edit' })).toBeVisible(),
    },
    'profile.edit': {
      perform: async () => {
        await openProfile();
        await user.click(screen.getByRole('button', { name: 'Edit' }));
      },
      state: 'editing',
      context: { draft: { first_name: demoUser.first_name } },
      sees: async () => expect(await screen.findByRole('button', { name: 'Save' })).toBeVisible(),
    },
    'profile.change': {
      perform: async () => {
        await editProfile();
        await user.clear(await field('First Name'));
        await user.type(await field('First Name'), 'Vihaan');
      },
      state: 'editing',
      context: { draft: { first_name: 'Vihaan' } },
    },
    'profile.gender': {
      perform: async () => {
        await editProfile();
        await user.click(screen.getByRole('radio', { name: 'Female' }));
      },
      state: 'editing',
      context: { draft: { gender: 'female' } },
    },
    'profile.image': {
      perform: async () => {
        vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:preview');
        vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
        await editProfile();
        const picture = new File(['png'], 'me.png', { type: 'image/png' });
        await user.upload(screen.getByLabelText('Profile Picture'), picture);
      },
      state: 'editing',
      context: { draft: { image: expect.objectContaining({ name: 'me.png' }) } },
      sees: async () =>
        expect(
          await screen.findByRole('img', { name: 'Preview of the new profile picture' }),
        ).toBeInTheDocument(),
    },
    'profile.save': (() => {
      // The save is held until the machine has been seen saving; then the mock backend answers.
      let release = () => {};
      return {
        perform: async () => {
          const gate = createGate();
          release = gate.open;
          server.use(
            http.put('*/api/user/profile/', async () => {
              await gate.opened;
              return undefined;
            }),
          );
          await editProfile();
          await user.click(screen.getByRole('button', { name: 'Save' }));
        },
        state: 'saving',
        sees: async () => {
          expect(screen.queryByText('Profile updated successfully!')).not.toBeInTheDocument();
          release();
          expect(await screen.findByText('Profile updated successfully!')).toBeInTheDocument();
        },
      };
    })(),
    'profile.cancel': {
      perform: async () => {
        await editProfile();
        await user.click(screen.getByRole('button', { name: 'Cancel' }));
      },
      state: 'viewing',
      sees: async () => expect(await screen.findByRole('button', { name: 'Edit' })).toBeVisible(),
    },
  },
  pan: {
    'pan.change': {
      perform: async () => {
        const pan = await openPan();
        await user.type(pan.getByRole('textbox', { name: 'PAN Card Number' }), 'ABCDE1234F');
      },
      state: 'undeclared',
      context: { panNumber: 'ABCDE1234F' },
    },
    'pan.file': {
      perform: async () => {
        const pan = await openPan();
        await user.upload(pan.getByLabelText(/PAN Card Image/), jpeg());
      },
      state: 'undeclared',
      context: { file: expect.objectContaining({ name: 'pan.jpeg' }), fileError: null },
    },
    'pan.accept': {
      perform: async () => {
        await openPan();
        await user.click(await panDeclaration());
      },
      state: 'declared',
      sees: async () => expect(screen.getByRole('button', { name: 'Upload' })).toBeEnabled(),
    },
    'pan.decline': {
      perform: async () => {
        await openPan();
        await user.click(await panDeclaration());
        await waitFor(() => expect(screen.getByRole('button', { name: 'Upload' })).toBeEnabled());
        await user.click(await panDeclaration());
      },
      state: 'undeclared',
      sees: async () => expect(screen.getByRole('button', { name: 'Upload' })).toBeDisabled(),
    },
    'pan.upload': {
      perform: async () => {
        const pan = await openPan();
        await user.type(pan.getByRole('textbox', { name: 'PAN Card Number' }), 'ABCDE1234F');
        await user.type(pan.getByRole('textbox', { name: 'Full Name' }), 'Aarav Sharma');
        await user.upload(pan.getByLabelText(/PAN Card Image/), jpeg());
        await user.click(await panDeclaration());
        await waitFor(() => expect(pan.getByRole('button', { name: 'Upload' })).toBeEnabled());
        // jsdom's required check cannot see a file set by user-event, so it would refuse the
        // click on Upload; the submit it would fire is fired instead (a browser journey,
        // tests/e2e/account.e2e.ts, clicks Upload for real).
        fireEvent.submit(screen.getByRole('form', { name: 'Pan Card' }));
      },
      state: 'uploaded',
      context: { uploaded: { panNumber: 'ABCDE1234F', fullName: 'Aarav Sharma' } },
      sees: async () =>
        expect(
          await screen.findByText('PAN card details recorded on this device.'),
        ).toBeInTheDocument(),
    },
  },
});

describe('the gesture table', () => {
  it.each(cases)('%s: %s, sent on %s, takes the machine where the chart says', performsAsCharted);
});
