import { createRoute } from '@tanstack/react-router';
import { lazyScreen } from '../lazy-screen';
import { rootRoute } from './root';
import { msg } from '../../i18n/msg' with { type: 'macro' };

/**
 * The statechart walkthrough, for reviewers: in the development server and the demo build (no
 * API_BASE_URL), a lazy chunk. Parcel inlines both variables, so the API build sees a constant
 * condition, drops the branch and never bundles the chunk; there /__statecharts is an unknown
 * path like any other.
 */
export const reviewerRoutes =
  process.env.NODE_ENV === 'production' && process.env.API_BASE_URL
    ? []
    : [
        createRoute({
          getParentRoute: () => rootRoute,
          path: '/__statecharts',
          staticData: {
            title: msg(/*i18n*/ { id: 'title.statecharts', message: 'Statecharts' }),
            clientOnly: true,
          },
          component: lazyScreen(
            () => import('../../features/statecharts/statecharts-screen'),
            'StatechartsScreen',
          ),
        }),
      ];
