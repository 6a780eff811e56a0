import { screen, within } from '@testing-library/react';
import { renderRoute } from '../../utils/render-route';

async function footer() {
  return within(await screen.findByRole('contentinfo'));
}

describe('footer', () => {
  it('has the About, Help, Policy and Social columns with their links', async () => {
    await renderRoute('/faq');
    const f = await footer();
    for (const title of ['About', 'Help', 'Policy', 'Social']) {
      expect(f.getByRole('heading', { level: 2, name: title })).toBeInTheDocument();
    }
    const routes = [
      ['Contact Us', '/contact'],
      ['About Us', '/about'],
      ['Payments', '/payment'],
      ['Shipping', '/shipping'],
      ['Cancellation & Returns', '/cancellation'],
      ['FAQ', '/faq'],
      ['Customer Support', '/customer_support'],
      ['Terms Of Use', '/terms'],
      ['Security', '/security'],
      ['Privacy', '/privacy'],
      ['EPR Compliance', '/epr-compliance'],
    ] as const;
    for (const [name, href] of routes) {
      expect(f.getByRole('link', { name })).toHaveAttribute('href', href);
    }
  });

  it("keeps the documented dead links at '#', and they go nowhere", async () => {
    const { user, location } = await renderRoute('/faq');
    const f = await footer();
    for (const name of [
      'Careers',
      'Press',
      'Return Policy',
      'Facebook',
      'X (Twitter)',
      'YouTube',
      'Instagram',
    ]) {
      const link = f.getByRole('link', { name });
      expect(link).toHaveAttribute('href', '#');
      await user.click(link);
    }
    expect(location()).toBe('/faq');
  });

  it('shows the contact text, the local payment logos and the 2024 copyright line', async () => {
    await renderRoute('/faq');
    const f = await footer();
    expect(f.getByText(/12 Residency Road/)).toBeInTheDocument();
    expect(f.getByText(/Customer care: 1800-202-9898/)).toBeInTheDocument();
    const logos = within(f.getByRole('list', { name: 'We accept' })).getAllByRole('img');
    expect(logos.map((logo) => [logo.getAttribute('alt'), logo.getAttribute('src')])).toEqual([
      ['Visa card', '/img/payment/card-visa.webp'],
      ['Mastercard card', '/img/payment/card-mastercard.webp'],
      ['Online wallet', '/img/payment/wallet.webp'],
    ]);
    expect(f.getByText(/© 2024 Bazaar/)).toBeInTheDocument();
  });
});
