import { createContext, useContext, useMemo } from 'react';
import type { Navigator, RouteObject } from 'react-router';
import type { NavigationState, ShopRouterState } from './create-router';
import { matchShopRoutes } from './match-routes';

export interface RouterContextValue {
  routes: RouteObject[];
  state: ShopRouterState;
  navigator: Navigator;
}
export const RouterStateContext = createContext<RouterContextValue | null>(null);
export const RouteErrorContext = createContext<unknown>(null);

const IDLE: NavigationState = { state: 'idle' };

/** The navigation under way (for the loading bar); idle outside the shop's router. */
export function useNavigationState(): NavigationState {
  return useContext(RouterStateContext)?.state.navigation ?? IDLE;
}

/** The route table (for preloading a link's code); empty outside the shop's router. */
export function useRouterRoutes(): RouteObject[] | undefined {
  return useContext(RouterStateContext)?.routes;
}

/** The `handle`s of the routes on screen, outermost first (the document preloads their chunks). */
export function useRouteHandles(): unknown[] {
  const context = useContext(RouterStateContext);
  return useMemo(
    () => (context ? (matchShopRoutes(context.routes, context.state.location.pathname) ?? []).map((m) => m.route.handle) : []),
    [context],
  );
}

/** The failure the error page shows: a loader's (route error response) or a render's. */
export function useRouteError(): unknown {
  return useContext(RouteErrorContext);
}
