import { onTestFinished } from 'vitest';
import { server } from '../../../mocks/node';
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
