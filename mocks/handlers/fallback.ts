import { http, HttpHandler, matchRequestUrl, type RequestHandler } from 'msw';
import { jsonError, withErrorBoundary } from './route';

/**
 * Answers what no API handler took, the way a real server would: 405 with an Allow header for a
 * known path called with another method, 404 JSON for an unknown /api/ path. Non-API requests
 * (assets, the app itself) are left alone.
 */
export function createFallbackHandlers(apiHandlers: readonly RequestHandler[]): RequestHandler[] {
  const routes = apiHandlers.flatMap((handler) =>
    handler instanceof HttpHandler &&
    typeof handler.info.path === 'string' &&
    typeof handler.info.method === 'string'
      ? [{ path: handler.info.path, method: handler.info.method }]
      : [],
  );
  return [
    http.all(
      '*/api/*',
      withErrorBoundary(({ request }) => {
        const url = new URL(request.url);
        const allowed = routes
          .filter((route) => matchRequestUrl(url, route.path).matches)
          .map((route) => route.method);
        if (allowed.length > 0) {
          return jsonError(
            405,
            { error: `Method ${request.method} not allowed.` },
            { Allow: allowed.join(', ') },
          );
        }
        return jsonError(404, { error: 'Not found' });
      }),
    ),
  ];
}
