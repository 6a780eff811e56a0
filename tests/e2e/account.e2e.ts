import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_LOGIN, demoUser } from '../fixtures/users';
import { launchBrowser, openPage, VIEWPORTS } from './support/browser';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser.close();
});

/** Password inputs have no textbox role; their labels may carry the hidden required marker. */
const PASSWORD = /^Password\*?$/;
const ONE_PIXEL_PNG =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';
const PAN_PICKER = /^PAN Card Image \(JPEG only\)\*?$/;

function waitForPath(page: Page, pathname: string) {
  return page.waitForURL((url) => url.pathname === pathname);
}

/** The account menu trigger of the navigation bar: the stored user's first name. */
function barName(page: Page, name: string): Locator {
  return page.getByRole('banner').getByRole('button', { name, exact: true });
}

function region(page: Page, name: string): Locator {
  return page.getByRole('region', { name });
}

function textbox(scope: Page | Locator, name: string): Locator {
  return scope.getByRole('textbox', { name, exact: true });
}

async function chooseSection(page: Page, name: string) {
  await page
    .getByRole('navigation', { name: 'Account menu' })
    .getByRole('button', { name })
    .click();
  await region(page, name).waitFor();
}

async function logIn(page: Page, url: (path: string) => string) {
  await page.goto(url('/login?mock-latency=0'));
  await textbox(page, 'Email').fill(DEMO_LOGIN.email);
  await page.getByLabel(PASSWORD).fill(DEMO_LOGIN.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await waitForPath(page, '/');
  await barName(page, demoUser.first_name).waitFor();
}

async function expectProfile(page: Page, first: string, last: string, gender: string) {
  const profile = region(page, 'Account Information');
  await expect.poll(() => textbox(profile, 'First Name').inputValue()).toBe(first);
  expect(await textbox(profile, 'Last Name').inputValue()).toBe(last);
  expect(await profile.getByRole('radio', { name: gender, exact: true }).isChecked()).toBe(true);
}

for (const [label, viewport] of Object.entries(VIEWPORTS)) {
  describe(`account journey (${label})`, () => {
    it('edits and saves the profile, keeps an address and gates the PAN upload on the declaration', async () => {
      const watched = await openPage(browser, viewport);
      const { page } = watched;
      await logIn(page, watched.url);

      // The profile: read-only, then Edit, change, Save.
      await page.goto(watched.url('/account'));
      const profile = region(page, 'Account Information');
      await expectProfile(page, demoUser.first_name, demoUser.last_name, 'Male');
      expect(await textbox(profile, 'First Name').getAttribute('readonly')).not.toBeNull();
      await profile.getByRole('button', { name: 'Edit' }).click();
      await profile.getByRole('button', { name: 'Save' }).waitFor();
      await profile.getByLabel('Profile Picture').setInputFiles({
        name: 'me.png',
        mimeType: 'image/png',
        buffer: Buffer.from(ONE_PIXEL_PNG, 'base64'),
      });
      const preview = profile.getByRole('img', { name: 'Preview of the new profile picture' });
      await expect.poll(() => preview.getAttribute('src')).toMatch(/^blob:/);
      await textbox(profile, 'First Name').fill('Vihaan');
      await textbox(profile, 'Last Name').fill('Mehta');
      await profile.getByText('Female', { exact: true }).click();
      expect(await textbox(profile, 'Email Address').getAttribute('readonly')).not.toBeNull();
      await profile.getByRole('button', { name: 'Save' }).click();

      await page.getByRole('status').filter({ hasText: 'Profile updated successfully!' }).waitFor();
      await profile.getByRole('button', { name: 'Edit' }).waitFor();
      await barName(page, 'Vihaan').waitFor();
      await expectProfile(page, 'Vihaan', 'Mehta', 'Female');

      // The saved values come back from the server after a reload, the picture too.
      await page.reload();
      await expectProfile(page, 'Vihaan', 'Mehta', 'Female');
      expect(
        await profile.getByRole('img', { name: 'Profile picture' }).getAttribute('src'),
      ).toMatch(/^data:image\/png;base64,/);
      await barName(page, 'Vihaan').waitFor();

      // An address, kept on the account across a reload, beside the demo's seeded one.
      await chooseSection(page, 'Manage Addresses');
      const addresses = region(page, 'Manage Addresses');
      await addresses.getByText('21, Dr D N Road, Fort, Mumbai, Maharashtra - 400001').waitFor();
      await addresses.getByRole('button', { name: 'Add Address' }).click();
      const dialog = page.getByRole('dialog', { name: 'Add Address' });
      await textbox(dialog, 'Name').fill('Vihaan Mehta');
      await textbox(dialog, 'Mobile').fill('9876543210');
      await textbox(dialog, 'Pincode').fill('411001');
      await textbox(dialog, 'Locality').fill('Shivajinagar');
      await textbox(dialog, 'Address').fill('7, FC Road');
      await textbox(dialog, 'City').fill('Pune');
      await dialog.getByRole('combobox', { name: 'State' }).selectOption('Maharashtra');
      await dialog.getByRole('button', { name: 'Save' }).click();
      await dialog.waitFor({ state: 'detached' });
      const saved = addresses
        .getByRole('group', { name: 'Saved address' })
        .filter({ hasText: '7, FC Road' });
      await saved.getByText('7, FC Road, Shivajinagar, Pune, Maharashtra - 411001').waitFor();

      await page.reload();
      await expectProfile(page, 'Vihaan', 'Mehta', 'Female');
      await chooseSection(page, 'Manage Addresses');
      await saved.getByText('7, FC Road, Shivajinagar, Pune, Maharashtra - 411001').waitFor();
      expect(await saved.textContent()).toContain('Vihaan Mehta');

      // PAN: Upload is enabled only after the declaration.
      await chooseSection(page, 'Pan Card');
      const pan = region(page, 'Pan Card');
      const upload = pan.getByRole('button', { name: 'Upload' });
      expect(await upload.isDisabled()).toBe(true);
      await textbox(pan, 'PAN Card Number').fill('ABCDE1234F');
      await textbox(pan, 'Full Name').fill('Vihaan Mehta');
      const picker = pan.getByLabel(PAN_PICKER);
      await picker.setInputFiles({
        name: 'pan.png',
        mimeType: 'image/png',
        buffer: Buffer.from([0x89, 0x50, 0x4e, 0x47]),
      });
      await pan
        .getByRole('alert')
        .filter({ hasText: 'Only JPEG images (.jpeg or .jpg) can be uploaded.' })
        .waitFor();
      await picker.setInputFiles({
        name: 'pan.jpeg',
        mimeType: 'image/jpeg',
        buffer: Buffer.from([0xff, 0xd8, 0xff, 0xe0]),
      });
      expect(await upload.isDisabled()).toBe(true);
      await pan.getByText(/^I do hereby declare/).click();
      await expect.poll(() => upload.isEnabled()).toBe(true);
      await upload.click();
      await pan
        .getByRole('status')
        .filter({ hasText: 'PAN card details recorded on this device.' })
        .waitFor();

      watched.expectNoProblems();
      await watched.context.close();
    });
  });
}
