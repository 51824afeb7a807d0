import { startTransition, useEffect, useMemo, useState } from 'react';
import { NavigationType, parsePath, Router, type Navigator, type RouteObject } from 'react-router';
import type { ShopRouter, ShopRouterState } from './create-router';
import type { RouteErrorResponse } from './route-error';
import { Routes } from './route-elements';
import { RouterStateContext } from './router-state';
import { useScrollRestoration } from './scroll-restoration';

// One tree for the server and the browser, so hydration finds the same: react-router's <Router>
// (public, "low-level") with the shop's own state; the browser's and the server's routers below.

function RouterTree({
  routes,
  state,
  navigator,
  isStatic,
}: {
  routes: RouteObject[];
  state: ShopRouterState;
  navigator: Navigator;
  isStatic?: boolean;
}) {
  const context = useMemo(() => ({ routes, state, navigator }), [routes, state, navigator]);
  return (
    <RouterStateContext value={context}>
      <Router location={state.location} navigationType={state.action} navigator={navigator} static={isStatic}>
        <Routes routes={routes} error={state.error} navigator={navigator} />
      </Router>
    </RouterStateContext>
  );
}

/** The browser's router: re-renders on every committed navigation, as a transition (the old page stays until then). */
export function ShopRouterProvider({ router }: { router: ShopRouter }) {
  const [state, setState] = useState(router.state);
  useEffect(() => {
    setState(router.state);
    return router.subscribe((next) => startTransition(() => setState(next)));
  }, [router]);
  useScrollRestoration(state);
  return <RouterTree routes={router.routes} state={state} navigator={router.navigator} />;
}

/** The server's render of one request: the location and the loaders' outcome, never navigating. */
export function ShopStaticRouter({
  routes,
  location,
  error,
}: {
  routes: RouteObject[];
  location: string;
  error: RouteErrorResponse | null;
}) {
  const state: ShopRouterState = {
    location: { pathname: '/', search: '', hash: '', ...parsePath(location), state: null, key: 'default' },
    action: NavigationType.Pop,
    navigation: { state: 'idle' },
    error,
    preventScrollReset: false,
  };
  return <RouterTree routes={routes} state={state} navigator={staticNavigator} isStatic />;
}

const refuse = () => {
  throw new Error('the server render does not navigate');
};
const staticNavigator: Navigator = {
  createHref: (to) => (typeof to === 'string' ? to : `${to.pathname ?? ''}${to.search ?? ''}${to.hash ?? ''}`),
  encodeLocation: (to) => ({ pathname: '', search: '', hash: '', ...(typeof to === 'string' ? parsePath(to) : to) }),
  go: refuse,
  push: refuse,
  replace: refuse,
};
