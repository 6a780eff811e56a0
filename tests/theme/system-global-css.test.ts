import { createSystem, defaultConfig } from '@chakra-ui/react';
import { describe, expect, it } from 'vitest';

/**
 * Chakra builds a system's global CSS (reset, global CSS, every token's variable) inside
 * createSystem, most of its time; patches/@chakra-ui+react+3.37.0.patch (applied by npm's
 * postinstall) builds it at the first read of `_global` instead, which a server-rendered page,
 * holding that CSS already, never makes.
 */
describe("a Chakra system's global CSS", () => {
  it('is built at its first read, not by createSystem', () => {
    const system = createSystem(defaultConfig);
    const global = Object.getOwnPropertyDescriptor(system, '_global');

    expect(global?.get).toBeTypeOf('function');
    expect(global?.set).toBeTypeOf('function');
  });

  it("holds the reset, the global CSS and the tokens' variables when read", () => {
    const system = createSystem(defaultConfig, {
      theme: { tokens: { colors: { brand: { 500: { value: '#226be0' } } } } },
      globalCss: { body: { margin: '0' } },
    });

    const css = JSON.stringify(system._global);

    expect(css).toContain('"--chakra-colors-brand-500":"#226be0"');
    expect(css).toContain('"margin":"0"');
    expect(css).toContain('@layer reset');
    expect(system._global).toBe(system._global);
  });

  it('takes the value it is given, as before', () => {
    const system = createSystem(defaultConfig);
    system._global = [];

    expect(system._global).toEqual([]);
  });
});
