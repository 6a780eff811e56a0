import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { expect, inject } from 'vitest';

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
  /** Uncaught page errors, unhandled rejections and console errors seen so far. */
  problems: string[];
  url: (path: string) => string;
  /** Fails the test when the page reported any problem. */
  expectNoProblems: () => void;
}

/**
 * A fresh browser context (its own storage) on the production build, recording every uncaught
 * error, unhandled promise rejection and console error, so a journey fails on any of them.
 */
export async function openPage(
  browser: Browser,
  viewport: { width: number; height: number } = VIEWPORTS.desktop,
): Promise<WatchedPage> {
  const baseUrl = inject('baseUrl');
  const context = await browser.newContext({ viewport, baseURL: baseUrl });
  const page = await context.newPage();
  const problems: string[] = [];
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
