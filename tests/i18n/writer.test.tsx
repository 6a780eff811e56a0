import { render, screen } from '@testing-library/react';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { createAppI18n, I18nProvider } from '../../src/i18n/i18n-context';
import { msg } from '../../src/i18n/msg';
import { Sentence } from '../../src/i18n/sentence';

const showing = msg(
  /*i18n*/ {
    id: 'test.showing',
    message: 'Showing {count, plural, one {# product} other {# products}}',
  },
);
const agree = msg(
  /*i18n*/ {
    id: 'test.agree',
    message: 'By continuing, you agree to {terms} and {privacy}.',
  },
);

describe("a page's writer", () => {
  it('writes English from the message itself, with Indian digit grouping', () => {
    const { t } = createAppI18n('en');
    expect(t(showing, { count: 1 })).toBe('Showing 1 product');
    expect(t(showing, { count: 100000 })).toBe('Showing 1,00,000 products');
  });

  it("writes Hindi from the page's catalogue, with Hindi's plural rules (0 and 1 are one)", () => {
    const { t } = createAppI18n('hi', {
      'test.showing': compileMessage('{count, plural, one {# उत्पाद (एक)} other {# उत्पाद}}'),
    });
    expect(t(showing, { count: 0 })).toBe('0 उत्पाद (एक)');
    expect(t(showing, { count: 1 })).toBe('1 उत्पाद (एक)');
    expect(t(showing, { count: 2 })).toBe('2 उत्पाद');
  });

  it('writes exact plural cases, selects, and a plural count inside a select', () => {
    const { t } = createAppI18n('en');
    const items = msg(
      /*i18n*/ {
        id: 'test.items',
        message:
          '{count, plural, =0 {No items} one {# item} other {{kind, select, saved {# saved items} other {# items}}}}',
      },
    );
    expect(t(items, { count: 0, kind: 'saved' })).toBe('No items');
    expect(t(items, { count: 1, kind: 'saved' })).toBe('1 item');
    expect(t(items, { count: 25000, kind: 'saved' })).toBe('25,000 saved items');
    expect(t(items, { count: 3, kind: 'cart' })).toBe('3 items');
  });

  it('refuses, when the message is built, an argument type the page cannot write', () => {
    expect(() =>
      msg(/*i18n*/ { id: 'test.total', message: 'Total {amount, number, currency}' }),
    ).toThrow('Message test.total: {amount, number} is not supported (plain, plural, select)');
  });

  it("shows a server's text exactly as sent", () => {
    expect(createAppI18n('hi').t('Some refusal we have no message for')).toBe(
      'Some refusal we have no message for',
    );
  });

  it("names a category by its slug where the catalogue has it, else by the API's name", () => {
    const hindi = createAppI18n('hi', { 'category.mobiles': compileMessage('मोबाइल') });
    expect(hindi.name('category.mobiles', 'Mobiles')).toBe('मोबाइल');
    expect(hindi.name('category.laptops', 'Laptops')).toBe('Laptops');
    expect(createAppI18n('en').name('category.mobiles', 'Mobiles')).toBe('Mobiles');
  });

  it('renders a sentence with elements in the order its language puts them', () => {
    const parts = {
      terms: <a href="/hi/terms">उपयोग की शर्तें</a>,
      privacy: <a href="/hi/privacy">गोपनीयता नीति</a>,
    };
    render(
      <I18nProvider
        value={createAppI18n('hi', {
          'test.agree': compileMessage('आगे बढ़कर आप {privacy} और {terms} से सहमत होते हैं।'),
        })}
      >
        <p data-testid="sentence">
          <Sentence message={agree} parts={parts} />
        </p>
      </I18nProvider>,
    );
    expect(screen.getByTestId('sentence')).toHaveTextContent(
      'आगे बढ़कर आप गोपनीयता नीति और उपयोग की शर्तें से सहमत होते हैं।',
    );
    expect(screen.getByRole('link', { name: 'उपयोग की शर्तें' })).toHaveAttribute('href', '/hi/terms');
  });
});
