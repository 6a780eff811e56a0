import { expect, it } from 'vitest';
import { browserForFile, openPage, VIEWPORTS } from './support/browser';
import { waitForScreen } from './support/screens';
import { cachedPaths, controlled } from './support/service-worker';

/*
 * Offline, a picture the page asks for at a width the shopper never loaded (the window widened,
 * the phone turned) is answered with the same picture at a width the service worker kept: the
 * home page seen on a phone takes the banner's 800 px copy; reloaded offline on a wide screen it
 * asks for the 1600 px picture and shows the copy. The demo build.
 */

const browser = browserForFile();

it('shows the banner kept at 800 px when a wide screen asks for it at 1600 px offline', async () => {
  const watched = await openPage(browser(), VIEWPORTS.mobile);
  const { page, context } = watched;
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto(watched.url('/'));
  await controlled(page);
  await waitForScreen(page, '/');
  const banner = page.getByRole('group', { name: '1 of 6' }).getByRole('img');
  const shown = await banner.evaluate((image: HTMLImageElement) => image.currentSrc);
  expect(new URL(shown).pathname).toMatch(/^\/img\/banners\/[\w-]+-800w\.webp$/);
  const picture = new URL(shown).pathname.replace('-800w.webp', '.webp');
  await expect
    .poll(() => cachedPaths(page, 'bazaar-images'), { timeout: 30_000 })
    .toContain(new URL(shown).pathname);
  expect(await cachedPaths(page, 'bazaar-images')).not.toContain(picture);
  await expect.poll(() => cachedPaths(page, 'bazaar-pages'), { timeout: 30_000 }).toContain('/');

  await context.setOffline(true);
  await page.setViewportSize(VIEWPORTS.desktop);
  await page.goto(watched.url('/'));
  await page.getByRole('heading', { level: 1, name: 'Bazaar home', exact: true }).waitFor();
  const wide = page.getByRole('group', { name: '1 of 6' }).getByRole('img');
  await expect
    .poll(() =>
      wide.evaluate((image: HTMLImageElement) => ({
        asked: new URL(image.currentSrc).pathname,
        // Drawn, not broken (its natural width is the copy's, scaled by the density the
        // browser assumes for the 1600 px picture it asked for).
        drawn: image.complete && image.naturalWidth > 0,
      })),
    )
    .toEqual({ asked: picture, drawn: true });
  expect(
    watched.problems.filter((problem) => !problem.includes('Failed to load resource')),
  ).toEqual([]);
});
