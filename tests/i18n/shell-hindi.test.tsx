import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ScreenLoadError } from '../../src/app/lazy-screen';
import { reloadPage } from '../../src/app/reload-page';
import { RouteErrorScreen } from '../../src/app/route-error-screen';
import { ConfirmDialog } from '../../src/components/confirm-dialog';
import { PriceDetails } from '../../src/components/price-details';
import { showSuccess } from '../../src/components/toaster';
import { msg } from '../../src/i18n/msg';
import { expectConsole } from '../utils/console';
import { controlNetwork } from '../utils/network';
import { logInDemoShopper, renderAlone, renderRoute } from '../utils/render-route';

vi.mock('../../src/app/reload-page', () => ({ reloadPage: vi.fn() }));

/** The Hindi category bar, once api/categories/ has answered. */
async function hindiCategoryBar() {
  const bar = within(await screen.findByRole('navigation', { name: 'श्रेणियाँ' }));
  await bar.findByRole('link', { name: 'मोबाइल' });
  return bar;
}

function navbar() {
  return within(screen.getByTestId('navbar'));
}

describe('the shell in Hindi', () => {
  it('writes the navigation bar in Hindi, its links kept in Hindi', async () => {
    await renderRoute('/hi/faq');
    await hindiCategoryBar();
    const bar = navbar();
    expect(bar.getByRole('navigation', { name: 'मुख्य' })).toBeInTheDocument();
    expect(bar.getByRole('link', { name: 'Bazaar होम' })).toHaveAttribute('href', '/hi/');
    expect(bar.getByRole('link', { name: 'विक्रेता बनें' })).toHaveAttribute(
      'href',
      '/hi/becomeseller',
    );
    const cart = bar.getByRole('link', { name: 'कार्ट, 0 आइटम' });
    expect(cart).toHaveAttribute('href', '/hi/cart');
    expect(cart).toHaveTextContent(/^कार्ट$/);
    expect(bar.getByRole('button', { name: 'अकाउंट' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'मुख्य सामग्री पर जाएँ' })).toHaveAttribute(
      'href',
      '#main',
    );
  });

  it('has the search box in Hindi on a Hindi page', async () => {
    await renderRoute('/hi/');
    const box = await screen.findByRole('combobox', { name: 'उत्पाद, ब्रांड और बहुत कुछ खोजें' });
    expect(box).toHaveAttribute('placeholder', 'उत्पाद, ब्रांड और बहुत कुछ खोजें');
    expect(screen.getByRole('button', { name: 'खोजें' })).toHaveAttribute('type', 'submit');
  });

  it('names the categories in Hindi by their slug, in the bar and its dropdowns', async () => {
    const { user } = await renderRoute('/hi/faq');
    const bar = await hindiCategoryBar();
    expect(bar.getByRole('link', { name: 'मोबाइल' })).toHaveAttribute('href', '/hi/cat/mobiles');
    expect(bar.getByRole('link', { name: 'फ़ैशन' })).toHaveAttribute('href', '/hi/cat/fashion');
    await user.click(bar.getByRole('button', { name: 'फ़ैशन की उप-श्रेणियाँ' }));
    const mega = within(screen.getByTestId('mega-menu-fashion'));
    expect(mega.getByRole('link', { name: 'पुरुषों के जूते' })).toHaveAttribute(
      'href',
      '/hi/cat/mens-footwear',
    );
    await user.click(mega.getByRole('button', { name: 'पुरुषों के जूते की उप-श्रेणियाँ' }));
    expect(mega.getByRole('link', { name: 'स्पोर्ट्स जूते' })).toHaveAttribute(
      'href',
      '/hi/cat/sports-shoes',
    );
    for (const name of ['फ़्लाइट', 'ऑफ़र ज़ोन']) {
      expect(bar.getByRole('link', { name })).toHaveAttribute('href', '#');
    }
  });

  it("keeps the spec's swapped guest links, in Hindi as they stand", async () => {
    const { user } = await renderRoute('/hi/faq');
    await user.click(navbar().getByRole('button', { name: 'अकाउंट' }));
    expect(navbar().getByRole('link', { name: 'नए ग्राहक?' })).toHaveAttribute(
      'href',
      '/hi/register',
    );
    expect(navbar().getByRole('link', { name: 'साइन अप' })).toHaveAttribute('href', '/hi/login');
  });

  it("writes a signed-in shopper's menu and cart count in Hindi", async () => {
    await logInDemoShopper();
    const { user } = await renderRoute('/hi/faq');
    await navbar().findByRole('link', { name: 'कार्ट, 4 आइटम' });
    await user.click(navbar().getByRole('button', { name: 'Aarav' }));
    const links = [
      ['मेरी प्रोफ़ाइल', '/hi/account'],
      ['ऑर्डर', '/hi/my-order'],
      ['विशलिस्ट', '/hi/whishlist'],
      ['गिफ़्ट कार्ड', '/hi/gift_card'],
      ['लॉग आउट', '/hi/logout'],
    ] as const;
    for (const [name, href] of links) {
      expect(navbar().getByRole('link', { name })).toHaveAttribute('href', href);
    }
  });

  it('writes the footer in Hindi', async () => {
    await renderRoute('/hi/faq');
    const footer = within(await screen.findByRole('contentinfo'));
    expect(footer.getByRole('navigation', { name: 'फ़ुटर' })).toBeInTheDocument();
    for (const title of ['परिचय', 'सहायता', 'नीतियाँ', 'सोशल मीडिया', 'डाक पता', 'संपर्क']) {
      expect(footer.getByRole('heading', { level: 2, name: title })).toBeInTheDocument();
    }
    expect(footer.getByRole('link', { name: 'संपर्क करें' })).toHaveAttribute('href', '/hi/contact');
    expect(footer.getByRole('link', { name: 'उपयोग की शर्तें' })).toHaveAttribute('href', '/hi/terms');
    expect(footer.getByRole('link', { name: 'करियर' })).toHaveAttribute('href', '#');
    expect(footer.getByText(/ग्राहक सेवा: 1800-202-9898/)).toBeInTheDocument();
    const logos = within(footer.getByRole('list', { name: 'हम ये भुगतान स्वीकार करते हैं' }));
    expect(logos.getAllByRole('img').map((logo) => logo.getAttribute('alt'))).toEqual([
      'Visa कार्ड',
      'Mastercard कार्ड',
      'ऑनलाइन वॉलेट',
    ]);
    expect(footer.getByText('© 2024 Bazaar.com. सर्वाधिकार सुरक्षित।')).toBeInTheDocument();
  });

  it('writes the mobile drawer in Hindi, with the way back to English', async () => {
    const { user } = await renderRoute('/hi/faq');
    await user.click(await screen.findByRole('button', { name: 'मेन्यू खोलें' }));
    const drawer = within(await screen.findByRole('dialog'));
    expect(drawer.getByText('Bazaar में आपका स्वागत है')).toBeInTheDocument();
    const shop = within(drawer.getByRole('list', { name: 'खरीदारी' }));
    expect(shop.getAllByRole('link').map((link) => link.textContent)).toEqual([
      'सभी श्रेणियाँ',
      'अकाउंट',
      'मेरे ऑर्डर',
      'मेरा कार्ट',
      'मेरी विशलिस्ट',
      'मेरी सूचनाएँ',
    ]);
    expect(drawer.getByText('सहायता केंद्र')).toBeInTheDocument();
    const language = within(drawer.getByRole('list', { name: 'भाषा' }));
    const english = language.getByRole('link', { name: 'English' });
    expect(english).toHaveAttribute('href', '/faq');
    expect(english).toHaveAttribute('lang', 'en');
    expect(drawer.getByRole('button', { name: 'मेन्यू बंद करें' })).toBeInTheDocument();
  });

  it('says the page is offline in Hindi', async () => {
    controlNetwork(false);
    await renderRoute('/hi/faq');
    expect(
      screen
        .getAllByRole('status')
        .find((region) => region.textContent === 'आप ऑफ़लाइन हैं — सहेजे गए पेज दिख रहे हैं'),
    ).toBeVisible();
  });

  it("steps the home page's carousels with Hindi buttons", async () => {
    await renderRoute('/hi/');
    expect((await screen.findAllByRole('button', { name: 'अगला' })).length).toBeGreaterThan(0);
    expect(screen.getAllByRole('button', { name: 'पिछला' })[0]).toBeDisabled();
  });

  it("says a card's price, MRP and saving in Hindi", async () => {
    await renderRoute('/hi/products/');
    const offs = await screen.findAllByText(/^\d+% छूट$/);
    const prices = offs[0]!.parentElement!;
    expect(prices).toHaveTextContent(/^कीमत ₹[\d,]+MRP ₹[\d,]+\d+% छूट$/);
  });
});

describe('the language switch', () => {
  it('leads from an English page to the same page and search in Hindi, named in Hindi', async () => {
    await renderRoute('/products/?brand=samsung');
    await screen.findByRole('navigation', { name: 'Categories' });
    const hindi = navbar().getByRole('link', { name: 'हिन्दी' });
    expect(hindi).toHaveAttribute('href', '/hi/products/?brand=samsung');
    expect(hindi).toHaveAttribute('lang', 'hi');
    expect(hindi).toHaveAttribute('hreflang', 'hi');
  });

  it('leads from a Hindi page to the same page and search in English, named in English', async () => {
    await renderRoute('/hi/products/?brand=samsung');
    await hindiCategoryBar();
    const english = navbar().getByRole('link', { name: 'English' });
    expect(english).toHaveAttribute('href', '/products/?brand=samsung');
    expect(english).toHaveAttribute('lang', 'en');
    expect(english).toHaveAttribute('hreflang', 'en');
  });

  it('leads from the Hindi home to the English home', async () => {
    await renderRoute('/hi/');
    expect(navbar().getByRole('link', { name: 'English' })).toHaveAttribute('href', '/');
  });

  it('follows the page the shopper moves to, and is reached from the keyboard', async () => {
    const page = await renderRoute('/hi/faq');
    await act(() => page.router.navigate({ to: '/search/', search: { q: 'shoes' } }));
    expect(page.address()).toBe('/hi/search/?q=shoes');
    const english = navbar().getByRole('link', { name: 'English' });
    expect(english).toHaveAttribute('href', '/search/?q=shoes');
    // Next after the search in the tab order: the bar's first action.
    act(() => screen.getByRole('button', { name: 'खोजें' }).focus());
    await page.user.tab();
    expect(english).toHaveFocus();
  });
});

describe('search suggestions in Hindi', () => {
  it('suggests categories by their Hindi name, or by the name the API gives them', async () => {
    const { user } = await renderRoute('/hi/allcategories');
    await hindiCategoryBar();
    const box = screen.getByRole('combobox', { name: 'उत्पाद, ब्रांड और बहुत कुछ खोजें' });
    await user.click(box);
    const listbox = () => screen.getByRole('listbox', { name: 'खोज के सुझाव' });
    await user.type(box, 'मोबा');
    await waitFor(() =>
      expect(within(listbox()).getByRole('group', { name: 'श्रेणियाँ' })).toBeInTheDocument(),
    );
    expect(within(listbox()).getByRole('option', { name: 'मोबाइल' })).toBeInTheDocument();
    await user.clear(box);
    await user.type(box, 'footwear');
    const categories = await within(listbox()).findByRole('group', { name: 'श्रेणियाँ' });
    expect(
      within(categories)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['पुरुषों के जूते', 'महिलाओं के जूते-चप्पल']);
    const status = within(screen.getByRole('search')).getByRole('status');
    await waitFor(() => expect(status.textContent).toMatch(/^\d+ सुझाव$/));
  });
});

describe('shell parts other screens use, in Hindi', () => {
  it('writes the price rows with a Hindi count', async () => {
    function Prices() {
      return (
        <PriceDetails
          summary={{ items: 2, price: 2000, discount: 500, delivery: 0, total: 1500 }}
          format={(amount) => `₹${amount}`}
          delivery="मुफ़्त"
          totalStyles={{}}
        />
      );
    }
    await renderAlone(Prices, { locale: 'hi' });
    const terms = screen.getAllByRole('term').map((term) => term.textContent);
    expect(terms).toEqual(['कीमत (2 आइटम)', 'छूट', 'डिलीवरी शुल्क', 'कुल राशि']);
  });

  it('offers Cancel in Hindi when the caller names no other', async () => {
    function Ask() {
      return (
        <ConfirmDialog
          open
          title="पता हटाएँ"
          question="क्या आप यह पता हटाना चाहते हैं?"
          confirmLabel="हटाएँ"
          onConfirm={() => undefined}
          onCancel={() => undefined}
          returnFocusTo={() => null}
        />
      );
    }
    await renderAlone(Ask, { locale: 'hi' });
    expect(await screen.findByRole('button', { name: 'रद्द करें' })).toBeInTheDocument();
  });

  it("shows a toast's message in the page's language, and a server's text as sent", async () => {
    function Empty() {
      return null;
    }
    await renderAlone(Empty, { locale: 'hi' });
    act(() => {
      showSuccess('Saved as the server said');
      showSuccess(msg({ id: 'shell.update.available', message: 'A new version is available' }));
    });
    expect(await screen.findByText('Saved as the server said')).toBeInTheDocument();
    expect(await screen.findByText('नया वर्ज़न उपलब्ध है')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'सूचना बंद करें' })).toHaveLength(2);
  });

  it('says a screen failed, and that its part did not download, in Hindi', async () => {
    const boom = new Error('Boom');
    expectConsole('warn', /^Warning: Error in route match:/);
    expectConsole('error', (...args) => args.some((arg) => arg === boom));
    function Broken(): never {
      throw boom;
    }
    await renderAlone(Broken, { errorComponent: RouteErrorScreen, locale: 'hi' });
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { level: 1 })).toHaveTextContent(
      'इस पेज पर कुछ गड़बड़ हो गई',
    );
    expect(alert).toHaveTextContent('कृपया फिर से कोशिश करें। समस्या बनी रहे तो थोड़ी देर बाद आएँ।');
    expect(within(alert).getByRole('button', { name: 'फिर से कोशिश करें' })).toBeInTheDocument();
  });

  it('says a part of the store did not download, in Hindi', async () => {
    expectConsole('warn', /^Warning: Error in route match:/);
    expectConsole('error', (...args) => args.some((arg) => arg instanceof ScreenLoadError));
    function NotDownloaded(): never {
      throw new ScreenLoadError('Loading chunk 42 failed');
    }
    await renderAlone(NotDownloaded, { errorComponent: RouteErrorScreen, locale: 'hi' });
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { level: 1 })).toHaveTextContent(
      'यह पेज लोड नहीं हो सका',
    );
    expect(alert).toHaveTextContent(
      'स्टोर का एक हिस्सा डाउनलोड नहीं हो सका। अपना इंटरनेट कनेक्शन जाँचें और फिर से कोशिश करें।',
    );
    await userEvent.click(within(alert).getByRole('button', { name: 'फिर से कोशिश करें' }));
    expect(reloadPage).toHaveBeenCalledTimes(1);
  });
});
