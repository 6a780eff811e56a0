// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { pageOf, previewForFile } from '../utils/preview-server';

/** The demo build: prerendered pages and a shell per language, as scripts/prerender.mjs writes. */
const demoBuild = previewForFile('http://localhost', {
  'shell.html': 'the English shell',
  'hi/shell.html': 'the Hindi shell',
  'index.html': 'the English home',
  'hi/index.html': 'the Hindi home',
  'hi/faq/index.html': 'the Hindi FAQ',
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
    expect(await pageOf(await demoBuild(url))).toEqual({
      status: 200,
      type: 'text/html; charset=utf-8',
      html: expected,
    });
  });
});
