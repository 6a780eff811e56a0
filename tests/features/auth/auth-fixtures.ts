import { onTestFinished } from 'vitest';
import { server } from '../../../mocks/node';
import { login } from '../../../src/api';
import { storeSession } from '../../../src/lib/session-store';
import { DEMO_LOGIN } from '../../fixtures/users';

/** A real session with the mock backend, stored the way a login stores it. */
export async function signInAsDemo(): Promise<string> {
  const response = await login(DEMO_LOGIN);
  storeSession({
    token: response.access_token,
    refreshToken: response.refresh_token,
    user: response.user,
  });
  return response.access_token;
}

/** Counts the requests the mock backend receives for one method and path. */
export function countRequests(method: string, path: string): { count: () => number } {
  let count = 0;
  const listener = ({ request }: { request: Request }) => {
    if (request.method === method && new URL(request.url).pathname === path) count += 1;
  };
  server.events.on('request:start', listener);
  onTestFinished(() => server.events.removeListener('request:start', listener));
  return { count: () => count };
}
