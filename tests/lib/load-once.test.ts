// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { loadOnce } from '../../src/lib/load-once';

describe('loadOnce (a lazy chunk’s loader)', () => {
  it('downloads once however many ask', async () => {
    const download = vi.fn(() => Promise.resolve('chunk'));
    const load = loadOnce(download);
    await expect(Promise.all([load(), load()])).resolves.toEqual(['chunk', 'chunk']);
    await expect(load()).resolves.toBe('chunk');
    expect(download).toHaveBeenCalledTimes(1);
  });

  it('passes a failed download on, and downloads again at the next call', async () => {
    const download = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValueOnce('chunk');
    const load = loadOnce(download);
    await expect(load()).rejects.toThrow('Failed to fetch dynamically imported module');
    await expect(load()).resolves.toBe('chunk');
    await expect(load()).resolves.toBe('chunk');
    expect(download).toHaveBeenCalledTimes(2);
  });
});
