import { screen, waitFor } from '@testing-library/react';
import { renderRoute } from '../utils/render-route';

const addressesOf = (links: HTMLElement[]) => links.map((link) => link.getAttribute('href') ?? '');

describe('links the API gives, on a Hindi page', () => {
  it('carry the /hi prefix in their address, and lead to the Hindi page', async () => {
    const page = await renderRoute('/hi/');
    const main = await screen.findByRole('main');
    await waitFor(() =>
      expect(
        addressesOf(screen.getAllByRole('link')).some((href) => href.startsWith('/hi/brand/')),
      ).toBe(true),
    );
    const fromTheApi = addressesOf([...main.querySelectorAll<HTMLElement>('a[href]')]).filter(
      (href) => /^\/(hi\/)?(cat|brand|product)\//.test(href),
    );
    expect(fromTheApi.length).toBeGreaterThan(0);
    expect(fromTheApi.filter((href) => !href.startsWith('/hi/'))).toEqual([]);

    const brand = [...main.querySelectorAll<HTMLElement>('a[href^="/hi/brand/"]')][0];
    if (!brand) throw new Error('no brand link on the home page');
    const target = brand.getAttribute('href');
    await page.user.click(brand);
    await waitFor(() => expect(page.address()).toBe(target));
  });

  it('keep the spec’s address on an English page', async () => {
    await renderRoute('/');
    await waitFor(() =>
      expect(
        addressesOf(screen.getAllByRole('link')).some((href) => href.startsWith('/brand/')),
      ).toBe(true),
    );
    expect(
      addressesOf(screen.getAllByRole('link')).filter((href) => href.startsWith('/hi/brand/')),
    ).toEqual([]);
  });
});
