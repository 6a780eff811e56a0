import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { Profile, User } from '../../src/api/types';
import { apiBuildForFile } from './support/api-servers';
import { browserForFile, openPage, type WatchedPage } from './support/browser';
import {
  accountTrigger,
  PASSWORD,
  registerThroughForm,
  waitForPath,
  type NewShopper,
} from './support/screens';

/**
 * Authorization per account (ASVS 8.2) in the browser: two shoppers on two devices, i.e. two
 * browser contexts with storage of their own, on one real backend. The API build (API_BASE_URL
 * set, no mock code in the bundle; built into dist-size-api/ when missing or stale) is served by
 * scripts/preview.mjs in front of the HTTP mock API on the origin it was built against. Each
 * shopper registers and logs in through the forms in their own context; Ravi's context then
 * sends profile reads and updates that carry Meera's id, email and username (multipart body and
 * query) with Ravi's token. Ravi's answers are Ravi's data; Meera's profile, on her Account
 * screen and through the API, stays hers; a refused update changes nothing for either.
 */
const browser = browserForFile();
const running = apiBuildForFile();

/** The mock API is fresh for this file, so what it answers is known to the letter. */
const RAVI: NewShopper = {
  firstName: 'Ravi',
  lastName: 'Kumar',
  email: 'ravi.kumar@example.in',
  password: 'Ravi@2024x',
};
const MEERA: NewShopper = {
  firstName: 'Meera',
  lastName: 'Iyer',
  email: 'meera.iyer@example.in',
  password: 'Meera@2024x',
};
/** Meera's profile as she registered it (registerThroughForm types this phone number). */
const MEERA_PROFILE: Profile = {
  first_name: 'Meera',
  last_name: 'Iyer',
  gender: null,
  email: 'meera.iyer@example.in',
  phone: '9876501234',
  username: 'meera.iyer',
  image_url: null,
};

/** What Meera's Account screen shows of that profile. */
const MEERA_SCREEN = {
  first: 'Meera',
  last: 'Iyer',
  email: 'meera.iyer@example.in',
  phone: '9876501234',
  username: 'meera.iyer',
};

interface Answer {
  status: number;
  body: unknown;
}

/** Registers through the form, then logs in through the login form, in the shopper's context. */
async function registerAndLogIn(watched: WatchedPage, shopper: NewShopper): Promise<void> {
  const { page } = watched;
  await page.goto(watched.url('/register'));
  await page.getByRole('heading', { level: 1, name: 'Create Your Account' }).waitFor();
  await registerThroughForm(page, shopper);
  await page.getByRole('link', { name: 'Log In' }).click();
  await waitForPath(page, '/login');
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(shopper.email);
  await page.getByLabel(PASSWORD).fill(shopper.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await waitForPath(page, '/');
  await accountTrigger(page, shopper.firstName).waitFor();
}

/** The user the login form stored in this context. */
function storedUser(page: Page): Promise<User> {
  return page.evaluate(() => JSON.parse(localStorage.getItem('user') ?? 'null') as User);
}

/** Calls the API from the page, with the token the login form stored in this context. */
function callWithStoredToken(
  page: Page,
  api: string,
  path: string,
  init: { method?: 'GET' | 'PUT'; fields?: Record<string, string> } = {},
): Promise<Answer> {
  return page.evaluate(
    async ({ url, method, fields }) => {
      const headers = { Authorization: `Bearer ${localStorage.getItem('token') ?? ''}` };
      let body: FormData | undefined;
      if (fields) {
        body = new FormData();
        for (const [name, value] of Object.entries(fields)) body.set(name, value);
      }
      const response = await fetch(url, { method, headers, body });
      return { status: response.status, body: (await response.json()) as unknown };
    },
    { url: `${api}${path}`, method: init.method ?? 'GET', fields: init.fields },
  );
}

/** The Account screen, loaded afresh: the profile the server holds for this context's token. */
async function accountScreen(watched: WatchedPage) {
  const { page } = watched;
  await page.goto(watched.url('/account'));
  const profile = page.getByRole('region', { name: 'Account Information' });
  // The form shows once the profile has loaded, with its values.
  await profile.getByRole('button', { name: 'Edit' }).waitFor();
  const value = (name: string) => profile.getByRole('textbox', { name, exact: true }).inputValue();
  return {
    first: await value('First Name'),
    last: await value('Last Name'),
    email: await value('Email Address'),
    phone: await value('Mobile Number'),
    username: await value('Username'),
  };
}

describe('authorization per account in the browser (ASVS 8.2), two devices', () => {
  it("a shopper's token cannot read or change another shopper's profile", async () => {
    const { baseUrl, apiOrigin } = running();
    const raviDevice = await openPage(browser(), undefined, baseUrl);
    const meeraDevice = await openPage(browser(), undefined, baseUrl);
    // Where the two devices' API calls go: the separate API only, no backend in the page.
    const apiCallOrigins = new Set<string>();
    for (const device of [raviDevice, meeraDevice]) {
      device.context.on('request', (request) => {
        const url = new URL(request.url());
        if (url.pathname.startsWith('/api/')) apiCallOrigins.add(url.origin);
      });
    }
    try {
      await registerAndLogIn(meeraDevice, MEERA);
      await registerAndLogIn(raviDevice, RAVI);
      const meera = await storedUser(meeraDevice.page);
      const ravi = await storedUser(raviDevice.page);
      expect([meera.email, meera.username]).toEqual(['meera.iyer@example.in', 'meera.iyer']);
      expect([ravi.email, ravi.username]).toEqual(['ravi.kumar@example.in', 'ravi.kumar']);
      expect(ravi.id).not.toBe(meera.id);
      expect(await accountScreen(meeraDevice)).toEqual(MEERA_SCREEN);

      // Ravi, on his device, aims his token at Meera's account.
      const meeraIds = {
        id: String(meera.id),
        user_id: String(meera.id),
        email: meera.email,
        username: meera.username,
      };
      const meeraQuery =
        `?id=${meera.id}&user_id=${meera.id}&email=${encodeURIComponent(meera.email)}` +
        `&username=${encodeURIComponent(meera.username)}`;
      const profilePath = '/api/user/profile/';
      const inBody = await callWithStoredToken(raviDevice.page, apiOrigin, profilePath, {
        method: 'PUT',
        fields: { ...meeraIds, first_name: 'Hacked' },
      });
      const inQuery = await callWithStoredToken(
        raviDevice.page,
        apiOrigin,
        `${profilePath}${meeraQuery}`,
        { method: 'PUT', fields: { ...meeraIds, last_name: 'Varma' } },
      );
      const read = await callWithStoredToken(
        raviDevice.page,
        apiOrigin,
        `${profilePath}${meeraQuery}`,
      );
      const raviNow = {
        first_name: 'Hacked',
        last_name: 'Varma',
        gender: null,
        email: 'ravi.kumar@example.in',
        phone: '9876501234',
        username: 'ravi.kumar',
        image_url: null,
      };
      expect(inBody).toEqual({ status: 200, body: { ...raviNow, last_name: 'Kumar' } });
      expect(inQuery).toEqual({ status: 200, body: raviNow });
      expect(read).toEqual({ status: 200, body: raviNow });

      // Meera's device: her Account screen, loaded afresh, and the API with her token.
      expect(await accountScreen(meeraDevice)).toEqual(MEERA_SCREEN);
      await accountTrigger(meeraDevice.page, 'Meera').waitFor();
      expect(await callWithStoredToken(meeraDevice.page, apiOrigin, profilePath)).toEqual({
        status: 200,
        body: MEERA_PROFILE,
      });

      // A refused update (a first name over 50 characters) that names Meera changes nothing.
      const refused = await callWithStoredToken(
        raviDevice.page,
        apiOrigin,
        `${profilePath}${meeraQuery}`,
        { method: 'PUT', fields: { ...meeraIds, first_name: 'x'.repeat(51), last_name: 'Hacker' } },
      );
      expect(refused).toEqual({
        status: 400,
        body: { errors: { first_name: ['Ensure this field has no more than 50 characters.'] } },
      });
      expect(await callWithStoredToken(raviDevice.page, apiOrigin, profilePath)).toEqual({
        status: 200,
        body: raviNow,
      });
      expect(await callWithStoredToken(meeraDevice.page, apiOrigin, profilePath)).toEqual({
        status: 200,
        body: MEERA_PROFILE,
      });
      expect(await accountScreen(raviDevice)).toEqual({
        first: 'Hacked',
        last: 'Varma',
        email: 'ravi.kumar@example.in',
        phone: '9876501234',
        username: 'ravi.kumar',
      });
      expect(await accountScreen(meeraDevice)).toEqual(MEERA_SCREEN);

      expect([...apiCallOrigins]).toEqual(['http://127.0.0.1:4010']);
      expect(
        await meeraDevice.page.evaluate(() => document.documentElement.dataset.mockBackend ?? null),
      ).toBeNull();
      meeraDevice.expectNoProblems();
      // Chromium logs the refused request's 400 on Ravi's console; nothing else went wrong there.
      expect(raviDevice.problems).toEqual([
        'console.error: Failed to load resource: the server responded with a status of 400 (Bad Request)',
      ]);
      expect(running().serverErrors()).toBe('');
    } finally {
      await Promise.all([raviDevice.context.close(), meeraDevice.context.close()]);
    }
  });
});
