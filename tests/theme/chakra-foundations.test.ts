import { chakraFoundations } from '../../src/theme/chakra-foundations';

/**
 * What the build inlines of Chakra's foundations (a Parcel macro): light values only, and none of
 * the palettes, shades and keyframes no style of the storefront uses.
 */
describe("the build's copy of Chakra's foundations", () => {
  const foundations = chakraFoundations();

  it('keeps only the light value of each semantic colour: no dark mode anywhere', () => {
    expect(foundations.semanticTokens.colors.bg.DEFAULT).toEqual({ value: '{colors.white}' });
    expect(foundations.semanticTokens.colors.fg.DEFAULT).toEqual({ value: '{colors.black}' });
    expect(JSON.stringify(foundations)).not.toContain('_dark');
  });

  it('leaves out the unused palettes, shades and keyframes, and keeps the used ones', () => {
    expect(Object.keys(foundations.tokens.colors)).toEqual([
      'transparent',
      'current',
      'black',
      'white',
      'blackAlpha',
      'gray',
      'red',
      'orange',
      'green',
      'blue',
    ]);
    expect(Object.keys(foundations.tokens.colors.gray)).not.toContain('950');
    expect(Object.keys(foundations.tokens.colors.gray)).toContain('200');
    expect(Object.keys(foundations.keyframes)).not.toContain('marqueeX');
    expect(Object.keys(foundations.keyframes)).toContain('spin');
  });
});
