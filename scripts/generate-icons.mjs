/**
 * Draws the web app manifest's icons (public/icons/) from the favicon's mark, in the local
 * Chromium: 192 and 512 px, and a maskable 512 px one whose mark sits inside the safe zone (the
 * central 80% circle) on a full-bleed brand background. Run: node scripts/generate-icons.mjs
 */
import { writeFileSync } from 'node:fs';
import { chromium } from 'playwright-core';

const BRAND = '#226be0';
const MARK = '<path d="M9 8h9a5 5 0 0 1 1.8 9.7A5 5 0 0 1 18 25H9z" fill="#ffe500"/>';
const ICONS = [
  { file: 'icon-192.png', size: 192, maskable: false },
  { file: 'icon-512.png', size: 512, maskable: false },
  { file: 'icon-maskable-512.png', size: 512, maskable: true },
];

function svg(size, maskable) {
  // The maskable icon's mark is scaled to 60% around the centre: platforms crop to the safe zone.
  const mark = maskable
    ? `<g transform="translate(16 16) scale(0.6) translate(-16 -16)">${MARK}</g>`
    : MARK;
  const background = maskable
    ? `<rect width="32" height="32" fill="${BRAND}"/>`
    : `<rect width="32" height="32" rx="6" fill="${BRAND}"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32" width="${size}" height="${size}">${background}${mark}</svg>`;
}

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless=new', '--no-sandbox'],
});
try {
  for (const { file, size, maskable } of ICONS) {
    const page = await browser.newPage({ viewport: { width: size, height: size } });
    await page.setContent(
      `<style>html,body{margin:0;background:transparent}svg{display:block}</style>${svg(size, maskable)}`,
    );
    writeFileSync(`public/icons/${file}`, await page.screenshot({ omitBackground: true }));
    await page.close();
  }
} finally {
  await browser.close();
}
console.info(`Wrote ${ICONS.map(({ file }) => `public/icons/${file}`).join(', ')}`);
