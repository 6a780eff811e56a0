import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserForFile, withWatchedPage } from './support/browser';
import { PASSWORD, waitForPath } from './support/screens';

/**
 * Authorization per account (ASVS 8.2) in the browser: two registered shoppers, each in a tab of
 * their own. The demo build's backend lives in the browser, so the two shoppers share it by
 * sharing one browser profile (two contexts would be two separate backends). Ravi's tab sends
 * profile updates that point at Meera's account; Meera's screen and data stay hers.
 */
const browser = browserForFile();

interface Account {
  id: number;
  email: string;
  username: string;
  token: string;
}

/** Registers a shopper through the API of the running demo backend and logs in, storing nothing. */
async function registerAndLogIn(page: Page, first: string, phone: string): Promise<Account> {
  return page.evaluate(
    async ({ first, phone }) => {
      const email = `${first.toLowerCase()}.${Date.now()}@example.in`;
      const password = `${first}@2024x`;
      const json = { 'Content-Type': 'application/json' };
      const registered = await fetch('/api/register/', {
        method: 'POST',
        headers: json,
        body: JSON.stringify({
          first_name: first,
          last_name: 'Tester',
          email,
          phone,
          password,
          con_password: password,
        }),
      });
      if (registered.status !== 201) throw new Error(`register: ${registered.status}`);
      const login = await fetch('/api/login/', {
        method: 'POST',
        headers: json,
        body: JSON.stringify({ email, password }),
      });
      const session = (await login.json()) as {
        access_token: string;
        user: { id: number; username: string };
      };
      return {
        id: session.user.id,
        email,
        username: session.user.username,
        token: session.access_token,
      };
    },
    { first, phone },
  );
}

describe('authorization per account in the browser (ASVS 8.2)', () => {
  it("a shopper's token cannot read or change another shopper's profile", async () => {
    await withWatchedPage(browser(), async (watched) => {
      const meeraTab = watched.page;
      await meeraTab.goto(watched.url('/login?mock-latency=0'));
      await meeraTab.locator('html[data-mock-backend="ready"]').waitFor({ state: 'attached' });
      const meera = await registerAndLogIn(meeraTab, 'Meera', '9876501234');
      const ravi = await registerAndLogIn(meeraTab, 'Ravi', '9876505678');

      // Meera logs in through the form and opens her account.
      await meeraTab.getByRole('textbox', { name: 'Email', exact: true }).fill(meera.email);
      await meeraTab.getByLabel(PASSWORD).fill('Meera@2024x');
      await meeraTab.getByRole('button', { name: 'Login' }).click();
      await waitForPath(meeraTab, '/');
      await meeraTab.goto(watched.url('/account'));
      const profile = meeraTab.getByRole('region', { name: 'Account Information' });
      await profile.getByRole('button', { name: 'Edit' }).waitFor();

      // Ravi, in another tab, aims his token at Meera's account.
      const raviTab = await watched.context.newPage();
      await raviTab.goto(watched.url('/faq'));
      await raviTab.locator('html[data-mock-backend="ready"]').waitFor({ state: 'attached' });
      const answers = await raviTab.evaluate(
        async ({ ravi, meera }) => {
          const auth = { Authorization: `Bearer ${ravi.token}` };
          const body = new FormData();
          body.set('id', String(meera.id));
          body.set('email', meera.email);
          body.set('username', meera.username);
          body.set('first_name', 'Hacked');
          const update = await fetch('/api/user/profile/', { method: 'PUT', headers: auth, body });
          const read = await fetch(`/api/user/profile/?id=${meera.id}`, { headers: auth });
          return {
            update: { status: update.status, body: (await update.json()) as { email: string } },
            read: (await read.json()) as { email: string; first_name: string },
          };
        },
        { ravi, meera },
      );
      expect(answers.update.status).toBe(200);
      expect(answers.update.body.email).toBe(ravi.email);
      expect(answers.read).toMatchObject({ email: ravi.email, first_name: 'Hacked' });

      // Meera's screen, loaded afresh, still shows her own names.
      await meeraTab.reload();
      await meeraTab.getByRole('region', { name: 'Account Information' }).waitFor();
      await expect
        .poll(() =>
          meeraTab
            .getByRole('region', { name: 'Account Information' })
            .getByRole('textbox', { name: 'First Name', exact: true })
            .inputValue(),
        )
        .toBe('Meera');
      expect(
        await meeraTab
          .getByRole('region', { name: 'Account Information' })
          .getByRole('textbox', { name: 'Email Address', exact: true })
          .inputValue(),
      ).toBe(meera.email);
      watched.expectNoProblems();
    });
  });
});
