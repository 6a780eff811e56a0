import { getSystem } from '../../src/theme/system';

/**
 * The styles of an element follow the order its props were given in, whatever was styled
 * before: the server and a hydrating browser style a page's elements in different orders, and
 * a class name is a hash of the styles in order, so one element got two class names (a
 * development build's hydration warning; patches/@chakra-ui+react+3.37.0.patch).
 */
describe("the system's css()", () => {
  it('keeps the order of the props, also after the same props in another order', () => {
    const { css } = getSystem();
    expect(Object.keys(css({ fontSize: 'sm', color: 'fg.muted' }))).toEqual(['fontSize', 'color']);
    expect(Object.keys(css({ color: 'fg.muted', fontSize: 'sm' }))).toEqual(['color', 'fontSize']);
    expect(Object.keys(css({ fontSize: 'sm', color: 'fg.muted' }))).toEqual(['fontSize', 'color']);
  });
});
