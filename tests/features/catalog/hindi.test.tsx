import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { server } from '../../../mocks/node';
import { getProduct, getProducts } from '../../../src/api';
import { renderRoute } from '../../utils/render-route';
import { NARROW, stubViewportWidth, WIDE } from './viewport';

/**
 * The catalogue screens on Hindi addresses (issue 29): every text the store writes in Hindi,
 * numbers and dates in hi-IN, rupees with Indian grouping. Product and brand names stay as the
 * API gives them. Category names are the shell's catalogue's, so none is asserted here.
 */

describe('home in Hindi', () => {
  it('names its blocks and controls in Hindi', async () => {
    stubViewportWidth(WIDE);
    await renderRoute('/hi/');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Bazaar होम' }),
    ).toBeInTheDocument();
    expect(await screen.findByRole('navigation', { name: 'कैटेगरी के हिसाब से खरीदें' })).toBeVisible();
    const carousel = await screen.findByRole('region', { name: 'ऑफ़र' });
    expect(within(carousel).getByRole('button', { name: 'अगली स्लाइड' })).toBeVisible();
    expect(within(carousel).getByRole('button', { name: 'पिछली स्लाइड' })).toBeVisible();
    expect(within(carousel).getByRole('group', { name: 'स्लाइड चुनें' })).toBeVisible();
    expect(within(carousel).getByRole('button', { name: 'स्लाइड 1' })).toBeVisible();
    expect(await screen.findByRole('heading', { level: 2, name: 'खास ब्रांड' })).toBeVisible();
    expect((await screen.findAllByText('सभी देखें')).length).toBeGreaterThan(0);
    expect(screen.queryByText('View all')).not.toBeInTheDocument();
  });

  it('heads All Categories in Hindi', async () => {
    await renderRoute('/hi/allcategories');
    expect(await screen.findByRole('heading', { level: 1, name: 'सभी कैटेगरी' })).toBeVisible();
  });
});

describe('a category listing in Hindi (large screens)', () => {
  it('shows the heading, the count, the sort buttons, the filters and the chips in Hindi', async () => {
    stubViewportWidth(WIDE);
    const page = await renderRoute('/hi/cat/mens-footwear?price_to=6001&rating=4&offer=30');
    expect(await screen.findByRole('heading', { level: 1, name: 'पुरुषों के जूते' })).toBeVisible();
    expect(await screen.findByText(/^\(\d+ उत्पाद दिखाए जा रहे हैं\)$/)).toBeVisible();

    const sort = screen.getByRole('navigation', { name: 'उत्पादों को क्रमबद्ध करें' });
    expect(within(sort).getByText('इसके अनुसार क्रमबद्ध करें')).toBeVisible();
    expect(
      within(sort)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['लोकप्रियता', 'कीमत -- कम से ज़्यादा', 'कीमत -- ज़्यादा से कम', 'सबसे नए पहले']);
    expect(within(sort).getByRole('button', { name: 'लोकप्रियता' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    const filters = within(screen.getByRole('complementary', { name: 'फ़िल्टर' }));
    for (const heading of ['कैटेगरी', 'कीमत', 'ग्राहक रेटिंग', 'छूट']) {
      expect(filters.getByRole('heading', { level: 3, name: heading })).toBeVisible();
    }
    expect(filters.getByRole('button', { name: 'ब्रांड' })).toBeVisible();
    const bands = filters.getByRole('radiogroup', { name: 'कीमत' });
    expect(within(bands).getByRole('radio', { name: '6001 और उससे कम' })).toBeChecked();
    expect(within(bands).getByRole('radio', { name: '15001 और उससे ज़्यादा' })).not.toBeChecked();
    const ratings = filters.getByRole('radiogroup', { name: 'ग्राहक रेटिंग' });
    expect(within(ratings).getByRole('radio', { name: '4★ और उससे ज़्यादा' })).toBeChecked();
    const offers = filters.getByRole('radiogroup', { name: 'छूट' });
    expect(within(offers).getByRole('radio', { name: '30% या ज़्यादा' })).toBeChecked();
    expect(filters.getByRole('spinbutton', { name: 'न्यूनतम' })).toBeVisible();
    expect(filters.getByRole('spinbutton', { name: 'अधिकतम' })).toBeVisible();
    expect(filters.getByRole('button', { name: 'लागू करें' })).toBeVisible();

    const chips = screen.getByRole('list', { name: 'लगाए गए फ़िल्टर' });
    expect(
      within(chips)
        .getAllByRole('button')
        .map((chip) => chip.textContent),
    ).toEqual(['₹6,001 और उससे कम', '4★ और उससे ज़्यादा', '30% या ज़्यादा']);
    await page.user.click(
      within(chips).getByRole('button', { name: 'फ़िल्टर हटाएँ: 4★ और उससे ज़्यादा' }),
    );
    expect(page.address()).toBe('/hi/cat/mens-footwear?price_to=6001&offer=30');
    expect(screen.getByRole('button', { name: 'सभी हटाएँ' })).toBeVisible();

    const trail = screen.getByRole('navigation', { name: 'पेज का रास्ता' });
    expect(within(trail).getByRole('link', { name: 'होम' })).toHaveAttribute('href', '/hi/');
  });

  it('refuses a Min above the Max in Hindi', async () => {
    stubViewportWidth(WIDE);
    const { user } = await renderRoute('/hi/cat/mens-footwear');
    const filters = within(await screen.findByRole('complementary', { name: 'फ़िल्टर' }));
    const min = filters.getByRole('spinbutton', { name: 'न्यूनतम' });
    await user.clear(min);
    await user.type(min, '900');
    await user.clear(filters.getByRole('spinbutton', { name: 'अधिकतम' }));
    await user.type(filters.getByRole('spinbutton', { name: 'अधिकतम' }), '100');
    await user.click(filters.getByRole('button', { name: 'लागू करें' }));
    expect(min).toHaveAccessibleDescription('न्यूनतम कीमत अधिकतम से ज़्यादा नहीं हो सकती।');
  });
});

describe('search results in Hindi (small screens)', () => {
  it('says "1 उत्पाद" for one product and offers Filter and Sort in Hindi', async () => {
    stubViewportWidth(NARROW);
    const [only] = await getProducts({ category_slug: 'mens-footwear' });
    server.use(http.get('*/api/products/', () => HttpResponse.json([only])));
    const { user } = await renderRoute('/hi/search/?q=loafer');
    expect(await screen.findByText('(1 उत्पाद दिखाया जा रहा है)')).toBeVisible();
    const trail = screen.getByRole('navigation', { name: 'पेज का रास्ता' });
    expect(within(trail).getByText('"loafer" के लिए खोज के नतीजे')).toHaveAttribute(
      'aria-current',
      'page',
    );

    await user.click(screen.getByRole('button', { name: 'क्रमबद्ध करें' }));
    const sortDialog = await screen.findByRole('dialog', { name: 'इसके अनुसार क्रमबद्ध करें' });
    expect(
      within(sortDialog)
        .getAllByRole('radio')
        .map((radio) => radio.closest('label')?.textContent),
    ).toEqual(['लोकप्रियता', 'कीमत -- कम से ज़्यादा', 'कीमत -- ज़्यादा से कम', 'सबसे नए पहले']);
    await user.click(within(sortDialog).getByRole('button', { name: 'बंद करें' }));

    await user.click(screen.getByRole('button', { name: 'फ़िल्टर' }));
    const filterDialog = await screen.findByRole('dialog', { name: 'फ़िल्टर' });
    expect(within(filterDialog).getByRole('radio', { name: '6001-10000' })).toBeInTheDocument();
    expect(within(filterDialog).getByRole('radio', { name: '50% या ज़्यादा' })).toBeInTheDocument();
  });
});

describe('a product page in Hindi', () => {
  // Friday 7 March 2025, 10:00 in India: 400001's standard delivery is Saturday 15 March and
  // its express Tuesday 11 March (mocks/README.md, "Pincode rules").
  beforeEach(() => {
    vi.setSystemTime(Date.UTC(2025, 2, 7, 4, 30));
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('writes its texts in Hindi, the product as the API names it, dates in hi-IN', async () => {
    const product = await getProduct('nokia-150-blue-2');
    const { user } = await renderRoute('/hi/product/nokia-150-blue-2');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Nokia 150 (Blue)' }),
    ).toBeVisible();
    expect(screen.getByText('खास कीमत')).toBeVisible();
    expect(screen.getByRole('button', { name: 'कार्ट में डालें' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'अभी खरीदें' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'विशलिस्ट में डालें' })).toBeVisible();
    const reviews = product.reviewsCount.toLocaleString('hi-IN');
    expect(screen.getByText(`5 में से ${product.rating} · ${reviews} रिव्यू`)).toBeVisible();
    expect(screen.getByRole('button', { name: 'उत्पाद की जानकारी' })).toBeVisible();

    const ratings = screen.getByRole('region', { name: 'रेटिंग और रिव्यू' });
    expect(within(ratings).getByText('12,480 रेटिंग और 1,536 रिव्यू')).toBeVisible();
    expect(within(ratings).getByText('पैसा वसूल')).toBeVisible();
    expect(within(ratings).getByText('Rohit Verma, पुणे · सर्टिफ़ाइड खरीदार')).toBeVisible();

    const delivery = screen.getByRole('region', { name: 'डिलीवरी' });
    const field = within(delivery).getByRole('textbox', { name: 'डिलीवरी का पिनकोड डालें' });
    await user.type(field, '12345');
    await user.click(within(delivery).getByRole('button', { name: 'जाँचें' }));
    expect(field).toHaveAccessibleDescription('सही 6 अंकों का पिनकोड डालें।');

    await user.clear(field);
    await user.type(field, '400001');
    await user.click(within(delivery).getByRole('button', { name: 'जाँचें' }));
    const answer = within(delivery).getByRole('status');
    expect(await within(answer).findByText('डिलीवरी शनिवार, 15 मार्च तक')).toBeVisible();
    expect(within(answer).getByText('एक्सप्रेस डिलीवरी मंगलवार, 11 मार्च तक')).toBeVisible();
    expect(within(answer).getByText('कैश ऑन डिलीवरी उपलब्ध है')).toBeVisible();
  });
});
