// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import { newRandomId } from '../../src/lib/random-id';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('newRandomId', () => {
  it('is the browser UUID where the page is a secure context', () => {
    vi.stubGlobal('crypto', {
      randomUUID: () => '6f1c2a9e-0b7d-4c3e-9a51-2d8e4f7b1c30',
      getRandomValues: () => {
        throw new Error('not needed when randomUUID exists');
      },
    });

    expect(newRandomId()).toBe('6f1c2a9e-0b7d-4c3e-9a51-2d8e4f7b1c30');
  });

  it('is made of sixteen random bytes on a plain-http page, where randomUUID is missing', () => {
    vi.stubGlobal('crypto', {
      getRandomValues: (bytes: Uint8Array) => {
        bytes.forEach((_, index) => {
          bytes[index] = index * 17;
        });
        return bytes;
      },
    });

    expect(newRandomId()).toBe('00112233445566778899aabbccddeeff');
  });

  it('differs from one call to the next with the real random source', () => {
    vi.stubGlobal('crypto', { getRandomValues: crypto.getRandomValues.bind(crypto) });

    expect(newRandomId()).not.toBe(newRandomId());
  });
});
