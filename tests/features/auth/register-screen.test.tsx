import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { server } from '../../../mocks/node';
import { DEMO_LOGIN } from '../../fixtures/users';
import { renderRoute } from '../../utils/render-route';
import { countRequests } from './auth-fixtures';
import { expectNoAlert, findAlert } from '../../utils/form-messages';
import { createGate } from '../../utils/gate';
import { field } from '../../utils/form-fields';

const LABELS = ['First Name', 'Last Name', 'Email', 'Phone', 'Password', 'Confirm Password'];

const NEW_SHOPPER = {
  'First Name': 'Priya',
  'Last Name': 'Nair',
  Email: 'priya.nair@example.in',
  Phone: '9812345678',
  Password: 'Sunrise@2024',
  'Confirm Password': 'Sunrise@2024',
};

type Shopper = typeof NEW_SHOPPER;

async function openRegister() {
  const rendered = await renderRoute('/register');
  await screen.findByRole('heading', { level: 1, name: 'Create Your Account' });
  return rendered;
}

async function fillForm(user: Awaited<ReturnType<typeof openRegister>>['user'], values: Shopper) {
  for (const label of LABELS) {
    await user.type(field(label), values[label as keyof Shopper]);
  }
}

function submit(user: Awaited<ReturnType<typeof openRegister>>['user']) {
  return user.click(screen.getByRole('button', { name: 'Register' }));
}

describe('registration screen', () => {
  it('has the six required, labelled fields with autocomplete, masked passwords, the agreement line and the links', async () => {
    await openRegister();
    const autocomplete = [
      'given-name',
      'family-name',
      'email',
      'tel',
      'new-password',
      'new-password',
    ];
    LABELS.forEach((label, index) => {
      const input = field(label);
      expect(input).toBeRequired();
      expect(input).toHaveAttribute('autocomplete', autocomplete[index]);
    });
    expect(field('Password')).toHaveAttribute('type', 'password');
    expect(field('Confirm Password')).toHaveAttribute('type', 'password');
    expect(screen.getByRole('textbox', { name: 'First Name' })).toBe(field('First Name'));
    const form = screen.getByRole('form', { name: 'Create Your Account' });
    expect(within(form).getByText(/By registering, I agree to the/)).toBeInTheDocument();
    expect(within(form).getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute(
      'href',
      '/privacy',
    );
    expect(within(form).getByRole('link', { name: 'Terms of Use' })).toHaveAttribute(
      'href',
      '/terms',
    );
    expect(within(form).getByText(/Already have an account\?/)).toBeInTheDocument();
    expect(within(form).getByRole('link', { name: 'Log In' })).toHaveAttribute('href', '/login');
  });

  it('sends nothing while a required field is empty (browser-level check)', async () => {
    const registrations = countRequests('POST', '/api/register/');
    const { user } = await openRegister();
    await submit(user);
    expect(registrations.count()).toBe(0);
    expectNoAlert();
  });

  it("says 'Passwords do not match!' and sends nothing when the passwords differ", async () => {
    const registrations = countRequests('POST', '/api/register/');
    const { user } = await openRegister();
    await fillForm(user, { ...NEW_SHOPPER, 'Confirm Password': 'Sunrise@2025' });
    await submit(user);
    expect(await findAlert()).toHaveTextContent('Passwords do not match!');
    expect(registrations.count()).toBe(0);
  });

  it("registers: 'User registered successfully!', error cleared, all six fields empty", async () => {
    vi.spyOn(console, 'info').mockImplementation(() => {});
    const { user } = await openRegister();
    await fillForm(user, { ...NEW_SHOPPER, 'Confirm Password': 'different' });
    await submit(user);
    await findAlert();
    await user.clear(field('Confirm Password'));
    await user.type(field('Confirm Password'), NEW_SHOPPER.Password);
    await submit(user);

    const success = await screen.findByText('User registered successfully!');
    expect(success.closest('[role="status"]')).not.toBeNull();
    expectNoAlert();
    for (const label of LABELS) expect(field(label)).toHaveValue('');
  });

  it("shows the server's errors per field and readably in the banner, keeps the input, clears the success", async () => {
    vi.spyOn(console, 'info').mockImplementation(() => {});
    const { user } = await openRegister();
    await fillForm(user, NEW_SHOPPER);
    await submit(user);
    await screen.findByText('User registered successfully!');

    // The same email again (now taken) and a phone number that is not one.
    await fillForm(user, { ...NEW_SHOPPER, Phone: '12345' });
    await submit(user);

    const banner = await findAlert();
    expect(banner).toHaveTextContent('Email: A user with this email already exists.');
    expect(banner).toHaveTextContent('Phone: Enter a valid 10-digit Indian mobile number.');
    expect(screen.queryByText('User registered successfully!')).not.toBeInTheDocument();

    const email = field('Email');
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription('A user with this email already exists.');
    expect(email).toHaveAccessibleErrorMessage('A user with this email already exists.');
    expect(field('Phone')).toHaveAccessibleDescription(
      'Enter a valid 10-digit Indian mobile number.',
    );
    expect(field('First Name')).not.toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveValue(NEW_SHOPPER.Email);
    expect(field('Phone')).toHaveValue('12345');
    expect(field('Password')).toHaveValue(NEW_SHOPPER.Password);
  });

  it("says 'Registration failed! Please try again.' when the failure has no errors field", async () => {
    server.use(
      http.post('*/api/register/', () =>
        HttpResponse.json({ error: 'Service unavailable' }, { status: 503 }),
      ),
    );
    const { user } = await openRegister();
    await fillForm(user, NEW_SHOPPER);
    await submit(user);
    expect(await findAlert()).toHaveTextContent('Registration failed! Please try again.');
    expect(field('First Name')).toHaveValue('Priya');
  });

  it("says 'Registration failed! Please try again.' on a network failure", async () => {
    server.use(http.post('*/api/register/', () => HttpResponse.error()));
    const { user } = await openRegister();
    await fillForm(user, NEW_SHOPPER);
    await submit(user);
    expect(await findAlert()).toHaveTextContent('Registration failed! Please try again.');
  });

  it('marks Register busy while sending and sends one request for a double submit', async () => {
    const answer = createGate();
    server.use(
      http.post('*/api/register/', async () => {
        await answer.opened;
        return HttpResponse.json({ errors: { email: ['Taken.'] } }, { status: 400 });
      }),
    );
    const registrations = countRequests('POST', '/api/register/');
    const { user } = await openRegister();
    await fillForm(user, NEW_SHOPPER);
    const button = screen.getByRole('button', { name: 'Register' });
    await user.dblClick(button);
    await waitFor(() => expect(button).toHaveAttribute('aria-busy', 'true'));
    await user.click(button);
    answer.open();
    expect(await findAlert()).toHaveTextContent('Email: Taken.');
    expect(button).toHaveAttribute('aria-busy', 'false');
    expect(registrations.count()).toBe(1);
  });

  it('registers the demo email only once: a second shopper with it gets the field error', async () => {
    const { user } = await openRegister();
    await fillForm(user, { ...NEW_SHOPPER, Email: DEMO_LOGIN.email });
    await submit(user);
    expect(await findAlert()).toHaveTextContent('Email: A user with this email already exists.');
  });
});
