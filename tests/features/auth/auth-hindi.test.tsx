import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../../../mocks/node';
import { DEMO_LOGIN } from '../../fixtures/users';
import { field } from '../../utils/form-fields';
import { findAlert } from '../../utils/form-messages';
import { renderRoute } from '../../utils/render-route';

/** Login and registration on Hindi pages (issue 29): their texts and every message in Hindi. */

async function openLogin() {
  const rendered = await renderRoute('/hi/login');
  await screen.findByRole('heading', { level: 1, name: 'लॉग इन' });
  return rendered;
}

async function logIn(user: Awaited<ReturnType<typeof openLogin>>['user'], password: string) {
  await user.type(screen.getByRole('textbox', { name: 'ईमेल' }), DEMO_LOGIN.email);
  await user.type(screen.getByLabelText('पासवर्ड'), password);
  await user.click(screen.getByRole('button', { name: 'लॉग इन करें' }));
}

describe('login in Hindi', () => {
  it('names the form, its fields, the agreement and its links in Hindi; links stay in Hindi', async () => {
    await openLogin();
    expect(screen.getByText('अपने ऑर्डर, विशलिस्ट और सुझाव देखने के लिए लॉग इन करें')).toBeInTheDocument();
    const form = screen.getByRole('form', { name: 'लॉग इन' });
    expect(within(form).getByRole('textbox', { name: 'ईमेल' })).toHaveAttribute(
      'autocomplete',
      'email',
    );
    expect(within(form).getByLabelText('पासवर्ड')).toHaveAttribute('type', 'password');
    const agreement = within(form).getByText(/^आगे बढ़ने पर आप Bazaar की/);
    expect(agreement).toHaveTextContent(
      'आगे बढ़ने पर आप Bazaar की इस्तेमाल की शर्तों और प्राइवेसी पॉलिसी से सहमत होते हैं।',
    );
    expect(within(agreement).getByRole('link', { name: 'इस्तेमाल की शर्तों' })).toHaveAttribute(
      'href',
      '/hi/terms',
    );
    expect(within(agreement).getByRole('link', { name: 'प्राइवेसी पॉलिसी' })).toHaveAttribute(
      'href',
      '/hi/privacy',
    );
    expect(within(form).getByText(/^Bazaar पर नए हैं\?/)).toHaveTextContent(
      'Bazaar पर नए हैं? साइन अप करें',
    );
    expect(within(form).getByRole('link', { name: 'साइन अप करें' })).toHaveAttribute(
      'href',
      '/hi/register',
    );
    expect(within(form).getByRole('button', { name: 'लॉग इन करें' })).toHaveAttribute(
      'type',
      'submit',
    );
  });

  it("says the server's 'Invalid email or password' in Hindi", async () => {
    const { user } = await openLogin();
    await logIn(user, 'not-the-password');
    expect(await findAlert()).toHaveTextContent('ईमेल या पासवर्ड गलत है');
  });

  it('says a failure without a response in Hindi', async () => {
    server.use(http.post('*/api/login/', () => HttpResponse.error()));
    const { user } = await openLogin();
    await logIn(user, DEMO_LOGIN.password);
    expect(await findAlert()).toHaveTextContent('नेटवर्क में गड़बड़ी');
  });

  it('shows a server text it has no message for exactly as sent', async () => {
    server.use(
      http.post('*/api/login/', () =>
        HttpResponse.json({ error: 'Account locked for 15 minutes.' }, { status: 403 }),
      ),
    );
    const { user } = await openLogin();
    await logIn(user, DEMO_LOGIN.password);
    expect(await findAlert()).toHaveTextContent(/^Account locked for 15 minutes\.$/);
  });

  it('logs in, says so in Hindi and stays on Hindi pages', async () => {
    const { user, address } = await openLogin();
    await logIn(user, DEMO_LOGIN.password);
    expect(await screen.findByText('लॉग इन हो गया!')).toBeInTheDocument();
    expect(address()).toBe('/hi/');
  });
});

const LABELS = ['पहला नाम', 'अंतिम नाम', 'ईमेल', 'फ़ोन नंबर', 'पासवर्ड', 'पासवर्ड दोबारा लिखें'];

async function openRegister() {
  const rendered = await renderRoute('/hi/register');
  await screen.findByRole('heading', { level: 1, name: 'अपना अकाउंट बनाएँ' });
  return rendered;
}

async function register(
  user: Awaited<ReturnType<typeof openRegister>>['user'],
  values: readonly string[],
) {
  for (const [index, label] of LABELS.entries()) {
    await user.type(field(label), values[index] ?? '');
  }
  await user.click(screen.getByRole('button', { name: 'रजिस्टर करें' }));
}

const NEW_SHOPPER = [
  'Priya',
  'Nair',
  'priya.hindi@example.in',
  '9812345678',
  'Sunrise@2024',
  'Sunrise@2024',
];

describe('registration in Hindi', () => {
  it('names the form, its six fields, the agreement and its links in Hindi', async () => {
    await openRegister();
    const form = screen.getByRole('form', { name: 'अपना अकाउंट बनाएँ' });
    for (const label of LABELS) expect(field(label)).toBeRequired();
    expect(within(form).getByText(/^रजिस्टर करके मैं/, { selector: 'p' })).toHaveTextContent(
      'रजिस्टर करके मैं इस्तेमाल की शर्तों और प्राइवेसी पॉलिसी से सहमत हूँ।',
    );
    expect(within(form).getByRole('link', { name: 'प्राइवेसी पॉलिसी' })).toHaveAttribute(
      'href',
      '/hi/privacy',
    );
    expect(within(form).getByText(/^पहले से अकाउंट है\?/)).toHaveTextContent(
      'पहले से अकाउंट है? लॉग इन करें',
    );
    expect(within(form).getByRole('link', { name: 'लॉग इन करें' })).toHaveAttribute(
      'href',
      '/hi/login',
    );
  });

  it("refuses differing passwords in Hindi: 'पासवर्ड मेल नहीं खाते!'", async () => {
    const { user } = await openRegister();
    await register(user, [...NEW_SHOPPER.slice(0, 5), 'Sunrise@2025']);
    expect(await findAlert()).toHaveTextContent('पासवर्ड मेल नहीं खाते!');
  });

  it("says the server's validation messages in Hindi, beside the field and in the banner", async () => {
    const { user } = await openRegister();
    await register(user, [...NEW_SHOPPER.slice(0, 3), '12345', ...NEW_SHOPPER.slice(4)]);
    expect(await findAlert()).toHaveTextContent('फ़ोन नंबर: 10 अंकों का सही भारतीय मोबाइल नंबर लिखें।');
    expect(field('फ़ोन नंबर')).toHaveAccessibleDescription('10 अंकों का सही भारतीय मोबाइल नंबर लिखें।');
  });

  it('registers and says so in Hindi', async () => {
    const { user } = await openRegister();
    await register(user, NEW_SHOPPER);
    expect(await screen.findByText('रजिस्ट्रेशन हो गया!')).toBeInTheDocument();
  });

  it('shows a field message it has no translation for as sent, under the Hindi label', async () => {
    server.use(
      http.post('*/api/register/', () =>
        HttpResponse.json(
          { errors: { email: ['Disposable addresses are not accepted.'] } },
          { status: 400 },
        ),
      ),
    );
    const { user } = await openRegister();
    await register(user, NEW_SHOPPER);
    expect(await findAlert()).toHaveTextContent('ईमेल: Disposable addresses are not accepted.');
    expect(field('ईमेल')).toHaveAccessibleDescription('Disposable addresses are not accepted.');
  });
});
