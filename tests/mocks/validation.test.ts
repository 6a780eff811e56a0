// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { hashPassword, randomToken, sha256Hex, verifyPassword } from '../../mocks/lib/crypto';
import { detectImageType, isEmailAddress, normalizeIndianMobile } from '../../mocks/lib/validation';

describe('normalizeIndianMobile', () => {
  it.each([
    ['9876543210', '9876543210'],
    ['+91 98765 43210', '9876543210'],
    ['+91-98765-43210', '9876543210'],
    ['919876543210', '9876543210'],
    ['09876543210', '9876543210'],
    ['6000000000', '6000000000'],
  ])('%s -> %s', (input, expected) => {
    expect(normalizeIndianMobile(input)).toBe(expected);
  });

  it.each([
    '5876543210',
    '987654321',
    '98765432101',
    '+1 9876543210',
    '(987) 654-3210',
    '98765 4321x',
  ])('refuses %s', (input) => {
    expect(normalizeIndianMobile(input)).toBeNull();
  });
});

describe('isEmailAddress', () => {
  it('accepts ordinary addresses and refuses obvious junk', () => {
    expect(isEmailAddress('priya.k+shop@mail.example.co.in')).toBe(true);
    for (const bad of [
      'priya',
      'priya@x',
      'priya@.in',
      'pri ya@x.in',
      '@x.in',
      'a@b@c.in',
      `${'a'.repeat(250)}@x.in`,
    ]) {
      expect(isEmailAddress(bad), bad).toBe(false);
    }
  });
});

describe('detectImageType', () => {
  it('types images by magic bytes only', () => {
    expect(detectImageType(new Uint8Array([0xff, 0xd8, 0xff, 0xdb]))).toBe('image/jpeg');
    expect(detectImageType(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))).toBe(
      'image/png',
    );
    expect(
      detectImageType(
        new Uint8Array(
          [...'RIFF']
            .map((c) => c.charCodeAt(0))
            .concat(
              [1, 2, 3, 4],
              [...'WEBP'].map((c) => c.charCodeAt(0)),
            ),
        ),
      ),
    ).toBe('image/webp');
    expect(
      detectImageType(
        new Uint8Array(
          [...'RIFF']
            .map((c) => c.charCodeAt(0))
            .concat(
              [1, 2, 3, 4],
              [...'WAVE'].map((c) => c.charCodeAt(0)),
            ),
        ),
      ),
    ).toBeNull();
    expect(
      detectImageType(new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"/>')),
    ).toBeNull();
    expect(detectImageType(new Uint8Array([0x89, 0x50]))).toBeNull();
  });
});

describe('crypto helpers', () => {
  it('hashes passwords with a per-user salt and verifies them', async () => {
    const first = await hashPassword('Demo@1234');
    const second = await hashPassword('Demo@1234');
    expect(first).toMatch(/^pbkdf2_sha256\$10000\$/);
    expect(first).not.toBe(second);
    expect(await verifyPassword('Demo@1234', first)).toBe(true);
    expect(await verifyPassword('Demo@12345', first)).toBe(false);
    expect(await verifyPassword('Demo@1234', 'garbage')).toBe(false);
  });

  it('makes distinct URL-safe tokens and stable SHA-256 hashes', async () => {
    const tokens = new Set(Array.from({ length: 100 }, () => randomToken()));
    expect(tokens.size).toBe(100);
    for (const token of tokens) expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(await sha256Hex('abc')).toBe(
      'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad',
    );
  });
});
