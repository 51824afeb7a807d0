import type { RouteObject } from 'react-router';
import type { PublicConfig } from '../shared/public-config';
import { createRoutes } from './app/route-table';
import type { RouteDeps } from './router/context';

// The route table is built once per configuration, not per request (its pages' code, once loaded, stays
// on it): each request's deps reach the loaders through the context they are given.
export const REQUEST_DEPS = 'routeDeps';
const tables = new WeakMap<PublicConfig, RouteObject[]>();
export function routeTable(config: PublicConfig) {
  let routes = tables.get(config);
  if (!routes) {
    routes = createRoutes((context) => (context as Record<string, RouteDeps>)[REQUEST_DEPS]);
    tables.set(config, routes);
  }
  return routes;
}
