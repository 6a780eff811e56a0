// @vitest-environment node
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
// @ts-expect-error -- a plain ESM script without type declarations
import { securityHeaders } from '../../scripts/security-headers.mjs';
import { previewForFile } from '../utils/preview-server';

type Headers = Record<string, string>;
const productionHeaders = securityHeaders as (options?: { connectSrc?: string[] }) => Headers;

const API_ORIGIN = 'http://127.0.0.1:8000';
const get = previewForFile(API_ORIGIN);

/** The CSP as directive -> sources. */
function directives(csp: string): Map<string, string[]> {
  return new Map(
    csp
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name, ...sources]) => [name!, sources]),
  );
}

describe('npm run preview sends the security headers', () => {
  it.each([
    ['the page', '/', 'GET', 200],
    ['a deep link (SPA fallback)', '/product/some-slug?x=1', 'GET', 200],
    ['a hashed script', '/main.0123abcd.js', 'GET', 200],
    ['a missing asset', '/missing.png', 'GET', 404],
    ['a method it does not serve', '/', 'POST', 405],
  ])('on %s', async (_what, url, method, status) => {
    const response = await get(url, { method });
    expect(response.status).toBe(status);
    const csp = directives(response.headers.get('content-security-policy') ?? '');

    // Scripts only from the site itself: no inline script, no eval, no other origin.
    expect(csp.get('script-src')).toEqual(["'self'"]);
    expect(csp.get('default-src')).toEqual(["'self'"]);
    // Emotion injects <style> elements at run time: inline styles, and only styles, are allowed.
    expect(csp.get('style-src')).toEqual(["'self'", "'unsafe-inline'"]);
    expect(csp.get('connect-src')).toEqual(["'self'", API_ORIGIN]);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(csp.get('base-uri')).toEqual(["'self'"]);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    expect(csp.get('worker-src')).toEqual(["'self'"]);
    for (const [name, sources] of csp) {
      expect(sources, name).not.toContain("'unsafe-eval'");
      if (name !== 'style-src') expect(sources, name).not.toContain("'unsafe-inline'");
    }

    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(response.headers.get('x-frame-options')).toBe('DENY');
    await response.arrayBuffer();
  });

  it('serves a page whose scripts are all external files (nothing the CSP would block)', async () => {
    const html = await (await get('/')).text();
    const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)];
    expect(scripts.length).toBeGreaterThan(0);
    for (const [, attributes, body] of scripts) {
      expect(attributes).toMatch(/\bsrc=/);
      expect(body!.trim()).toBe('');
    }
    expect(html).not.toMatch(/\son[a-z]+\s*=/i);
  });

  it('the source page has no inline script or event handler for the build to carry over', () => {
    const html = readFileSync(path.resolve('src/index.html'), 'utf8');
    for (const [, attributes, body] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
      expect(attributes).toMatch(/\bsrc=/);
      expect(body!.trim()).toBe('');
    }
    expect(html).not.toMatch(/\son[a-z]+\s*=/i);
  });
});

describe('the README gives a production host the same headers', () => {
  it('lists exactly what scripts/security-headers.mjs sends', () => {
    const readme = readFileSync(path.resolve('README.md'), 'utf8');
    const section = readme.slice(readme.indexOf('## Security headers'));
    const block = /```\n([\s\S]*?)```/.exec(section)?.[1] ?? '';
    // Header lines start at the margin; an indented line continues the one above.
    const documented: Headers = {};
    let last = '';
    for (const line of block.split('\n')) {
      if (/^\s+\S/.test(line) && last) documented[last] += ` ${line.trim()}`;
      else if (line.includes(':')) {
        const name = line.slice(0, line.indexOf(':'));
        documented[name] = line.slice(line.indexOf(':') + 1).trim();
        last = name;
      }
    }
    const expected = productionHeaders({ connectSrc: ['<API origin>'] });
    expect(Object.keys(documented).sort()).toEqual(Object.keys(expected).sort());
    for (const [name, value] of Object.entries(expected)) {
      expect(documented[name]!.replace(/\s+/g, ' '), name).toBe(value);
    }
  });
});
