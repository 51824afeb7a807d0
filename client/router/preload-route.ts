import type { RouteObject } from 'react-router';
import { matchShopRoutes } from './match-routes';
import { createPreloadQueue } from './preload-queue';

const queue = createPreloadQueue();

/** When a preload may start: the tab's prefetch policy (browser/prefetch-policy.ts), passed in by the link. */
export interface PreloadPolicy {
  optional(task: () => void): void;
}

/**
 * Starts loading the lazy modules of the page at `href` (a path inside this shop), when the prefetch
 * policy lets it: at once on a fast link, after the page's load and the shopper's navigation on a slow
 * one, never when they save data.
 */
export function preloadRoute(routes: RouteObject[], href: string, policy: PreloadPolicy): void {
  if (typeof navigator === 'undefined') return;
  const pathname = href.split(/[?#]/)[0];
  for (const { route } of matchShopRoutes(routes, pathname) ?? []) {
    const lazy = route.lazy;
    // the router calls the same function on navigation; the module is fetched once either way
    if (typeof lazy === 'function') policy.optional(() => queue.add(`${route.id ?? ''}:${pathname}`, () => lazy()));
  }
}
