import { describe, expect, it } from 'vitest';
import { CHECKOUT_ERRORS } from '../../../mocks/lib/checkout';
import { MESSAGES } from '../../../mocks/lib/validation';
import { serverText } from '../../../src/components/form/server-texts';
import { ADDRESS_MESSAGES } from '../../../src/lib/address';
import { i18nOf } from '../../utils/i18n';

const english = i18nOf('en');
const hindi = i18nOf('hi');

/** What the mock backend answers the sign-in, profile and address forms with. */
const SENT = [
  'Invalid email or password',
  'Email and password are required.',
  MESSAGES.required,
  MESSAGES.notText,
  MESSAGES.email,
  MESSAGES.emailTaken,
  MESSAGES.phone,
  MESSAGES.passwordMismatch,
  MESSAGES.passwordShort(8),
  MESSAGES.passwordLong(128),
  MESSAGES.tooLong(50),
  MESSAGES.gender,
  MESSAGES.notAFile,
  MESSAGES.emptyFile,
  MESSAGES.imageTooLarge,
  MESSAGES.imageType,
  ADDRESS_MESSAGES.pincode,
  ADDRESS_MESSAGES.state,
  ADDRESS_MESSAGES.addressType,
  ADDRESS_MESSAGES.tooLong(500),
  CHECKOUT_ERRORS.addressesFull,
  CHECKOUT_ERRORS.addressNotFound,
];

describe("the server's texts in a form", () => {
  it.each(SENT)('%s reads as sent on an English page and translated on a Hindi one', (text) => {
    expect(serverText(english, text)).toBe(text);
    expect(serverText(hindi, text)).not.toBe(text);
    expect(serverText(hindi, text)).toMatch(/[\u0900-\u097F]/);
  });

  it('reads the known ones in Hindi, limits included', () => {
    expect(serverText(hindi, 'Invalid email or password')).toBe('ईमेल या पासवर्ड गलत है');
    expect(serverText(hindi, 'This field is required.')).toBe('यह फ़ील्ड भरना ज़रूरी है।');
    expect(serverText(hindi, 'Ensure this field has no more than 100 characters.')).toBe(
      'इस फ़ील्ड में 100 से ज़्यादा अक्षर नहीं हो सकते।',
    );
    expect(serverText(hindi, 'Password must be at least 8 characters long.')).toBe(
      'पासवर्ड कम से कम 8 अक्षरों का होना चाहिए।',
    );
  });

  it('shows a text it has no message for exactly as sent, in either language', () => {
    for (const text of ['Account locked for 15 minutes.', 'constructor', 'toString', '']) {
      expect(serverText(hindi, text)).toBe(text);
      expect(serverText(english, text)).toBe(text);
    }
  });
});
