import {
  isNavbarHidden,
  isSearchHidden,
  navbarVariant,
} from '../../../src/components/layout/nav-rules';

describe('navigation bar rules', () => {
  it.each([
    '/contact',
    '/about',
    '/cart',
    '/privacy',
    '/shipping',
    '/faq',
    '/security',
    '/terms',
    '/becomeseller',
    '/cart/',
  ])('hides the search on %s', (path) => {
    expect(isSearchHidden(path)).toBe(true);
  });

  it.each(['/', '/search', '/cat/mobiles', '/contact-us', '/faqs', '/epr-compliance'])(
    'keeps the search on %s',
    (path) => {
      expect(isSearchHidden(path)).toBe(false);
    },
  );

  it('hides the whole bar only on /becomeseller', () => {
    expect(isNavbarHidden('/becomeseller')).toBe(true);
    expect(isNavbarHidden('/becomeseller/')).toBe(true);
    expect(isNavbarHidden('/')).toBe(false);
    expect(isNavbarHidden('/cart')).toBe(false);
  });

  it('is white only on /', () => {
    expect(navbarVariant('/')).toBe('home');
    expect(navbarVariant('/faq')).toBe('default');
    expect(navbarVariant('/search/')).toBe('default');
  });
});
