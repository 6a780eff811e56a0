/** The small screens' dialogs are a chunk of their own: a failed download is fetched again. */
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { expectConsole } from '../../utils/console';
import { renderRoute } from '../../utils/render-route';
import { captureProducts } from './listing-support';

/** The chunk's download: fails while `offline` is true, as on a lost connection. */
const chunk = vi.hoisted(() => ({ offline: true }));

vi.mock('../../../src/features/catalog/listing/listing-sheets', async (importOriginal) => {
  if (chunk.offline) throw new TypeError('Failed to fetch dynamically imported module');
  return importOriginal();
});

describe('listing: the small screens’ dialogs', () => {
  it('logs a press whose dialog could not be downloaded, and opens it at the next press', async () => {
    const logged = expectConsole('error', 'The sort dialog could not be loaded');
    captureProducts();
    const { user } = await renderRoute('/products/');
    await screen.findByText('(Showing 5 products)');
    const open = screen.getByRole('button', { name: 'Sort' });

    await user.click(open);
    await waitFor(() => expect(logged).toHaveBeenCalledTimes(1));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(open).toHaveAttribute('aria-expanded', 'false');

    chunk.offline = false;
    await user.click(open);
    expect(await screen.findByRole('dialog', { name: 'Sort By' })).toBeVisible();
    expect(logged).toHaveBeenCalledTimes(1);
  });
});
