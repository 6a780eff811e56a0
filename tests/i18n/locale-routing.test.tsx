import { screen } from '@testing-library/react';
import { localeOfPath, localisePath, stripLocale } from '../../src/i18n/locale';
import { renderRoute } from '../utils/render-route';

describe('the language in the address', () => {
  it('reads Hindi from the /hi prefix only', () => {
    expect(localeOfPath('/hi')).toBe('hi');
    expect(localeOfPath('/hi/')).toBe('hi');
    expect(localeOfPath('/hi/products/')).toBe('hi');
    expect(localeOfPath('/hindi')).toBe('en');
    expect(localeOfPath('/products/')).toBe('en');
    expect(localeOfPath('/')).toBe('en');
  });

  it('moves a path between the languages', () => {
    expect(stripLocale('/hi/products/')).toBe('/products/');
    expect(stripLocale('/hi')).toBe('/');
    expect(stripLocale('/hi/')).toBe('/');
    expect(stripLocale('/hindi')).toBe('/hindi');
    expect(localisePath('/products/', 'hi')).toBe('/hi/products/');
    expect(localisePath('/', 'hi')).toBe('/hi/');
    expect(localisePath('/hi/product/x', 'en')).toBe('/product/x');
    expect(localisePath('/hi/product/x', 'hi')).toBe('/hi/product/x');
  });

  it('serves a Hindi address with the route of its English path, and keeps the prefix', async () => {
    const page = await renderRoute('/hi/login');
    expect(page.location()).toBe('/login');
    expect(page.address()).toBe('/hi/login');
    expect(document.title).toBe('लॉग इन | Bazaar');
    expect(await screen.findByRole('textbox', { name: 'ईमेल' })).toBeInTheDocument();
  });

  it('sends a guarded Hindi page to the Hindi login, with the Hindi return address', async () => {
    const page = await renderRoute('/hi/account');
    expect(page.address()).toBe('/hi/login?redirect=%2Faccount');
  });
});
