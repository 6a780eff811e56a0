import { accountRoute } from './routes/account';
import { loginRoute, logoutRoute, registerRoute } from './routes/auth';
import { allCategoriesRoute, homeRoute, productRoute } from './routes/catalog';
import { guardedRoute } from './routes/guard';
import { guardedInfoRoutes, publicInfoRoutes } from './routes/info';
import {
  brandRoute,
  categoryRoute,
  listingRoute,
  productsRoute,
  searchRoute,
} from './routes/listing';
import { reviewerRoutes } from './routes/reviewer';
import { rootRoute, unknownRoute } from './routes/root';
import { shopRoutes } from './routes/shop';

/**
 * The route table of spec §2, code-based and typed, assembled from the route modules of each
 * domain (./routes). Screens are lazy chunks (one per screen or small group); the tree itself
 * stays small.
 */
export const routeTree = rootRoute.addChildren([
  homeRoute,
  loginRoute,
  registerRoute,
  logoutRoute,
  productRoute,
  listingRoute.addChildren([productsRoute, searchRoute, categoryRoute, brandRoute]),
  allCategoriesRoute,
  ...publicInfoRoutes,
  guardedRoute.addChildren([...shopRoutes, accountRoute, ...guardedInfoRoutes]),
  ...reviewerRoutes,
  unknownRoute,
]);
