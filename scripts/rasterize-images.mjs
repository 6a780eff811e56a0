/**
 * Draws SVG pictures as WebP files in Debian's Chromium (a canvas's own encoder), for
 * scripts/generate-assets.ts. A page shows dozens of catalogue pictures: as SVG, each one is a
 * document of its own that the browser parses, styles, lays out and paints on the page's main
 * thread (about half a second of a budget phone's start-up on the home page, measured), where a
 * WebP is decoded off the main thread.
 */
import { chromium } from 'playwright-core';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './bench-browser.mjs';

/** Lossy WebP at this quality: flat artwork with no visible ringing, a few kilobytes a picture. */
const WEBP_QUALITY = 0.85;

/**
 * Each `{ svg, scale }` of `pictures` drawn at its SVG size times `scale`, as WebP bytes under the
 * same key.
 */
export async function rasterizeSvgs(pictures) {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
  try {
    const page = await browser.newPage();
    const files = new Map();
    for (const [key, { svg, scale }] of pictures) {
      const dataUrl = await page.evaluate(
        async ({ svg, scale, quality }) => {
          const image = new Image();
          image.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
          await image.decode();
          const canvas = document.createElement('canvas');
          canvas.width = Math.round(image.naturalWidth * scale);
          canvas.height = Math.round(image.naturalHeight * scale);
          canvas.getContext('2d').drawImage(image, 0, 0, canvas.width, canvas.height);
          return canvas.toDataURL('image/webp', quality);
        },
        { svg, scale, quality: WEBP_QUALITY },
      );
      if (!dataUrl.startsWith('data:image/webp;base64,'))
        throw new Error(`${key}: this Chromium cannot encode WebP`);
      files.set(key, Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64'));
    }
    return files;
  } finally {
    await browser.close();
  }
}
