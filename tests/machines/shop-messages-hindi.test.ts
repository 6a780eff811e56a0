// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  CART_MESSAGES,
  cartMessageText,
  WISHLIST_MESSAGES,
  wishlistMessageText,
} from '../../machines/cart-messages';
import { CHECKOUT_MESSAGES, checkoutMessageText } from '../../machines/checkout-messages';
import { i18nOf } from '../utils/i18n';

/**
 * The cart's, wishlist's and checkout's machine messages in Hindi (issue 29): the machines keep
 * ids and the server's text; what a screen shows is the id's message in the page's language, a
 * server refusal the app knows as its message, and any other refusal exactly as it was sent.
 */
const hindi = i18nOf('hi');
const english = i18nOf('en');

describe('the cart and wishlist messages', () => {
  it('render in Hindi by id', () => {
    expect(hindi.t(cartMessageText({ id: 'maxQuantity', slug: 'x', serverText: null }))).toBe(
      'आप यह आइटम ज़्यादा से ज़्यादा 10 खरीद सकते हैं।',
    );
    expect(hindi.t(cartMessageText({ id: 'loadFailed', slug: null, serverText: null }))).toBe(
      'आपका कार्ट लोड नहीं हो सका।',
    );
    expect(hindi.t(wishlistMessageText({ id: 'loadFailed', slug: null, serverText: null }))).toBe(
      'आपकी विशलिस्ट लोड नहीं हो सकी।',
    );
  });

  it('have a Hindi text for every id', () => {
    for (const message of [...Object.values(CART_MESSAGES), ...Object.values(WISHLIST_MESSAGES)]) {
      expect(hindi.t(message)).not.toBe(english.t(message));
      expect(hindi.t(message)).toMatch(/[\u0900-\u097F]/);
    }
  });

  it("render the server's refusals they know in Hindi, and any other as sent", () => {
    const refused = (serverText: string) =>
      hindi.t(cartMessageText({ id: 'refused', slug: 'x', serverText }));
    expect(refused('This item is out of stock.')).toBe('यह आइटम स्टॉक में नहीं है।');
    expect(refused('Product not found.')).toBe('प्रोडक्ट नहीं मिला।');
    expect(
      hindi.t(
        wishlistMessageText({
          id: 'changeFailed',
          slug: 'x',
          serverText: 'Wishlist item not found.',
        }),
      ),
    ).toBe('यह आइटम विशलिस्ट में नहीं मिला।');
    expect(refused('Only 2 left for your pincode.')).toBe('Only 2 left for your pincode.');
    // A text that happens to name an object's own property is still just a text.
    expect(refused('constructor')).toBe('constructor');
  });
});

describe('the checkout messages', () => {
  it('render in Hindi by id', () => {
    expect(hindi.t(checkoutMessageText({ id: 'paymentDeclined', serverText: null }))).toBe(
      'आपका भुगतान अस्वीकार हो गया। कृपया फिर से कोशिश करें।',
    );
    expect(hindi.t(checkoutMessageText({ id: 'priceChanged', serverText: null }))).toBe(
      'कीमत बदल गई है। दोबारा ऑर्डर प्लेस करने से पहले कृपया ऑर्डर की कुल राशि जाँच लें।',
    );
    expect(hindi.t(CHECKOUT_MESSAGES.codOverLimit)).toBe(
      '₹50,000 से ज़्यादा के ऑर्डर पर कैश ऑन डिलीवरी उपलब्ध नहीं है।',
    );
    expect(hindi.t(CHECKOUT_MESSAGES.emiNoProcessingFee)).toBe('कोई प्रोसेसिंग फ़ीस नहीं');
  });

  it('have a Hindi text for every id of their own', () => {
    const own = [
      'quoteFailed',
      'quoteRefused',
      'paymentDeclined',
      'priceChanged',
      'orderRefused',
      'orderUnconfirmed',
      'codOverLimit',
      'codNotAtPincode',
      'emiNoProcessingFee',
      'emiBankInterest',
    ] as const;
    for (const id of own) {
      const message = CHECKOUT_MESSAGES[id];
      expect(hindi.t(message)).not.toBe(english.t(message));
      expect(hindi.t(message)).toMatch(/[\u0900-\u097F]/);
    }
  });

  it("render the server's refusals they know in Hindi (the cart's too), and any other as sent", () => {
    const refused = (serverText: string) =>
      hindi.t(checkoutMessageText({ id: 'orderRefused', serverText }));
    expect(refused('We do not deliver to this pincode yet.')).toBe(
      'हम अभी इस पिनकोड पर डिलीवरी नहीं करते।',
    );
    expect(refused('You can keep up to 20 addresses.')).toBe('आप ज़्यादा से ज़्यादा 20 पते रख सकते हैं।');
    expect(refused('Cash on Delivery is not available at this pincode.')).toBe(
      'इस पिनकोड पर कैश ऑन डिलीवरी उपलब्ध नहीं है।',
    );
    expect(refused('This item is out of stock.')).toBe('यह आइटम स्टॉक में नहीं है।');
    expect(refused('UPI is paused for maintenance.')).toBe('UPI is paused for maintenance.');
  });

  it('keep the English of every known refusal exactly as the server writes it', () => {
    const refused = (serverText: string) =>
      english.t(checkoutMessageText({ id: 'orderRefused', serverText }));
    for (const text of [
      'We do not deliver to this pincode yet.',
      'You can keep up to 20 addresses.',
      'Address not found.',
      'Your cart is empty.',
      'Cash on Delivery is not available for orders above ₹50,000.',
    ]) {
      expect(refused(text)).toBe(text);
    }
  });
});
