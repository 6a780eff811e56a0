import { screen, within } from '@testing-library/react';
import { openInfoPage } from './open-info-page';

describe('informational screens', () => {
  it('payments: EMI tenures, cash on delivery limit, 44 banks, last 4 card digits', async () => {
    const { main } = await openInfoPage('/payment', 'Payments');
    expect(
      main.getByText(/over 3, 6, 9, 12, 18 and 24 months, with no processing fee/),
    ).toBeInTheDocument();
    expect(main.getByText('Cash on delivery for orders up to ₹50,000.')).toBeInTheDocument();
    expect(main.getByText('Internet banking across 44 banks.')).toBeInTheDocument();
    expect(main.getByText(/keep only the last 4 digits of your card number/)).toBeInTheDocument();
  });

  it('shipping: standard 3-7, express 1-3 business days, same-day in select places', async () => {
    const { main } = await openInfoPage('/shipping', 'Shipping');
    expect(main.getByText('Standard delivery: 3-7 business days.')).toBeInTheDocument();
    expect(main.getByText('Express delivery: 1-3 business days.')).toBeInTheDocument();
    expect(main.getByText(/Same-day delivery: in select places/)).toBeInTheDocument();
  });

  it('cancellation: before shipping only, returns after delivery within 7 days, refunds in 5-7 days', async () => {
    const { main } = await openInfoPage('/cancellation', 'Cancellation & Returns');
    expect(
      main.getByText('You can cancel an order at any time before it is shipped.'),
    ).toBeInTheDocument();
    expect(
      main.getByText('Once an order has been shipped it can no longer be cancelled.'),
    ).toBeInTheDocument();
    expect(main.getByText('A return may be requested after delivery.')).toBeInTheDocument();
    expect(main.getByText('Returns are accepted within 7 days of receipt.')).toBeInTheDocument();
    expect(main.getByText(/within 5-7 business days/)).toBeInTheDocument();
  });

  it('customer support keeps its own 30-day reading of the return window', async () => {
    const { main } = await openInfoPage('/customer_support', 'Customer Support');
    expect(
      main.getByText('Most items can be returned within 30 days of delivery.'),
    ).toBeInTheDocument();
  });

  it('gift cards range from ₹50 to ₹10,000 and above', async () => {
    const { main } = await openInfoPage('/gift_card', 'Gift Cards');
    expect(main.getAllByText(/from ₹50 to ₹10,000 and above/).length).toBeGreaterThan(0);
  });

  it('become a seller: the four documented figures, without the shop navigation bar', async () => {
    const { main } = await openInfoPage('/becomeseller', 'Become a Seller');
    expect(main.getByText('Assured delivery in 2-4 days to your customers')).toBeInTheDocument();
    expect(main.getByText('Payments from 7 days after dispatch')).toBeInTheDocument();
    expect(main.getByText('Delivery to 19000+ pin codes across India')).toBeInTheDocument();
    expect(
      main.getByText('Seller account in under 10 minutes with 3 documents'),
    ).toBeInTheDocument();
    expect(screen.queryByTestId('navbar')).not.toBeInTheDocument();
  });

  it('notifications list static updates', async () => {
    const { main } = await openInfoPage('/notification', 'Notifications');
    expect(main.getByText('Your order is on the way')).toBeInTheDocument();
  });

  it('faq answers open one at a time from the keyboard', async () => {
    const { main, user } = await openInfoPage('/faq', 'Frequently Asked Questions');
    const question = main.getByRole('button', { name: 'Is cash on delivery available?' });
    expect(question).toHaveAttribute('aria-expanded', 'false');
    question.focus();
    await user.keyboard('{Enter}');
    expect(question).toHaveAttribute('aria-expanded', 'true');
    expect(main.getByText('Yes, for orders up to ₹50,000.')).toBeVisible();
  });

  it('epr compliance is an e-waste policy with a collection-point table', async () => {
    const { main } = await openInfoPage('/epr-compliance', 'EPR Compliance');
    expect(main.getByRole('heading', { level: 2, name: 'Our e-waste policy' })).toBeInTheDocument();
    const table = within(main.getByRole('table'));
    expect(table.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual([
      'City',
      'State',
      'Address',
      'Phone',
    ]);
    expect(table.getAllByRole('row')).toHaveLength(7);
    expect(table.getByRole('cell', { name: 'Bengaluru' })).toBeInTheDocument();
  });

  it.each([
    ['/about', 'About Us'],
    ['/privacy', 'Privacy Policy'],
    ['/terms', 'Terms of Use'],
    ['/security', 'Security'],
  ])('%s reads as a policy page', async (path, heading) => {
    const { main } = await openInfoPage(path, heading);
    expect(main.getAllByRole('heading', { level: 2 }).length).toBeGreaterThan(1);
  });
});

describe('contact', () => {
  it('requires name, email and message; phone is optional', async () => {
    const { main } = await openInfoPage('/contact', 'Contact Us');
    const form = within(main.getByRole('form', { name: 'Contact form' }));
    expect(form.getByRole('textbox', { name: /^Name/ })).toBeRequired();
    expect(form.getByRole('textbox', { name: /^Email/ })).toBeRequired();
    expect(form.getByRole('textbox', { name: /^Message/ })).toBeRequired();
    expect(form.getByRole('textbox', { name: /^Phone/ })).not.toBeRequired();
  });

  it('does not send anything on submit (the form is not wired)', async () => {
    const { main, user, location } = await openInfoPage('/contact', 'Contact Us');
    const form = within(main.getByRole('form', { name: 'Contact form' }));
    await user.type(form.getByRole('textbox', { name: /^Name/ }), 'Priya');
    await user.type(form.getByRole('textbox', { name: /^Email/ }), 'priya@example.in');
    await user.type(form.getByRole('textbox', { name: /^Message/ }), 'Where is my order?');
    // The MSW server fails the test on any request it does not know, so none is made.
    await user.click(form.getByRole('button', { name: 'Submit' }));
    expect(location()).toBe('/contact');
    expect(form.getByRole('textbox', { name: /^Name/ })).toHaveValue('Priya');
  });

  it('shows and hides a local map illustration with the Show Location toggle', async () => {
    const { main, user } = await openInfoPage('/contact', 'Contact Us');
    const toggle = main.getByRole('button', { name: 'Show Location' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(main.queryByRole('img', { name: /Map showing/ })).not.toBeInTheDocument();
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(toggle).toHaveTextContent('Hide Location');
    const map = main.getByRole('img', { name: /Map showing the Bazaar head office/ });
    expect(map.getAttribute('src')).toMatch(/^\/img\//);
    await user.click(toggle);
    expect(main.queryByRole('img', { name: /Map showing/ })).not.toBeInTheDocument();
  });
});
