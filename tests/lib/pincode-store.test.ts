import { readPincode, rememberPincode } from '../../src/lib/pincode-store';

/** The pincode the product page remembers on this device (issue 26), under its own key. */
const KEY = 'bazaar.pincode';

describe('pincode store', () => {
  it('reads none when nothing is stored', () => {
    expect(readPincode()).toBeNull();
  });

  it('keeps a valid pincode as it is, the last one written winning', () => {
    rememberPincode('400001');
    expect(localStorage.getItem(KEY)).toBe('400001');
    rememberPincode('560001');
    expect(readPincode()).toBe('560001');
  });

  it.each([['12345'], ['012345'], ['abcdef'], ['1234567'], [' 400001'], ['']])(
    'does not write %j, keeping the pincode it had',
    (junk) => {
      rememberPincode('110001');
      rememberPincode(junk);
      expect(localStorage.getItem(KEY)).toBe('110001');
    },
  );

  it.each([['012345'], ['40000'], ['"400001"'], ['4000011'], ['४००००१']])(
    'reads %j found under the key as none',
    (stored) => {
      localStorage.setItem(KEY, stored);
      expect(readPincode()).toBeNull();
    },
  );

  it('does not throw when storage refuses a write or cannot be read', () => {
    rememberPincode('110001');
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    });
    expect(() => rememberPincode('400001')).not.toThrow();
    expect(readPincode()).toBe('110001');

    const blocked = vi.spyOn(window, 'localStorage', 'get').mockImplementation(() => {
      throw new DOMException('Access is denied for this document.', 'SecurityError');
    });
    // Restored in the test itself: the shared teardown clears localStorage before later hooks run.
    try {
      expect(() => rememberPincode('400001')).not.toThrow();
      expect(readPincode()).toBeNull();
    } finally {
      blocked.mockRestore();
    }
  });
});
