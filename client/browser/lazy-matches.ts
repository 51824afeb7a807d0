import { matchRoutes, type RouteObject } from 'react-router';

/** Loads the lazy route modules the server rendered, so hydration finds the same tree. */
export async function resolveLazyMatches(routes: RouteObject[], location: Location) {
  const matches = matchRoutes(routes, location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const resolved = await route.lazy();
      Object.assign(route, { ...resolved, lazy: undefined });
    }),
  );
}
