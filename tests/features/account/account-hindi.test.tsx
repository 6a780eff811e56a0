import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { getAddresses } from '../../../src/api';
import { field } from '../../utils/form-fields';
import { logInDemoShopper, renderRoute } from '../../utils/render-route';

/** My Account on a Hindi page (issue 29): the profile, PAN card and address book in Hindi. */

const SLOW = 30_000;

async function openHindiAccount() {
  await logInDemoShopper();
  const rendered = await renderRoute('/hi/account');
  await screen.findByRole('textbox', { name: 'पहला नाम' }, { timeout: 10_000 });
  return rendered;
}

type User = Awaited<ReturnType<typeof openHindiAccount>>['user'];

const menu = () => within(screen.getByRole('navigation', { name: 'अकाउंट मेन्यू' }));

async function choose(user: User, section: string) {
  await user.click(menu().getByRole('button', { name: section }));
  return within(await screen.findByRole('region', { name: section }));
}

describe('My Account in Hindi', () => {
  it(
    'shows the menu and the profile in Hindi, and saves it with a Hindi message',
    async () => {
      const { user } = await openHindiAccount();
      expect(screen.getByRole('heading', { level: 1, name: 'मेरा अकाउंट' })).toBeInTheDocument();
      expect(menu().getByRole('link', { name: 'आपके ऑर्डर' })).toHaveAttribute(
        'href',
        '/hi/orderPage',
      );
      expect(menu().getByRole('button', { name: 'पते मैनेज करें' })).toBeInTheDocument();
      const profile = within(screen.getByRole('region', { name: 'अकाउंट की जानकारी' }));
      for (const label of ['पहला नाम', 'अंतिम नाम', 'ईमेल पता', 'मोबाइल नंबर', 'यूज़रनेम']) {
        expect(profile.getByRole('textbox', { name: label })).toBeInTheDocument();
      }
      expect(profile.getByRole('radiogroup', { name: 'लिंग' })).toBeInTheDocument();
      expect(profile.getByRole('radio', { name: 'पुरुष' })).toBeInTheDocument();
      expect(profile.getByRole('radio', { name: 'महिला' })).toBeInTheDocument();

      await user.click(profile.getByRole('button', { name: 'बदलें' }));
      expect(await profile.findByRole('button', { name: 'सेव करें' })).toBeInTheDocument();
      expect(profile.getByRole('button', { name: 'रद्द करें' })).toBeInTheDocument();
      expect(profile.getByText('2 MB तक की JPEG, PNG या WebP फ़ोटो।')).toBeInTheDocument();
      await user.click(profile.getByRole('button', { name: 'सेव करें' }));
      expect(await screen.findByText('प्रोफ़ाइल अपडेट हो गई!')).toBeInTheDocument();
    },
    SLOW,
  );

  it(
    "says the server's field message in Hindi, with its limit",
    async () => {
      const { user } = await openHindiAccount();
      const profile = within(screen.getByRole('region', { name: 'अकाउंट की जानकारी' }));
      await user.click(profile.getByRole('button', { name: 'बदलें' }));
      await user.clear(field('पहला नाम'));
      await user.type(field('पहला नाम'), 'V'.repeat(51));
      await user.click(profile.getByRole('button', { name: 'सेव करें' }));
      expect(await screen.findByText('प्रोफ़ाइल अपडेट नहीं हो पाई।')).toBeInTheDocument();
      await waitFor(() =>
        expect(field('पहला नाम')).toHaveAccessibleDescription(
          'इस फ़ील्ड में 50 से ज़्यादा अक्षर नहीं हो सकते।',
        ),
      );
    },
    SLOW,
  );

  it(
    'shows the PAN card form in Hindi and refuses a file that is not a JPEG in Hindi',
    async () => {
      const { user } = await openHindiAccount();
      const pan = await choose(user, 'पैन कार्ड');
      // The accept hint is only a hint: a shopper can still pick "All files" in the dialog.
      const anyFile = userEvent.setup({ applyAccept: false });
      expect(pan.getByRole('textbox', { name: 'पैन कार्ड नंबर' })).toBeRequired();
      expect(pan.getByRole('textbox', { name: 'पूरा नाम' })).toHaveAccessibleDescription(
        'जैसा आपके पैन कार्ड पर लिखा है',
      );
      expect(pan.getByRole('checkbox', { name: /^मैं घोषणा करता\/करती हूँ/ })).not.toBeChecked();
      expect(pan.getByRole('button', { name: 'अपलोड करें' })).toBeDisabled();
      expect(pan.getByText('अपलोड करने के लिए पहले घोषणा स्वीकार करें।')).toBeInTheDocument();

      const png = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'pan.png', {
        type: 'image/png',
      });
      await anyFile.upload(pan.getByLabelText(/^पैन कार्ड की फ़ोटो \(केवल JPEG\)\*?$/), png);
      expect(
        await pan.findByText('केवल JPEG फ़ोटो (.jpeg या .jpg) अपलोड की जा सकती हैं। कोई JPEG फ़ाइल चुनें।'),
      ).toBeInTheDocument();
    },
    SLOW,
  );

  it(
    'shows the address book in Hindi, its state names translated, and saves the state in English',
    async () => {
      const { user } = await openHindiAccount();
      const book = await choose(user, 'पते मैनेज करें');
      const [seeded] = await book.findAllByRole('group', { name: 'सहेजा गया पता' });
      const card = within(seeded!);
      expect(card.getByText('21, Dr D N Road, Fort, Mumbai, महाराष्ट्र - 400001')).toBeDefined();
      expect(card.getByText('घर')).toBeInTheDocument();
      expect(card.getByText('लैंडमार्क: Near CST station')).toBeInTheDocument();
      expect(card.getByRole('button', { name: 'बदलें' })).toBeInTheDocument();
      expect(card.getByRole('button', { name: 'हटाएँ' })).toBeInTheDocument();

      await user.click(book.getByRole('button', { name: 'पता जोड़ें' }));
      const dialog = within(await screen.findByRole('dialog', { name: 'पता जोड़ें' }));
      const state = dialog.getByRole('combobox', { name: 'राज्य' });
      expect(state).toHaveDisplayValue('राज्य चुनें');
      expect(within(state).getByRole('option', { name: 'कर्नाटक' })).toHaveValue('Karnataka');
      expect(within(state).getAllByRole('option')).toHaveLength(37);

      await user.click(dialog.getByRole('button', { name: 'सेव करें' }));
      expect(dialog.getByRole('textbox', { name: 'नाम' })).toHaveAccessibleDescription(
        'यह फ़ील्ड भरना ज़रूरी है।',
      );

      await user.type(dialog.getByRole('textbox', { name: 'नाम' }), 'Meera Iyer');
      await user.type(dialog.getByRole('textbox', { name: 'मोबाइल नंबर' }), '9123456780');
      await user.type(dialog.getByRole('textbox', { name: 'पिनकोड' }), '560001');
      await user.type(dialog.getByRole('textbox', { name: 'इलाका' }), 'Indiranagar');
      await user.type(dialog.getByRole('textbox', { name: 'पता' }), '12, 100 Feet Road');
      await user.type(dialog.getByRole('textbox', { name: 'शहर' }), 'Bengaluru');
      await user.selectOptions(state, 'कर्नाटक');
      await user.click(dialog.getByRole('radio', { name: 'ऑफ़िस' }));
      await user.click(dialog.getByRole('button', { name: 'सेव करें' }));

      expect(await screen.findByText('पता सेव हो गया।')).toBeInTheDocument();
      expect(
        book.getByText('12, 100 Feet Road, Indiranagar, Bengaluru, कर्नाटक - 560001'),
      ).toBeInTheDocument();
      const saved = await act(async () => getAddresses());
      expect(saved.at(-1)).toMatchObject({ state: 'Karnataka', addressType: 'Work' });
    },
    SLOW,
  );
});
