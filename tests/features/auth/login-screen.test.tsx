import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { server } from '../../../mocks/node';
import { DEMO_LOGIN, demoUser } from '../../fixtures/users';
import { renderRoute } from '../../utils/render-route';
import { countRequests } from './auth-fixtures';
import { findAlert } from '../../utils/form-messages';
import { createGate } from '../../utils/gate';

async function openLogin() {
  const rendered = await renderRoute('/login');
  await screen.findByRole('heading', { level: 1, name: 'Login' });
  const form = screen.getByRole('form', { name: 'Login' });
  return { ...rendered, form };
}

async function typeCredentials(
  user: Awaited<ReturnType<typeof openLogin>>['user'],
  email: string,
  password: string,
) {
  if (email) await user.type(screen.getByRole('textbox', { name: 'Email' }), email);
  if (password) await user.type(screen.getByLabelText('Password'), password);
}

describe('login screen', () => {
  it('has labelled fields with autocomplete, a masked password, the terms and privacy text and a Sign Up link', async () => {
    const { form } = await openLogin();
    const email = within(form).getByRole('textbox', { name: 'Email' });
    expect(email).toHaveAttribute('autocomplete', 'email');
    expect(email).not.toBeRequired();
    const password = within(form).getByLabelText('Password');
    expect(password).toHaveAttribute('type', 'password');
    expect(password).toHaveAttribute('autocomplete', 'current-password');
    expect(within(form).getByText(/By continuing, you agree to/)).toBeInTheDocument();
    expect(within(form).getByRole('link', { name: 'Terms of Use' })).toHaveAttribute(
      'href',
      '/terms',
    );
    expect(within(form).getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute(
      'href',
      '/privacy',
    );
    expect(within(form).getByRole('link', { name: 'Sign Up' })).toHaveAttribute(
      'href',
      '/register',
    );
    expect(within(form).getByRole('button', { name: 'Login' })).toHaveAttribute('type', 'submit');
  });

  it("logs in: stores the session, fires userLoggedIn, goes to / and says 'Login successful!'", async () => {
    const loggedIn = vi.fn();
    window.addEventListener('userLoggedIn', loggedIn);
    onTestFinished(() => window.removeEventListener('userLoggedIn', loggedIn));
    const { user, location } = await openLogin();
    await typeCredentials(user, DEMO_LOGIN.email, DEMO_LOGIN.password);
    await user.click(screen.getByRole('button', { name: 'Login' }));

    await waitFor(() => expect(location()).toBe('/'));
    // Said on the page it went to, as a status message for assistive technology.
    const message = await screen.findByText('Login successful!');
    expect(message.closest('[role="status"]')).not.toBeNull();
    expect(localStorage.getItem('token')).toMatch(/\S/);
    expect(localStorage.getItem('refresh_token')).toMatch(/\S/);
    expect(JSON.parse(localStorage.getItem('user') ?? '{}')).toMatchObject({
      first_name: demoUser.first_name,
    });
    expect(loggedIn).toHaveBeenCalledTimes(1);
    // The navigation bar now greets the shopper; no token ever reaches the URL.
    expect(await screen.findAllByText(demoUser.first_name)).not.toHaveLength(0);
    expect(location()).not.toContain(localStorage.getItem('token') ?? '-');
  });

  it('returns to the same-site page that sent the shopper here (issue 25)', async () => {
    const { user, location } = await renderRoute('/login?redirect=%2Fmy-order');
    await screen.findByRole('heading', { level: 1, name: 'Login' });
    await typeCredentials(user, DEMO_LOGIN.email, DEMO_LOGIN.password);
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'My Orders' })).toBeInTheDocument();
    expect(location()).toBe('/my-order');
  });

  it('goes to / when the page to return to is on another site (issue 25)', async () => {
    const { user, location } = await renderRoute('/login?redirect=%2F%2Fevil.example');
    await screen.findByRole('heading', { level: 1, name: 'Login' });
    await typeCredentials(user, DEMO_LOGIN.email, DEMO_LOGIN.password);
    await user.click(screen.getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(location()).toBe('/'));
    expect(await screen.findByRole('button', { name: demoUser.first_name })).toBeInTheDocument();
  });

  it("shows the response's error field when the credentials are wrong", async () => {
    const { user, location } = await openLogin();
    await typeCredentials(user, DEMO_LOGIN.email, 'wrong-password');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await findAlert()).toHaveTextContent('Invalid email or password');
    expect(location()).toBe('/login');
    expect(localStorage.getItem('token')).toBeNull();
    // What was typed stays.
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveValue(DEMO_LOGIN.email);
  });

  it('sends the fields as typed, without client checks', async () => {
    const { user } = await openLogin();
    let body: unknown = null;
    server.use(
      http.post('*/api/login/', async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ error: 'Email and password are required.' }, { status: 400 });
      }),
    );
    await typeCredentials(user, '  not an email ', '');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await findAlert()).toHaveTextContent('Email and password are required.');
    expect(body).toEqual({ email: '  not an email ', password: '' });
  });

  it("says 'Something went wrong' when the response has no error field", async () => {
    server.use(http.post('*/api/login/', () => new HttpResponse('Bad gateway', { status: 502 })));
    const { user } = await openLogin();
    await typeCredentials(user, DEMO_LOGIN.email, DEMO_LOGIN.password);
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await findAlert()).toHaveTextContent('Something went wrong');
  });

  it("says 'Network error' when no response arrives", async () => {
    server.use(http.post('*/api/login/', () => HttpResponse.error()));
    const { user } = await openLogin();
    await typeCredentials(user, DEMO_LOGIN.email, DEMO_LOGIN.password);
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await findAlert()).toHaveTextContent('Network error');
  });

  it('marks the button busy while sending, and a double submit sends one request', async () => {
    const answer = createGate();
    server.use(
      http.post('*/api/login/', async () => {
        await answer.opened;
        return HttpResponse.json({ error: 'Invalid email or password' }, { status: 401 });
      }),
    );
    const logins = countRequests('POST', '/api/login/');
    const { user, form } = await openLogin();
    await typeCredentials(user, DEMO_LOGIN.email, 'wrong-password');
    fireEvent.submit(form);
    fireEvent.submit(form);
    const button = screen.getByRole('button', { name: 'Login' });
    await waitFor(() => expect(button).toHaveAttribute('aria-busy', 'true'));
    await user.click(button);
    answer.open();
    expect(await findAlert()).toHaveTextContent('Invalid email or password');
    expect(button).toHaveAttribute('aria-busy', 'false');
    expect(logins.count()).toBe(1);
  });
});
