import { screen } from '@testing-library/react';
import { AccountScreen } from '../../../src/features/account/account-screen';
import { logInDemoShopper, renderAlone, renderRoute } from '../../utils/render-route';

/** /account as the shopper reaches it: logged in, through the real router and guard. */
export async function openAccount() {
  await logInDemoShopper();
  const rendered = await renderRoute('/account');
  // The first render loads the screen's chunk, checks the token and loads the profile.
  await screen.findByRole('textbox', { name: 'First Name' }, { timeout: 10_000 });
  return rendered;
}

/**
 * The account screen on its own, outside the route guard: for a state the guarded route never
 * shows, such as the profile call finding no stored token.
 */
export function renderAccountAlone() {
  return renderAlone(AccountScreen, { otherPaths: ['/orderPage'] });
}
