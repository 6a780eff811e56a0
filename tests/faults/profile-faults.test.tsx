import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { REQUEST_TIMEOUT_MS } from '../../src/api';
import { demoUser } from '../fixtures/users';
import { logInDemoShopper, renderRoute } from '../utils/render-route';
import {
  expectPageStillWorks,
  failOnUnhandledRejections,
  FAULTS,
  injectFault,
  installRequestClock,
  trackOpenRequests,
  type InjectedFault,
  type RequestClock,
} from './support';
import { settleQueuedWork } from '../utils/gate';

/** The account screen is a lazy chunk behind the token check: its first render takes a while. */
const FIRST_RENDER = { timeout: 10_000 };
/** For the same reason, a whole test may take a while on a busy machine. */
const SLOW = 40_000;

const section = () => within(screen.getByRole('region', { name: 'Account Information' }));
const field = (name: string) => screen.getByRole('textbox', { name });

async function passTheDeadline(
  clock: RequestClock,
  injected: InjectedFault,
  open: () => number,
  stillWaiting: () => void,
): Promise<void> {
  await waitFor(() => {
    expect(injected.hits()).toBe(1);
    expect(open()).toBe(1);
  });
  clock.advance(REQUEST_TIMEOUT_MS - 1);
  await settleQueuedWork();
  stillWaiting();
  clock.advance(1);
}

failOnUnhandledRejections();

describe("profile load fails: 'Failed to fetch user data.' (spec §8), with a way to retry", () => {
  it.each(FAULTS)(
    '%s',
    async (fault) => {
      await logInDemoShopper();
      const clock = installRequestClock();
      const requests = trackOpenRequests();
      const injected = injectFault('get', '*/api/user/profile/', fault);
      const rendered = await renderRoute('/account');

      if (fault === 'timeout') {
        await screen.findByRole('region', { name: 'Account Information' }, FIRST_RENDER);
        await passTheDeadline(clock, injected, requests.open, () => {
          expect(section().getByText('Loading...')).toBeVisible();
          expect(screen.queryByText('Failed to fetch user data.')).not.toBeInTheDocument();
        });
      }

      const message = await screen.findByText('Failed to fetch user data.', {}, FIRST_RENDER);
      expect(message.closest('[role="alert"]')).not.toBeNull();
      expect(section().getByRole('button', { name: 'Try again' })).toBeVisible();
      expect(screen.queryByRole('textbox', { name: 'First Name' })).not.toBeInTheDocument();
      // The session is untouched: the shopper is still signed in, the other sections still work.
      expect(screen.getByRole('button', { name: demoUser.first_name })).toBeInTheDocument();
      expect(localStorage.getItem('token')).not.toBeNull();
      await rendered.user.click(screen.getByRole('button', { name: 'Manage Addresses' }));
      expect(
        await screen.findByRole('group', { name: 'Saved address' }, FIRST_RENDER),
      ).toHaveTextContent('21, Dr D N Road, Fort, Mumbai, Maharashtra - 400001');
      await expectPageStillWorks(rendered);
    },
    SLOW,
  );
});

describe("profile save fails: 'Failed to update profile.' (spec §8), and the edits stay", () => {
  it.each(FAULTS)(
    '%s',
    async (fault) => {
      await logInDemoShopper();
      const clock = installRequestClock();
      const requests = trackOpenRequests();
      const rendered = await renderRoute('/account');
      const { user } = rendered;
      await screen.findByRole('textbox', { name: 'First Name' }, FIRST_RENDER);
      await waitFor(() => expect(requests.open()).toBe(0));
      const injected = injectFault('put', '*/api/user/profile/', fault);
      await user.click(section().getByRole('button', { name: 'Edit' }));
      await user.clear(field('First Name'));
      await user.click(field('First Name'));
      await user.paste('Vihaan');
      await user.click(screen.getByRole('radio', { name: 'Female' }));
      await user.click(section().getByRole('button', { name: 'Save' }));

      if (fault === 'timeout') {
        await passTheDeadline(clock, injected, requests.open, () => {
          expect(section().getByRole('button', { name: 'Save' })).toHaveAttribute(
            'aria-busy',
            'true',
          );
          expect(screen.queryByText('Failed to update profile.')).not.toBeInTheDocument();
        });
      }

      const message = await screen.findByText('Failed to update profile.');
      expect(message.closest('[role="alert"]')).not.toBeNull();
      expect(await section().findByRole('button', { name: 'Save' })).toHaveAttribute(
        'aria-busy',
        'false',
      );
      expect(field('First Name')).toHaveValue('Vihaan');
      expect(field('First Name')).not.toHaveAttribute('readonly');
      expect(screen.getByRole('radio', { name: 'Female' })).toBeChecked();
      expect(screen.queryByText('Profile updated successfully!')).not.toBeInTheDocument();
      // Nothing was saved, so the bar keeps the name it had.
      expect(screen.getByRole('button', { name: demoUser.first_name })).toBeInTheDocument();
      expect(injected.hits()).toBe(1);
      await expectPageStillWorks(rendered);
    },
    SLOW,
  );
});

describe('leaving the account screen cancels its calls', () => {
  it(
    'the profile load in flight is aborted',
    async () => {
      await logInDemoShopper();
      const hung = injectFault('get', '*/api/user/profile/', 'timeout');
      const rendered = await renderRoute('/account');
      await waitFor(() => expect(hung.hits()).toBe(1), FIRST_RENDER);
      await act(() => rendered.router.navigate({ to: '/faq' }));
      await waitFor(() => expect(hung.signals[0]!.aborted).toBe(true));
      expect(screen.queryByText('Failed to fetch user data.')).not.toBeInTheDocument();
    },
    SLOW,
  );

  it(
    'the profile save in flight is aborted',
    async () => {
      await logInDemoShopper();
      const rendered = await renderRoute('/account');
      const { user } = rendered;
      await screen.findByRole('textbox', { name: 'First Name' }, FIRST_RENDER);
      const hung = injectFault('put', '*/api/user/profile/', 'timeout');
      await user.click(section().getByRole('button', { name: 'Edit' }));
      await user.click(section().getByRole('button', { name: 'Save' }));
      await waitFor(() => expect(hung.hits()).toBe(1));
      await act(() => rendered.router.navigate({ to: '/faq' }));
      await waitFor(() => expect(hung.signals[0]!.aborted).toBe(true));
      expect(screen.queryByText('Failed to update profile.')).not.toBeInTheDocument();
    },
    SLOW,
  );
});
