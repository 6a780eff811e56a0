import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../utils/render-route';

describe('addresses the router cannot decode', () => {
  it.each(['/cat/%', '/product/%E0%A4%A', '/brand/%zz'])(
    '%s redirects to the home page',
    async (url) => {
      const { router } = await renderRoute(url);
      await waitFor(() => expect(router.state.location.pathname).toBe('/'));
      expect(await screen.findByRole('navigation', { name: 'Shop by category' })).toBeVisible();
      expect(screen.queryByText(/not found/i)).not.toBeInTheDocument();
    },
  );
});
