import { login } from '../../../src/api';
import type { User } from '../../../src/api/types';
import { storeSession } from '../../../src/lib/session-store';
import { DEMO_LOGIN } from '../../fixtures/users';

/**
 * Signs the seeded demo shopper in through the real login call (answered by the mock backend)
 * and stores the session the way the login screen does, so guarded routes and the navigation bar
 * see a valid token whether or not the authentication guard is in place.
 */
export async function logInDemoShopper(): Promise<User> {
  const response = await login(DEMO_LOGIN);
  storeSession({
    token: response.access_token,
    refreshToken: response.refresh_token,
    user: response.user,
  });
  return response.user;
}
