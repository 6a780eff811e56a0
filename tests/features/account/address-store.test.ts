import { describe, expect, it, vi } from 'vitest';
import type { Address } from '../../../src/lib/address';
import { ADDRESS_STORAGE_KEY, getSavedAddress, saveAddress } from '../../../src/lib/address-store';

const home: Address = {
  name: 'Aarav Sharma',
  mobile: '9876543210',
  pincode: '400001',
  locality: 'Fort',
  address: '5, Marine Drive',
  city: 'Mumbai',
  state: 'Maharashtra',
  landmark: '',
  alternatePhone: '',
  addressType: 'Home',
};

describe('address store', () => {
  it('has no address until one is saved, then reads it back for that account only', () => {
    expect(getSavedAddress(1)).toBeNull();
    expect(saveAddress(1, home)).toBe(true);
    expect(getSavedAddress(1)).toEqual(home);
    expect(getSavedAddress(2)).toBeNull();
  });

  it('keeps each account its own address under one key, apart from the session keys', () => {
    saveAddress(1, home);
    saveAddress(2, { ...home, name: 'Meera Iyer', state: 'Karnataka', addressType: 'Work' });
    expect(getSavedAddress(1)?.name).toBe('Aarav Sharma');
    expect(getSavedAddress(2)).toMatchObject({ name: 'Meera Iyer', state: 'Karnataka' });
    expect(Object.keys(localStorage)).toEqual([ADDRESS_STORAGE_KEY]);
  });

  it.each([
    ['not JSON', '{oops'],
    ['an array', '[1, 2]'],
    ['a number', '42'],
    ['a missing field', JSON.stringify({ 1: { ...home, city: undefined } })],
    ['an unknown state', JSON.stringify({ 1: { ...home, state: 'Atlantis' } })],
    ['an unknown address type', JSON.stringify({ 1: { ...home, addressType: 'Office' } })],
    ['a field of the wrong type', JSON.stringify({ 1: { ...home, pincode: 400001 } })],
  ])('reads %s as no address', (_label, raw) => {
    localStorage.setItem(ADDRESS_STORAGE_KEY, raw);
    expect(getSavedAddress(1)).toBeNull();
  });

  it('drops stray keys and replaces unreadable entries on the next save', () => {
    localStorage.setItem(
      ADDRESS_STORAGE_KEY,
      JSON.stringify({ 1: { ...home, script: '<b>x</b>' }, 2: 'junk' }),
    );
    expect(getSavedAddress(1)).toEqual(home);
    saveAddress(3, home);
    expect(Object.keys(JSON.parse(localStorage.getItem(ADDRESS_STORAGE_KEY) ?? '{}'))).toEqual([
      '1',
      '3',
    ]);
  });

  it('answers false when the device refuses to store it', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    expect(saveAddress(1, home)).toBe(false);
    expect(getSavedAddress(1)).toBeNull();
  });
});
