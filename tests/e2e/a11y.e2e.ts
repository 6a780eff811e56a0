import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { guardedPages, publicPages } from '../../src/app/route-table';
import { demoUser } from '../fixtures/users';
import { describeFindings, isSevere, scan, type Finding } from './support/axe';
import { launchBrowser, openPage, VIEWPORTS, withWatchedPage } from './support/browser';
import { signIn, someProductPath, visit, waitForScreen } from './support/screens';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser.close();
});

/**
 * Every page of the route table that anyone may open, from the route tree, with a sample for
 * each page that needs one (the product's is read from the running backend).
 */
const PUBLIC_ROUTES = publicPages({
  '/search/': [{ search: { q: 'shoes' } }],
  '/cat/$slug': [{ params: { slug: 'mens-footwear' } }],
  '/brand/$slug': [{ params: { slug: 'bata' } }],
});

/**
 * The pages behind the authentication guard: scanned logged in; logged out they go to /login.
 * "Order placed" (/checkout/placed/$orderId) shows a real order only: checkout.e2e.ts scans it
 * once it has placed one.
 */
const GUARDED_ROUTES = guardedPages().filter((path) => !path.includes('$'));

/**
 * Moderate or minor findings that stay, each with its reason; the README's "Accessibility"
 * section lists the same. Anything not listed here fails the run, as does anything serious or
 * critical.
 */
const ACCEPTED: readonly { rule: string; where: RegExp; reason: string }[] = [];

function isAccepted(finding: Finding): boolean {
  return ACCEPTED.some((known) => known.rule === finding.rule && known.where.test(finding.where));
}

interface Session {
  viewport: keyof typeof VIEWPORTS;
  loggedIn: boolean;
}

/** Goes to each route in turn, waits for its content, and scans it. */
async function auditRoutes(
  page: Page,
  routes: readonly string[],
  label: string,
): Promise<Finding[]> {
  const findings: Finding[] = [];
  for (const route of routes) {
    await visit(page, route);
    findings.push(...(await scan(page, `${label}: ${route}`)));
  }
  return findings;
}

/** Scans the page with a menu, drawer or dialog open (whatever `open` opens). */
async function auditState(
  page: Page,
  label: string,
  open: () => Promise<void>,
  close: () => Promise<void>,
): Promise<Finding[]> {
  await open();
  const findings = await scan(page, label);
  await close();
  return findings;
}

async function openAccountMenu(page: Page, name: string): Promise<void> {
  const trigger = page.getByRole('banner').getByRole('button', { name, exact: true });
  await trigger.click();
  await page.waitForFunction(
    (label) =>
      [...document.querySelectorAll('header button[aria-expanded="true"]')].some(
        (button) => button.textContent?.trim() === label,
      ),
    name,
  );
}

async function pressEscapeUntilClosed(page: Page, selector: string): Promise<void> {
  await page.keyboard.press('Escape');
  await page.locator(selector).first().waitFor({ state: 'detached' });
}

async function auditSession({ viewport, loggedIn }: Session): Promise<Finding[]> {
  const label = `${viewport}, ${loggedIn ? 'logged in' : 'logged out'}`;
  const watched = await openPage(browser, VIEWPORTS[viewport]);
  const { page, url } = watched;
  const findings: Finding[] = [];
  // Nothing mid-animation when axe reads colours: a dialog fading in is not its final contrast.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  try {
    await page.goto(url('/?mock-latency=0'));
    await waitForScreen(page, '/');
    if (loggedIn) await signIn(page);
    const product = await someProductPath(page);
    const routes = [...PUBLIC_ROUTES, product, ...(loggedIn ? GUARDED_ROUTES : [])];
    findings.push(...(await auditRoutes(page, routes, label)));

    if (!loggedIn) {
      // The guard sends a visitor to /login, which is scanned above.
      await visit(page, '/cart', '/login');
    }

    await visit(page, '/products/');
    const accountName = loggedIn ? demoUser.first_name : 'Account';
    findings.push(
      ...(await auditState(
        page,
        `${label}: /products/ (account menu open)`,
        () => openAccountMenu(page, accountName),
        () => page.keyboard.press('Escape'),
      )),
    );

    if (viewport === 'desktop') {
      const categories = page.getByRole('navigation', { name: 'Categories' });
      findings.push(
        ...(await auditState(
          page,
          `${label}: /products/ (mega menu and a nested dropdown open)`,
          async () => {
            await categories.getByRole('button', { name: 'Electronics subcategories' }).click();
            await categories.getByRole('button', { name: 'Audio subcategories' }).click();
            await categories.getByRole('link', { name: 'Bluetooth Speakers' }).waitFor();
          },
          async () => {
            await page.keyboard.press('Escape');
            await page.keyboard.press('Escape');
          },
        )),
      );
    } else {
      findings.push(
        ...(await auditState(
          page,
          `${label}: /products/ (drawer open)`,
          async () => {
            await page.getByRole('banner').getByRole('button', { name: 'Open menu' }).click();
            await page.getByRole('dialog').getByRole('link', { name: 'All Categories' }).waitFor();
          },
          () => pressEscapeUntilClosed(page, '[role="dialog"]'),
        )),
        ...(await auditState(
          page,
          `${label}: /products/ (Filter dialog open)`,
          async () => {
            await page.getByRole('button', { name: 'Filter', exact: true }).click();
            await page
              .getByRole('dialog', { name: 'Filters' })
              .getByRole('radio')
              .first()
              .waitFor();
          },
          () => pressEscapeUntilClosed(page, '[role="dialog"]'),
        )),
        ...(await auditState(
          page,
          `${label}: /products/ (Sort dialog open)`,
          async () => {
            await page.getByRole('button', { name: 'Sort', exact: true }).click();
            await page.getByRole('dialog', { name: 'Sort By' }).waitFor();
          },
          () => pressEscapeUntilClosed(page, '[role="dialog"]'),
        )),
      );
    }

    if (loggedIn) {
      await visit(page, '/cart');
      findings.push(
        ...(await auditState(
          page,
          `${label}: /cart (remove dialog open)`,
          async () => {
            await page
              .getByRole('button', { name: /^Remove / })
              .first()
              .click();
            await page.getByRole('alertdialog').getByRole('button', { name: 'Cancel' }).waitFor();
          },
          () => pressEscapeUntilClosed(page, '[role="alertdialog"]'),
        )),
      );
      await visit(page, '/account');
      await page.getByRole('button', { name: 'Manage Addresses' }).click();
      findings.push(
        ...(await auditState(
          page,
          `${label}: /account (address dialog open)`,
          async () => {
            await page.getByRole('button', { name: /^(Add|Edit) Address$/ }).click();
            await page.getByRole('dialog').getByRole('textbox').first().waitFor();
          },
          () => pressEscapeUntilClosed(page, '[role="dialog"]'),
        )),
      );
    }
    watched.expectNoProblems();
  } finally {
    await watched.context.close();
  }
  return findings;
}

const SESSIONS: Session[] = [
  { viewport: 'desktop', loggedIn: false },
  { viewport: 'desktop', loggedIn: true },
  { viewport: 'mobile', loggedIn: false },
  { viewport: 'mobile', loggedIn: true },
];

describe('the scanner', () => {
  it('reports what it is there to find: a nameless button, an image without text, text too pale to read', async () => {
    await withWatchedPage(browser, async ({ page, url }) => {
      await page.goto(url('/about'));
      await waitForScreen(page, '/about');
      await page.evaluate(() => {
        const planted = document.createElement('section');
        planted.innerHTML =
          '<button type="button"></button>' +
          '<img src="/favicon.svg">' +
          '<p style="color:#d0d0d0;background:#ffffff">Pale text</p>';
        document.querySelector('main')?.append(planted);
      });
      const findings = await scan(page, 'planted');
      expect(
        findings
          .filter(isSevere)
          .map((finding) => finding.rule)
          .sort(),
      ).toEqual(['button-name', 'color-contrast', 'image-alt']);
    });
  });
});

describe('accessibility: axe-core on every route', () => {
  it.each(SESSIONS)(
    'finds nothing serious or critical, and only the accepted minor findings ($viewport, logged in: $loggedIn)',
    async (session) => {
      const findings = await auditSession(session);
      expect(describeFindings(findings.filter(isSevere))).toEqual([]);
      const unexplained = findings.filter((finding) => !isSevere(finding) && !isAccepted(finding));
      expect(describeFindings(unexplained)).toEqual([]);
    },
    300_000,
  );
});
