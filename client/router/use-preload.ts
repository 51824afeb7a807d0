import { useCallback } from 'react';
import { useRouterRoutes } from './shop-router';
import { preloadRoute } from './preload-route';

/**
 * Preloads a link's page code on intent only: pointer over it, a finger on it, keyboard focus. Never
 * while the page loads (issue 13: running every visible link's route code right after hydration was
 * most of the blocking time); a tap still gets the code ~100 ms before its click from touchstart.
 */
export function usePreloadLink(href: string) {
  // the router's own route table, so preloading calls the very lazy() it will call
  const routes = useRouterRoutes();
  return useCallback(() => {
    if (routes) preloadRoute(routes, href);
  }, [routes, href]);
}
