import { onTestFinished } from 'vitest';
import { server } from '../../mocks/node';

/** Every products request the test's msw server sees from now on, as its query string. */
export function recordProductQueries(): string[] {
  const queries: string[] = [];
  const listener = ({ request }: { request: Request }) => {
    const url = new URL(request.url);
    if (url.pathname === '/api/products/') queries.push(url.searchParams.toString());
  };
  server.events.on('request:start', listener);
  onTestFinished(() => server.events.removeListener('request:start', listener));
  return queries;
}
