// @vitest-environment node
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { previewForFile } from '../utils/preview-server';

/** The client's index.html as Parcel minifies it: unquoted attributes, no head or body tags. */
const TEMPLATE =
  '<!DOCTYPE html><html lang=en-IN><meta charset=utf-8><title>Bazaar: Online Shopping Site for Mobiles, Fashion &amp; More</title>' +
  '<noscript>Bazaar needs JavaScript to run.</noscript><div id=root></div><script type=module src=/main.0123abcd.js></script>';

/** The API build: pages rendered per request by the app's own server entry. */
const apiBuild = previewForFile(
  'http://localhost',
  { 'index.html': TEMPLATE },
  {
    'entry-server.js': `export * from ${JSON.stringify(path.resolve('src/entry-server.tsx'))};`,
    'screen-chunks.json': JSON.stringify({ FaqScreen: ['faq-screen.11111111.js'] }),
    'catalogue-chunks.json': JSON.stringify({ hi: ['hi-messages.22222222.js'] }),
  },
);

/** The demo build: prerendered pages and a shell per language, as scripts/prerender.mjs writes. */
const demoBuild = previewForFile('http://localhost', {
  'shell.html': 'the English shell',
  'hi/shell.html': 'the Hindi shell',
  'index.html': 'the English home',
  'hi/index.html': 'the Hindi home',
  'hi/faq/index.html': 'the Hindi FAQ',
});

const page = async (response: Response) => ({
  status: response.status,
  type: response.headers.get('content-type'),
  html: await response.text(),
});

describe('npm run preview of the API build, in Hindi', () => {
  it('renders a Hindi page per request, lang=hi, naming its English version', async () => {
    const { status, html } = await page(await apiBuild('/hi/faq'));
    expect(status).toBe(200);
    expect(html).toContain('<html lang="hi"');
    expect(html).toContain('<title>अक्सर पूछे जाने वाले सवाल | Bazaar</title>');
    expect(html).toContain('<link rel="alternate" hreflang="en-IN" href="/faq">');
  });

  it('sends a guarded Hindi page the Hindi client shell, its catalogue preloaded', async () => {
    const { status, html } = await page(await apiBuild('/hi/account'));
    expect(status).toBe(200);
    expect(html).toContain('<html lang="hi"');
    expect(html).toContain('<title>Bazaar: मोबाइल, फ़ैशन और बहुत कुछ की ऑनलाइन शॉपिंग साइट</title>');
    expect(html).toContain('<link rel="modulepreload" href="/hi-messages.22222222.js">');
    expect(html).toContain('<div id=root></div>');
  });

  it('sends a guarded English page the English shell, without the Hindi catalogue', async () => {
    const { html } = await page(await apiBuild('/account'));
    expect(html).toContain('<html lang="en-IN"');
    expect(html).not.toContain('modulepreload');
  });

  it('redirects an unknown Hindi path to the Hindi home', async () => {
    const response = await apiBuild('/hi/no-such-page', { redirect: 'manual' });
    expect(response.status).toBe(307);
    expect(response.headers.get('location')).toBe('/hi/');
  });
});

describe('npm run preview of the demo build, in Hindi', () => {
  it.each([
    ['/hi/faq', 'the Hindi FAQ'],
    ['/hi/', 'the Hindi home'],
    ['/hi', 'the Hindi home'],
    ['/hi/account', 'the Hindi shell'],
    ['/hi/search/?q=shoes', 'the Hindi shell'],
    ['/hi/no-such-page', 'the Hindi shell'],
    ['/account', 'the English shell'],
    ['/history', 'the English shell'],
  ])('answers %s with %s', async (url, expected) => {
    expect(await page(await demoBuild(url))).toEqual({
      status: 200,
      type: 'text/html; charset=utf-8',
      html: expected,
    });
  });
});
