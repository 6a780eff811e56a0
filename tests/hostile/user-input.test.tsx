import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, onTestFinished } from 'vitest';
import { server } from '../../mocks/node';
import { MAX_TEXT_LENGTH } from '../../src/lib/listing-search';
import { failOnUnhandledRejections } from '../faults/support';
import { DEMO_LOGIN } from '../fixtures/users';
import { renderRoute, type RenderedRoute } from '../utils/render-route';
import { expectNoInjectedMarkup, HOSTILE_TEXT, PAYLOADS } from './support';
import { findAlert } from '../utils/form-messages';
import { expectConsole } from '../utils/console';
import { field, fill } from '../utils/form-fields';

const SEARCH_PLACEHOLDER = 'Search for Products, Brands and More';

const HUGE = 'x'.repeat(10_000);
/** Steps that hash a password or load a screen's chunk: slow on a busy machine. */
const SLOW_STEP = { timeout: 5_000 };

function recordProductQueries(): URLSearchParams[] {
  const queries: URLSearchParams[] = [];
  const listener = ({ request }: { request: Request }) => {
    const url = new URL(request.url);
    if (url.pathname === '/api/products/') queries.push(url.searchParams);
  };
  server.events.on('request:start', listener);
  onTestFinished(() => server.events.removeListener('request:start', listener));
  return queries;
}

async function search(rendered: RenderedRoute, text: string): Promise<void> {
  await rendered.user.click(await screen.findByRole('combobox', { name: SEARCH_PLACEHOLDER }));
  await rendered.user.paste(text);
  await rendered.user.keyboard('{Enter}');
}

interface Registration {
  first: string;
  last: string;
  email: string;
  phone?: string;
  password?: string;
}

async function register(rendered: RenderedRoute, shopper: Registration): Promise<void> {
  await screen.findByRole('heading', { level: 1, name: 'Create Your Account' });
  const password = shopper.password ?? 'Sunrise@2024';
  const values: Record<string, string> = {
    'First Name': shopper.first,
    'Last Name': shopper.last,
    Email: shopper.email,
    Phone: shopper.phone ?? '9812345678',
    Password: password,
    'Confirm Password': password,
  };
  for (const [label, value] of Object.entries(values)) await fill(rendered.user, label, value);
  await rendered.user.click(screen.getByRole('button', { name: 'Register' }));
}

async function logIn(rendered: RenderedRoute, email: string, password: string): Promise<void> {
  await act(() => rendered.router.navigate({ to: '/login' }));
  await screen.findByRole('heading', { level: 1, name: 'Login' }, SLOW_STEP);
  await fill(rendered.user, 'Email', email);
  await fill(rendered.user, 'Password', password);
  await rendered.user.click(screen.getByRole('button', { name: 'Login' }));
}

failOnUnhandledRejections();

describe('the search query', () => {
  it('a script payload is searched for as text and shown as text', async () => {
    const queries = recordProductQueries();
    const rendered = await renderRoute('/');
    await search(rendered, PAYLOADS.img);
    await waitFor(() => expect(queries.at(-1)?.get('keyword')).toBe(PAYLOADS.img));
    expect(await screen.findByText(`Search results for "${PAYLOADS.img}"`)).toBeVisible();
    expect(await screen.findByText('(Showing 0 products)')).toBeVisible();
    expectNoInjectedMarkup();
  });

  it('10,000 characters: the box keeps the longest search the listing reads, and searches for it', async () => {
    const queries = recordProductQueries();
    const rendered = await renderRoute('/');
    await search(rendered, HUGE);
    const kept = HUGE.slice(0, MAX_TEXT_LENGTH);
    expect(screen.getByRole('combobox', { name: SEARCH_PLACEHOLDER })).toHaveValue(kept);
    await waitFor(() => expect(rendered.location()).toBe(`/search/?q=${kept}`));
    await waitFor(() => expect(queries.at(-1)?.get('keyword')).toBe(kept));
    expect(await screen.findByText(`Search results for "${kept}"`)).toBeVisible();
    expect(await screen.findByText(/^\(Showing \d+ products\)$/)).toBeVisible();
  });

  it('a 10,000-character search in the address is dropped as junk: everything is listed, no keyword sent', async () => {
    const queries = recordProductQueries();
    const rendered = await renderRoute(`/search/?q=${HUGE}`);
    expect(await screen.findByText('Search results')).toBeVisible();
    expect(await screen.findByRole('heading', { level: 1, name: "Men's Footwear" })).toBeVisible();
    await waitFor(() => expect(queries).toHaveLength(1));
    expect(queries[0]!.has('keyword')).toBe(false);
    expect(rendered.location()).toContain('/search/');
    expect(await screen.findByText(/^\(Showing \d+ products\)$/)).toBeVisible();
  });

  it.each([
    ['Devanagari', 'कुर्ता'],
    ['emoji', '👟 sneakers'],
    ['right-to-left', 'حذاء'],
  ])('%s text is searched for as typed and shown as typed', async (_kind, text) => {
    const queries = recordProductQueries();
    const rendered = await renderRoute('/');
    await search(rendered, text);
    await waitFor(() => expect(queries.at(-1)?.get('keyword')).toBe(text));
    expect(await screen.findByText(`Search results for "${text}"`)).toBeVisible();
    expect(await screen.findByText(/^\(Showing \d+ products\)$/)).toBeVisible();
  });
});

describe('registration', () => {
  it("10,000-character fields get the server's clear per-field errors, and stay as typed", async () => {
    const rendered = await renderRoute('/register');
    await register(rendered, {
      first: HUGE,
      last: HUGE,
      email: `${HUGE}@example.in`,
      phone: HUGE,
      password: HUGE,
    });
    const banner = await findAlert();
    expect(banner).toHaveTextContent(
      'First Name: Ensure this field has no more than 50 characters.',
    );
    expect(banner).toHaveTextContent(
      'Last Name: Ensure this field has no more than 50 characters.',
    );
    expect(banner).toHaveTextContent('Email: Enter a valid email address.');
    expect(banner).toHaveTextContent('Phone: Enter a valid 10-digit Indian mobile number.');
    expect(banner).toHaveTextContent('Password: Password must be at most 128 characters long.');
    expect(field('First Name')).toHaveValue(HUGE);
    expect(field('First Name')).toHaveAttribute('aria-invalid', 'true');
    expect(field('Password')).toHaveValue(HUGE);
  });

  it.each([
    ['Devanagari', { first: 'आरव', last: 'शर्मा', email: 'aarav.hi@example.in' }],
    ['emoji and accents', { first: 'Zoë 🌸', last: 'D’Souza', email: 'zoe@example.in' }],
    ['right-to-left', { first: 'محمد', last: 'عبد الله', email: 'mohammed@example.in' }],
    ['a script payload', { first: PAYLOADS.img, last: PAYLOADS.svg, email: 'x@example.in' }],
  ])('%s names register, log in and show in the navigation bar as written', async (_k, who) => {
    const logged = expectConsole('info', 'Registration response');
    const rendered = await renderRoute('/register');
    await register(rendered, who);
    expect(await screen.findByText('User registered successfully!', {}, SLOW_STEP)).toBeVisible();
    expect(logged).toHaveBeenCalledWith(
      'Registration response',
      expect.objectContaining({ user: expect.objectContaining({ first_name: who.first }) }),
    );
    await logIn(rendered, who.email, 'Sunrise@2024');
    await waitFor(() => expect(rendered.location()).toBe('/'), SLOW_STEP);
    const account = await screen.findByRole('button', { name: who.first }, SLOW_STEP);
    // A right-to-left name keeps its own direction inside the left-to-right bar.
    expect(within(account).getByText(who.first)).toHaveAttribute('dir', 'auto');
    expectNoInjectedMarkup();
  });
});

describe('login', () => {
  it.each([
    ['10,000-character email and password', `${HUGE}@example.in`, HUGE],
    ['10,000-character password for a real account', DEMO_LOGIN.email, HUGE],
    ['script payloads', `${PAYLOADS.img}@example.in`, HOSTILE_TEXT],
    ['right-to-left text', 'محمد@example.in', 'كلمة السر'],
  ])('%s: the server answer shows, the input stays', async (_kind, email, password) => {
    const rendered = await renderRoute('/login');
    await screen.findByRole('heading', { level: 1, name: 'Login' });
    await fill(rendered.user, 'Email', email);
    await fill(rendered.user, 'Password', password);
    await rendered.user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await findAlert(SLOW_STEP)).toHaveTextContent('Invalid email or password');
    expect(field('Email')).toHaveValue(email);
    expect(field('Password')).toHaveValue(password);
    expectNoInjectedMarkup();
  });
});
