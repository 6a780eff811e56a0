// @vitest-environment node
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { pageOf, previewForFile } from '../utils/preview-server';

/** The client's index.html as Parcel minifies it: unquoted attributes, no head or body tags. */
const TEMPLATE =
  '<!DOCTYPE html><html lang=en-IN><meta charset=utf-8><title>Bazaar: Online Shopping Site for Mobiles, Fashion &amp; More</title>' +
  '<noscript>Bazaar needs JavaScript to run.</noscript><div id=root></div><script type=module src=/main.0123abcd.js></script>';

/**
 * The API build: pages rendered per request by the app's own server entry. Its own file: each
 * preview resets the module registry (the server reads DIST_DIR at load), which would leave the
 * entry and the screens it loads later in two registries (two instances of a module's state).
 */
const apiBuild = previewForFile(
  'http://localhost',
  { 'index.html': TEMPLATE },
  {
    'entry-server.js': `export * from ${JSON.stringify(path.resolve('src/entry-server.tsx'))};`,
    'screen-chunks.json': JSON.stringify({
      FaqScreen: ['faq-screen.11111111.js'],
      hydrateRoot: ['client.33333333.js'],
    }),
    'catalogue-chunks.json': JSON.stringify({ hi: ['hi-messages.22222222.js'] }),
  },
);

describe('npm run preview of the API build, in Hindi', () => {
  it('renders a Hindi page per request, lang=hi, naming its English version', async () => {
    const { status, html } = await pageOf(await apiBuild('/hi/faq'));
    expect(status).toBe(200);
    expect(html).toContain('<html lang="hi"');
    expect(html).toContain('<title>अक्सर पूछे जाने वाले सवाल | Bazaar</title>');
    expect(html).toContain('<link rel="alternate" hreflang="en-IN" href="/faq">');
  });

  it('sends a guarded Hindi page the Hindi client shell, its catalogue preloaded', async () => {
    const { status, html } = await pageOf(await apiBuild('/hi/account'));
    expect(status).toBe(200);
    expect(html).toContain('<html lang="hi"');
    expect(html).toContain('<title>Bazaar: मोबाइल, फ़ैशन और बहुत कुछ की ऑनलाइन शॉपिंग साइट</title>');
    expect(html).toContain('<link rel="modulepreload" href="/hi-messages.22222222.js">');
    expect(html).toContain('<div id=root></div>');
  });

  it('sends a guarded English page the English shell, without the Hindi catalogue', async () => {
    const { html } = await pageOf(await apiBuild('/account'));
    expect(html).toContain('<html lang="en-IN"');
    expect(html).not.toContain('hi-messages');
    expect(html).toContain('<link rel="modulepreload" href="/client.33333333.js">');
  });

  it('redirects an unknown Hindi path to the Hindi home', async () => {
    const response = await apiBuild('/hi/no-such-page', { redirect: 'manual' });
    expect(response.status).toBe(307);
    expect(response.headers.get('location')).toBe('/hi/');
  });
});
