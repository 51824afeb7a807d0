import { matchRoutes, type RouteMatch, type RouteObject } from 'react-router';

const MAX_PATHS = 500;
const tables = new WeakMap<RouteObject[], Map<string, RouteMatch[] | null>>();

/**
 * react-router's matchRoutes, remembered per route table for the last 500 paths. Each call of
 * matchRoutes flattens and ranks the whole table again and compiles a RegExp for every route (the
 * table's optional `/:locale?` doubles them), and a render matched it three times: the static
 * handler, the routes on screen and their handles. That was 12 % of the server's time on an
 * uncached page (issue 13); a shop's paths repeat. The matches are shared: never change them.
 */
export function matchShopRoutes(routes: RouteObject[], pathname: string): RouteMatch[] | null {
  let known = tables.get(routes);
  if (!known) tables.set(routes, (known = new Map()));
  let matches = known.get(pathname);
  if (matches === undefined) {
    matches = matchRoutes(routes, { pathname });
    if (known.size >= MAX_PATHS) known.delete(known.keys().next().value!);
  } else known.delete(pathname); // the most recently used goes last
  known.set(pathname, matches);
  return matches;
}
