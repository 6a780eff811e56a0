import { describe, expect, it } from 'vitest';
import { DEMO_LOGIN, demoUser } from '../fixtures/users';
import { browserForFile, openPage, VIEWPORTS } from './support/browser';
import { accountTrigger, PASSWORD, registerThroughForm, waitForPath } from './support/screens';

const browser = browserForFile();

describe('authentication journey (desktop)', () => {
  it('registers, logs in, sees the first name, opens a guarded page, logs out, and is sent to /login after', async () => {
    const watched = await openPage(browser(), VIEWPORTS.desktop);
    const { page } = watched;
    const email = `meera.${Date.now()}@example.in`;
    const password = 'Monsoon@2024';

    // Register a new shopper.
    await page.goto(watched.url('/register?mock-latency=0'));
    await page.getByRole('heading', { level: 1, name: 'Create Your Account' }).waitFor();
    await registerThroughForm(page, { firstName: 'Meera', lastName: 'Iyer', email, password });
    expect(await page.getByRole('textbox', { name: 'First Name', exact: true }).inputValue()).toBe(
      '',
    );

    // Log in with the new account.
    await page.getByRole('link', { name: 'Log In' }).click();
    await waitForPath(page, '/login');
    await page.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
    await page.getByLabel(PASSWORD).fill(password);
    await page.getByRole('button', { name: 'Login' }).click();
    await waitForPath(page, '/');
    await page.getByText('Login successful!').waitFor();
    await accountTrigger(page, 'Meera').waitFor();
    expect(page.url()).not.toMatch(/token/i);

    // A guarded page, loaded afresh: the stored token is validated again.
    await page.goto(watched.url('/account'));
    await accountTrigger(page, 'Meera').waitFor();
    await page.getByText('Loading...').waitFor({ state: 'detached' });
    expect(new URL(page.url()).pathname).toBe('/account');

    // Log out from the account menu (it leads to /logout).
    await accountTrigger(page, 'Meera').click();
    await page.getByRole('link', { name: 'Logout' }).click();
    await waitForPath(page, '/login');
    await accountTrigger(page, 'Account').waitFor();
    const stored = await page.evaluate(() => [
      localStorage.getItem('token'),
      localStorage.getItem('refresh_token'),
      localStorage.getItem('user'),
    ]);
    expect(stored).toEqual([null, null, null]);

    // The guarded page now redirects to /login.
    await page.goto(watched.url('/account'));
    await waitForPath(page, '/login');
    await page.getByRole('heading', { level: 1, name: 'Login' }).waitFor();

    watched.expectNoProblems();
    await watched.context.close();
  });

  it('a logout in one tab logs the other tab out', async () => {
    const watched = await openPage(browser(), VIEWPORTS.desktop);
    const { page, context } = watched;
    await page.goto(watched.url('/login?mock-latency=0'));
    await page.getByRole('textbox', { name: 'Email', exact: true }).fill(DEMO_LOGIN.email);
    await page.getByLabel(PASSWORD).fill(DEMO_LOGIN.password);
    await page.getByRole('button', { name: 'Login' }).click();
    await waitForPath(page, '/');
    await page.goto(watched.url('/account'));
    await accountTrigger(page, demoUser.first_name).waitFor();

    const other = await context.newPage();
    await other.goto(watched.url('/logout'));
    await waitForPath(other, '/login');

    await waitForPath(page, '/login');
    await accountTrigger(page, 'Account').waitFor();
    watched.expectNoProblems();
    await context.close();
  });
});
