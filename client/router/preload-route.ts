import type { RouteObject } from 'react-router';
import { matchShopRoutes } from './match-routes';
import { connectionAllowsPreload, createPreloadQueue } from './preload-queue';

const queue = createPreloadQueue();

/** Starts loading the lazy modules of the page at `href` (a path inside this shop). */
export function preloadRoute(routes: RouteObject[], href: string): void {
  if (typeof navigator === 'undefined') return;
  if (!connectionAllowsPreload((navigator as Navigator & { connection?: { saveData?: boolean; effectiveType?: string } }).connection))
    return;
  const pathname = href.split(/[?#]/)[0];
  for (const { route } of matchShopRoutes(routes, pathname) ?? []) {
    const lazy = route.lazy;
    // the router calls the same function on navigation; the module is fetched once either way
    if (typeof lazy === 'function') queue.add(`${route.id ?? ''}:${pathname}`, () => lazy());
  }
}
