import {
  chromium,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type Page,
} from 'playwright-core';
import { afterAll, beforeAll, expect, inject } from 'vitest';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export const VIEWPORTS = {
  desktop: { width: 1366, height: 768 },
  mobile: { width: 375, height: 812 },
} as const;

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, headless: true });
}

export interface WatchedPage {
  page: Page;
  context: BrowserContext;
  /**
   * Uncaught page errors, unhandled rejections, console errors and Content-Security-Policy
   * violations seen so far.
   */
  problems: string[];
  url: (path: string) => string;
  /** Fails the test when the page reported any problem. */
  expectNoProblems: () => void;
}

/** The page-side name of the binding that reports CSP violations to the test. */
const CSP_BINDING = '__reportCspViolation';

/**
 * Runs in every document of the context before the page's own scripts: reports each
 * Content-Security-Policy violation to the test through the exposed binding.
 */
function listenForCspViolations(binding: string): void {
  document.addEventListener(
    'securitypolicyviolation',
    (event) => {
      const report = (window as unknown as Record<string, (text: string) => void>)[binding];
      const sample = event.sample ? ` "${event.sample}"` : '';
      report?.(
        `${event.effectiveDirective} blocked ${event.blockedURI || 'inline'}${sample} ` +
          `at ${event.sourceFile || event.documentURI}:${event.lineNumber}`,
      );
    },
    true,
  );
}

/** Contexts opened by a test and not closed yet: closed after each test, even a failed one. */
const openContexts = new Set<BrowserContext>();

/** Closes what a test left open (see tests/e2e/support/close-contexts.ts). */
export async function closeOpenContexts(): Promise<void> {
  await Promise.all([...openContexts].map((context) => context.close()));
  openContexts.clear();
}

/**
 * A fresh browser context (its own storage) on the production build, recording every uncaught
 * error, unhandled promise rejection, console error and CSP violation, so a journey fails on any
 * of them. `baseUrl` defaults to the demo build the run serves; pass another server's origin
 * (e.g. the API build's, tests/e2e/support/api-servers.ts) to open the context there.
 * `options` adds to the context's (e.g. `hasTouch` for a touch screen).
 */
export async function openPage(
  browser: Browser,
  viewport: { width: number; height: number } = VIEWPORTS.desktop,
  baseUrl: string = inject('baseUrl'),
  options: BrowserContextOptions = {},
): Promise<WatchedPage> {
  const context = await browser.newContext({ ...options, viewport, baseURL: baseUrl });
  openContexts.add(context);
  context.once('close', () => openContexts.delete(context));
  const problems: string[] = [];
  await context.exposeBinding(CSP_BINDING, (_source, text: string) => {
    problems.push(`csp violation: ${text}`);
  });
  await context.addInitScript(listenForCspViolations, CSP_BINDING);
  const page = await context.newPage();
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console.error: ${message.text()}`);
  });
  return {
    page,
    context,
    problems,
    url: (path) => new URL(path, baseUrl).toString(),
    expectNoProblems: () => expect(problems).toEqual([]),
  };
}

/**
 * One Chromium for a test file: launched before its tests, closed after them. Call at the top
 * level of the file; the returned function gives the running browser.
 */
export function browserForFile(): () => Browser {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });
  return () => {
    if (!browser) throw new Error('The browser starts in beforeAll: call this inside a test');
    return browser;
  };
}

/** Runs `journey` on a fresh watched page, and closes its context even when the journey fails. */
export async function withWatchedPage(
  browser: Browser,
  journey: (watched: WatchedPage) => Promise<void>,
  viewport: { width: number; height: number } = VIEWPORTS.desktop,
): Promise<void> {
  const watched = await openPage(browser, viewport);
  try {
    await journey(watched);
  } finally {
    await watched.context.close();
  }
}
