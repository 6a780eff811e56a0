import { describe, expect, it } from 'vitest';
import { toSafeLink } from '../../src/lib/safe-url';

describe('toSafeLink', () => {
  const origin = 'http://localhost:3000';

  it('keeps root-relative paths as internal links', () => {
    expect(toSafeLink('/cat/mobiles?x=1', origin)).toEqual({
      kind: 'internal',
      href: '/cat/mobiles?x=1',
    });
  });

  it('keeps http(s) links, same-origin ones as internal', () => {
    expect(toSafeLink('https://example.in/a', origin)).toEqual({
      kind: 'external',
      href: 'https://example.in/a',
    });
    expect(toSafeLink('http://localhost:3000/brand/bata', origin)).toEqual({
      kind: 'internal',
      href: '/brand/bata',
    });
  });

  it('refuses script, data, protocol-relative and junk targets', () => {
    for (const raw of [
      'javascript:alert(1)',
      ' JavaScript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      '//evil.example/x',
      '/\\evil.example',
      'vbscript:x',
      '',
      null,
      undefined,
      'not a url',
    ]) {
      expect(toSafeLink(raw, origin)).toBeNull();
    }
  });
});
