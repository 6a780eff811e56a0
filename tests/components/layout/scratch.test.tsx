import { screen, waitFor } from '@testing-library/react';
import { renderRoute } from '../../utils/render-route';

it('scratch', async () => {
  const { user, location } = await renderRoute('/');
  const box = await screen.findByRole('searchbox', { name: 'Search for Products, Brands and More' });
  await user.type(box, '  shoes {Enter}');
  await waitFor(() => expect(location()).toMatch(/search/));
  console.log(location(), window.location.href);
  screen.debug(document.body, 3000);
});
