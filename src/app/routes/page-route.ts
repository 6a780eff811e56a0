import { createRoute, type AnyRoute, type RouteComponent } from '@tanstack/react-router';
import type { Message } from '../../i18n/message';

/** Leaving a route cancels its reads still in flight (a later visit reads again). */
export const cancelReadsOnLeave = ({ abortController }: { abortController: AbortController }) =>
  abortController.abort();

/**
 * A page that is one lazy screen with its document title and nothing to load: most of the route
 * table (spec §2). The path stays a literal type, so links to it are checked.
 */
export function pageRoute<TParent extends AnyRoute, const TPath extends string>(
  parent: TParent,
  path: TPath,
  title: Message,
  component: RouteComponent,
) {
  return createRoute({ getParentRoute: () => parent, path, staticData: { title }, component });
}
