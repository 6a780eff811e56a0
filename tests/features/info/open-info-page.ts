import { screen, within } from '@testing-library/react';
import { logInDemoShopper, renderRoute } from '../../utils/render-route';

/**
 * Opens an informational page as the signed-in demo shopper (half the pages sit behind the
 * guard), once its main heading shows; `main` queries inside its <main>.
 */
export async function openInfoPage(path: string, heading: string) {
  await logInDemoShopper();
  const rendered = await renderRoute(path);
  await within(screen.getByRole('main')).findByRole('heading', { level: 1, name: heading });
  return { ...rendered, main: within(screen.getByRole('main')) };
}
