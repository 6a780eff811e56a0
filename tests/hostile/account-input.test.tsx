import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { demoUser } from '../fixtures/users';
import { failOnUnhandledRejections } from '../faults/support';
import { logInDemoShopper, renderRoute, type RenderedRoute } from '../utils/render-route';
import { expectNoInjectedMarkup, PAYLOADS } from './support';

/** The account screen is a lazy chunk behind the token check: its first render takes a while. */
const FIRST_RENDER = { timeout: 10_000 };
/** For the same reason, a whole test may take a while on a busy machine. */
const SLOW = 40_000;
const HUGE = 'x'.repeat(10_000);

const section = (name: string) => within(screen.getByRole('region', { name }));

async function openAccount(): Promise<RenderedRoute> {
  await logInDemoShopper();
  const rendered = await renderRoute('/account');
  await screen.findByRole('textbox', { name: 'First Name' }, FIRST_RENDER);
  return rendered;
}

async function replace(rendered: RenderedRoute, input: HTMLElement, value: string) {
  await rendered.user.clear(input);
  await rendered.user.click(input);
  await rendered.user.paste(value);
}

async function saveNames(rendered: RenderedRoute, first: string, last: string): Promise<void> {
  const profile = section('Account Information');
  await rendered.user.click(profile.getByRole('button', { name: 'Edit' }));
  await replace(rendered, profile.getByRole('textbox', { name: 'First Name' }), first);
  await replace(rendered, profile.getByRole('textbox', { name: 'Last Name' }), last);
  await rendered.user.click(profile.getByRole('button', { name: 'Save' }));
}

failOnUnhandledRejections();

describe('profile names', () => {
  it.each([
    ['script payloads', PAYLOADS.img, PAYLOADS.svg],
    ['right-to-left text', 'محمد', 'عبد الله'],
    ['emoji and Devanagari', 'आरव 🌸', 'शर्मा'],
  ])(
    '%s are saved and shown as written, in the form and the bar',
    async (_kind, first, last) => {
      const rendered = await openAccount();
      await saveNames(rendered, first, last);
      expect(await screen.findByText('Profile updated successfully!')).toBeVisible();
      const profile = section('Account Information');
      expect(profile.getByRole('textbox', { name: 'First Name' })).toHaveValue(first);
      expect(profile.getByRole('textbox', { name: 'Last Name' })).toHaveValue(last);
      expect(await screen.findByRole('button', { name: first })).toBeInTheDocument();
      expectNoInjectedMarkup();
    },
    SLOW,
  );

  it(
    "10,000 characters: the server's limit shows beside the field, and the text stays",
    async () => {
      const rendered = await openAccount();
      await saveNames(rendered, HUGE, HUGE);
      expect(await screen.findByText('Failed to update profile.')).toBeVisible();
      const first = section('Account Information').getByRole('textbox', { name: 'First Name' });
      expect(first).toHaveValue(HUGE);
      expect(first).toHaveAttribute('aria-invalid', 'true');
      expect(first).toHaveAccessibleDescription(
        expect.stringContaining('Ensure this field has no more than 50 characters.'),
      );
      expect(screen.getByRole('button', { name: demoUser.first_name })).toBeInTheDocument();
    },
    SLOW,
  );
});

describe('address fields', () => {
  it(
    'script payloads, right-to-left text and long text are kept and shown as text; past the cap is refused',
    async () => {
      const rendered = await openAccount();
      const { user } = rendered;
      const menu = within(screen.getByRole('navigation', { name: 'Account menu' }));
      await user.click(menu.getByRole('button', { name: 'Manage Addresses' }));
      await user.click(
        await section('Manage Addresses').findByRole('button', { name: 'Add Address' }),
      );
      const dialog = within(await screen.findByRole('dialog', { name: 'Add Address' }));
      const values: Record<string, string> = {
        Name: PAYLOADS.img,
        Mobile: '9876543210',
        Pincode: '560001',
        Locality: PAYLOADS.script,
        Address: HUGE,
        City: 'الرياض',
        'Landmark (optional)': '🏪 कोने पर',
      };
      for (const [name, value] of Object.entries(values)) {
        await user.click(dialog.getByRole('textbox', { name }));
        await user.paste(value);
      }
      await user.selectOptions(dialog.getByRole('combobox', { name: 'State' }), 'Karnataka');
      await user.click(dialog.getByRole('button', { name: 'Save' }));
      // The server keeps at most 500 characters of an address; the form says so before sending.
      expect(dialog.getByRole('textbox', { name: 'Address' })).toHaveAccessibleDescription(
        expect.stringContaining('Ensure this field has no more than 500 characters.'),
      );

      const address = `${'x'.repeat(450)} ${PAYLOADS.svg}`;
      await replace(rendered, dialog.getByRole('textbox', { name: 'Address' }), address);
      await user.click(dialog.getByRole('button', { name: 'Save' }));

      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      const card = section('Manage Addresses').getAllByRole('group', { name: 'Saved address' })[1]!;
      expect(card).toHaveTextContent(PAYLOADS.img);
      expect(card).toHaveTextContent(PAYLOADS.script);
      expect(card).toHaveTextContent(PAYLOADS.svg);
      expect(card).toHaveTextContent(address);
      expect(card).toHaveTextContent('الرياض');
      expect(card).toHaveTextContent('Landmark: 🏪 कोने पर');
      expectNoInjectedMarkup();
    },
    SLOW,
  );
});
