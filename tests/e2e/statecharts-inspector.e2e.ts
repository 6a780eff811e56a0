import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_LOGIN } from '../fixtures/users';
import { describeFindings, scan } from './support/axe';
import { launchBrowser, openPage } from './support/browser';
import { mockBackendReady, waitForScreen } from './support/screens';

/**
 * The reviewers' statechart tools in the demo build: the drawn walkthrough at /__statecharts,
 * and the ?inspect panel following the app's real actors while a shopper logs in and sorts.
 */
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser.close();
});

const inspector = (page: Page) => page.getByRole('complementary', { name: 'Statechart inspector' });

async function expectAxeClean(page: Page, where: string) {
  expect(describeFindings(await scan(page, where))).toEqual([]);
}

describe('/__statecharts in the demo build', () => {
  it('draws the chosen machine, takes a clicked arrow and keeps the walk in its address', async () => {
    const watched = await openPage(browser);
    const { page } = watched;
    await page.goto(watched.url('/__statecharts?machine=login'));
    await page.getByRole('heading', { level: 1, name: 'Statechart walkthrough' }).waitFor();
    const chart = page.getByRole('group', { name: /^Chart of login: 4 states and 4 transitions/ });
    await chart.waitFor();
    expect(await chart.locator('[data-state]').count()).toBe(4);
    expect(await chart.locator('[data-state="login.editing"]').getAttribute('data-active')).toBe(
      'true',
    );

    await chart.getByRole('button', { name: 'Take the arrow: send login.submit' }).click();
    await chart.locator('[data-state="login.submitting"][data-active="true"]').waitFor();
    await page.waitForURL((url) => url.searchParams.get('path') === 'login.submit');
    expect(new URL(page.url()).searchParams.get('machine')).toBe('login');

    // The same address, opened afresh, walks to the same state.
    await page.goto(page.url());
    await page
      .getByRole('group', { name: /^Chart of login/ })
      .locator('[data-state="login.submitting"][data-active="true"]')
      .waitFor();
    await expectAxeClean(page, '/__statecharts (login, submitting)');
    watched.expectNoProblems();
    await watched.context.close();
  });
});

describe('?inspect in the demo build', () => {
  it('follows the login machine to success while the shopper logs in, and stays open until turned off', async () => {
    const watched = await openPage(browser);
    const { page } = watched;
    // Nothing mid-transition when axe reads colours (a sort button just pressed is still
    // changing colour otherwise), as in tests/e2e/a11y.e2e.ts.
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto(watched.url('/login?inspect'));
    await page.getByRole('heading', { level: 1, name: 'Login' }).waitFor();
    const panel = inspector(page);
    await panel.waitFor();
    await panel.getByRole('button', { name: /^session: / }).waitFor();
    await panel.getByRole('button', { name: 'login: editing' }).waitFor();
    await expectAxeClean(page, '/login with the inspector open');

    await mockBackendReady(page);
    await page.getByRole('textbox', { name: 'Email', exact: true }).fill(DEMO_LOGIN.email);
    await page.getByLabel(/^Password\*?$/).fill(DEMO_LOGIN.password);
    const log = panel.getByRole('log', { name: 'Events and transitions' });
    await log
      .getByText(/login\.change \(field: email, value: …\)/)
      .first()
      .waitFor();
    await page.getByRole('main').getByRole('button', { name: 'Login', exact: true }).click();

    await log.getByText(/^submitting --logIn done .*--> loggedIn$/).waitFor();
    await panel.getByRole('button', { name: /^login: loggedIn/ }).waitFor();
    await panel.getByRole('button', { name: 'session: authenticated' }).waitFor();
    expect(await log.textContent()).not.toContain(DEMO_LOGIN.password);

    // Remembered on the next page without ?inspect; the listing's sort machine shows up there.
    await page.goto(watched.url('/products/'));
    await waitForScreen(page, '/products/');
    await inspector(page).waitFor();
    await page
      .getByRole('navigation', { name: 'Sort products' })
      .getByRole('button', { name: 'Price -- Low to High' })
      .click();
    await inspector(page)
      .getByRole('log')
      .getByText(/sort\.priceLowToHigh/)
      .first()
      .waitFor();
    await expectAxeClean(page, '/products/ with the inspector open');

    await inspector(page).getByRole('button', { name: 'Collapse' }).click();
    expect(await inspector(page).getByRole('log').count()).toBe(0);
    await inspector(page).getByRole('button', { name: 'Turn off' }).click();
    await inspector(page).waitFor({ state: 'detached' });
    await page.reload();
    await waitForScreen(page, '/products/');
    expect(await inspector(page).count()).toBe(0);
    watched.expectNoProblems();
    await watched.context.close();
  });
});
