// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { renderPage, shellPage } from '../../src/entry-server';

// The server reads the API at an absolute address (the MSW node server answers any origin).
vi.hoisted(() => {
  process.env.API_BASE_URL = 'http://localhost';
});

interface Alternate {
  hreflang: string;
  href: string;
}
interface Assembled {
  locale: string;
  lang: string;
  title: string;
  preloads: string[];
}
interface Renderer {
  render(url: string): Promise<(Assembled & { alternates: Alternate[]; html: string }) | null>;
  shell(url: string): Assembled;
}
interface Ssr {
  loadRenderer(distDir: string): Promise<Renderer | null>;
  assemblePage(template: string, page: unknown): string;
  assembleShell(template: string, page: unknown): string;
}

/** The client's index.html as Parcel minifies it: unquoted attributes, no head or body tags. */
const TEMPLATE =
  '<!DOCTYPE html><html lang=en-IN><meta charset=utf-8><title>Bazaar: Online Shopping Site for Mobiles, Fashion &amp; More</title>' +
  '<noscript>Bazaar needs JavaScript to run.</noscript><div id=root></div><script type=module src=/main.0123abcd.js></script>';

const links = (html: string, rel: string) =>
  [...html.matchAll(new RegExp(`<link rel="${rel}"[^>]*>`, 'g'))].map((m) => m[0]);

/**
 * A build's server folder for scripts/ssr.mjs: its entry is the app's own server entry, its
 * chunk maps name a catalogue chunk for Hindi, one chunk for the FAQ's screen and React DOM's
 * chunk (the module that exports hydrateRoot).
 */
let dist = '';
let ssr: Ssr;
let renderer: Renderer;
beforeAll(async () => {
  dist = mkdtempSync(path.join(tmpdir(), 'bazaar-template-'));
  const serverDir = `${dist}-server`;
  mkdirSync(serverDir);
  const entry = path.resolve('src/entry-server.tsx');
  writeFileSync(path.join(serverDir, 'entry-server.js'), `export * from ${JSON.stringify(entry)};`);
  writeFileSync(
    path.join(serverDir, 'screen-chunks.json'),
    JSON.stringify({
      FaqScreen: ['faq-screen.11111111.js'],
      hydrateRoot: ['client.33333333.js'],
      createRoot: ['client.33333333.js'],
    }),
  );
  writeFileSync(
    path.join(serverDir, 'catalogue-chunks.json'),
    JSON.stringify({ hi: ['hi-messages.22222222.js'] }),
  );
  // @ts-expect-error -- a plain ESM script without type declarations
  ssr = (await import('../../scripts/ssr.mjs')) as Ssr;
  const loaded = await ssr.loadRenderer(dist);
  if (!loaded) throw new Error('No renderer loaded');
  renderer = loaded;
});
afterAll(() => {
  rmSync(dist, { recursive: true, force: true });
  rmSync(`${dist}-server`, { recursive: true, force: true });
});

describe('a Hindi page rendered on the server (prerender, per-request render)', () => {
  it('is in Hindi: its title and its text', async () => {
    const page = await renderPage('/hi/faq');
    expect(page).toMatchObject({
      status: 200,
      locale: 'hi',
      lang: 'hi',
      title: 'अक्सर पूछे जाने वाले सवाल | Bazaar',
    });
    // Links inside it keep the language.
    expect(page?.html).toContain('href="/hi/cat/mens-footwear"');
  });

  it('gives home, which names no title, the Hindi default title', async () => {
    expect(await renderPage('/hi/')).toMatchObject({
      status: 200,
      title: 'Bazaar: मोबाइल, फ़ैशन और बहुत कुछ की ऑनलाइन शॉपिंग साइट',
    });
  });

  it('redirects an unknown Hindi path to the Hindi home (spec §8, in Hindi)', async () => {
    expect(await renderPage('/hi/no-such-page')).toMatchObject({ redirect: '/hi/' });
  });

  it('redirects /hi to the Hindi home at /hi/', async () => {
    expect(await renderPage('/hi')).toMatchObject({ redirect: '/hi/' });
  });

  it('leaves a guarded Hindi page to the client, whose shell is Hindi', async () => {
    expect(await renderPage('/hi/account')).toBeNull();
    expect(shellPage('/hi/account')).toEqual({
      locale: 'hi',
      lang: 'hi',
      title: 'Bazaar: मोबाइल, फ़ैशन और बहुत कुछ की ऑनलाइन शॉपिंग साइट',
    });
    expect(shellPage('/account')).toEqual({
      locale: 'en',
      lang: 'en-IN',
      title: 'Bazaar: Online Shopping Site for Mobiles, Fashion & More',
    });
  });
});

describe('the page template (scripts/ssr.mjs)', () => {
  it('makes a Hindi page lang=hi, in Hindi, preloading the Hindi catalogue with its screen', async () => {
    const page = await renderer.render('/hi/faq');
    const html = ssr.assemblePage(TEMPLATE, page);
    expect(html).toContain('<html lang="hi"');
    expect(html).not.toContain('lang=en-IN');
    expect(html).toContain('<title>अक्सर पूछे जाने वाले सवाल | Bazaar</title>');
    expect(links(html, 'modulepreload')).toEqual([
      '<link rel="modulepreload" href="/client.33333333.js">',
      '<link rel="modulepreload" href="/hi-messages.22222222.js">',
      '<link rel="modulepreload" href="/faq-screen.11111111.js">',
    ]);
  });

  it('names each language version of a page in both languages, English as the default', async () => {
    const expected = [
      '<link rel="alternate" hreflang="en-IN" href="/faq">',
      '<link rel="alternate" hreflang="hi-IN" href="/hi/faq">',
      '<link rel="alternate" hreflang="x-default" href="/faq">',
    ];
    expect(
      links(ssr.assemblePage(TEMPLATE, await renderer.render('/hi/faq')), 'alternate'),
    ).toEqual(expected);
    expect(links(ssr.assemblePage(TEMPLATE, await renderer.render('/faq')), 'alternate')).toEqual(
      expected,
    );
    expect(
      links(ssr.assemblePage(TEMPLATE, await renderer.render('/hi/search/?q=shoes')), 'alternate'),
    ).toEqual([
      '<link rel="alternate" hreflang="en-IN" href="/search/?q=shoes">',
      '<link rel="alternate" hreflang="hi-IN" href="/hi/search/?q=shoes">',
      '<link rel="alternate" hreflang="x-default" href="/search/?q=shoes">',
    ]);
  });

  it('keeps an English page en-IN, without the Hindi catalogue', async () => {
    const html = ssr.assemblePage(TEMPLATE, await renderer.render('/faq'));
    expect(html).toContain('<html lang="en-IN"');
    expect(html).toContain('<title>FAQ | Bazaar</title>');
    expect(links(html, 'modulepreload')).toEqual([
      '<link rel="modulepreload" href="/client.33333333.js">',
      '<link rel="modulepreload" href="/faq-screen.11111111.js">',
    ]);
  });

  it('makes the client shell of a guarded Hindi page Hindi, its catalogue preloaded, its root empty', () => {
    const html = ssr.assembleShell(TEMPLATE, renderer.shell('/hi/account'));
    expect(html).toContain('<html lang="hi"');
    expect(html).toContain('<title>Bazaar: मोबाइल, फ़ैशन और बहुत कुछ की ऑनलाइन शॉपिंग साइट</title>');
    expect(links(html, 'modulepreload')).toEqual([
      '<link rel="modulepreload" href="/client.33333333.js">',
      '<link rel="modulepreload" href="/hi-messages.22222222.js">',
    ]);
    expect(html).toContain('<div id=root></div>');
    expect(html).toContain('<noscript>');
  });

  it("leaves an English guarded page's shell as the template is, but for quotes and React DOM's preload", () => {
    const html = ssr.assembleShell(TEMPLATE, renderer.shell('/account'));
    expect(html).toBe(
      TEMPLATE.replace('lang=en-IN', 'lang="en-IN"').replace(
        '</title>',
        '</title><link rel="modulepreload" href="/client.33333333.js">',
      ),
    );
  });
});
