// @vitest-environment node
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { getSystem } from '../../src/theme/system';
import { previewForFile } from '../utils/preview-server';

const fetchFromPreview = previewForFile('http://127.0.0.1:8000', {
  'service-worker.js': 'self.addEventListener("fetch", () => {});',
  'offline.html': readFileSync(path.resolve('public/offline.html'), 'utf8'),
  'manifest.webmanifest': readFileSync(path.resolve('public/manifest.webmanifest'), 'utf8'),
});

function get(url: string, headers: Record<string, string> = {}): Promise<Response> {
  return fetchFromPreview(url, { headers });
}

describe('what the production server sends for offline use', () => {
  it('sends the service worker as JavaScript that is revalidated at every visit', async () => {
    const response = await get('/service-worker.js');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('no-cache');
  });

  it('sends the manifest with its own type', async () => {
    const response = await get('/manifest.webmanifest');
    expect(response.headers.get('content-type')).toBe('application/manifest+json');
    expect((await response.json()) as unknown).toMatchObject({ start_url: '/' });
  });

  it('sends the offline page as a page whose Retry script the CSP allows', async () => {
    const response = await get('/offline.html');
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(await response.text()).toContain("You're offline");
    expect(response.headers.get('content-security-policy')).toMatch(/script-src 'self' 'sha256-/);
  });

  it.each([
    ['a file', '/main.0123abcd.js'],
    ['a page', '/'],
  ])('answers a conditional request for an unchanged %s with a bodiless 304', async (_, url) => {
    for (const encoding of ['br', 'gzip', 'identity']) {
      const first = await get(url, { 'accept-encoding': encoding });
      const etag = first.headers.get('etag');
      expect(etag).toMatch(/^"[\w-]+"$/);
      const again = await get(url, { 'accept-encoding': encoding, 'if-none-match': etag! });
      expect(again.status).toBe(304);
      expect(await again.text()).toBe('');
      const stale = await get(url, { 'accept-encoding': encoding, 'if-none-match': '"old"' });
      expect(stale.status).toBe(200);
    }
  });
});

/** A PNG's width and height, from its IHDR chunk. */
function pngSize(file: string): string {
  const png = readFileSync(file);
  return `${png.readUInt32BE(16)}x${png.readUInt32BE(20)}`;
}

describe('the web app manifest', () => {
  const manifest = JSON.parse(
    readFileSync(path.resolve('public/manifest.webmanifest'), 'utf8'),
  ) as {
    name: string;
    short_name: string;
    start_url: string;
    display: string;
    theme_color: string;
    background_color: string;
    icons: { src: string; sizes: string; type: string; purpose: string }[];
  };

  it('installs Bazaar as a standalone app starting at the home page', () => {
    expect(manifest).toMatchObject({
      name: 'Bazaar: Online Shopping',
      short_name: 'Bazaar',
      start_url: '/',
      display: 'standalone',
    });
  });

  it("takes its colours from the theme: the navbar's blue and the page canvas", () => {
    expect(manifest.theme_color).toBe('#226be0');
    expect(manifest.background_color).toBe('#f1f3f6');
    expect(getSystem().tokens.getByName('colors.brand.500')?.value).toBe(manifest.theme_color);
    expect(getSystem().tokens.getByName('colors.bg.canvas')?.value).toBe(manifest.background_color);
  });

  it('has 192 and 512 px PNG icons and a maskable one, each of the size it says', () => {
    expect(manifest.icons.map(({ sizes, purpose }) => `${sizes} ${purpose}`)).toEqual([
      '192x192 any',
      '512x512 any',
      '512x512 maskable',
    ]);
    for (const icon of manifest.icons) {
      expect(icon.type).toBe('image/png');
      expect(pngSize(path.resolve(`public${icon.src}`))).toBe(icon.sizes);
    }
  });
});
