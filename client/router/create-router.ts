import { NavigationType, parsePath, type Location, type Navigator, type RouteObject, type To } from 'react-router';
import type { ShopHistory } from './browser-history';
import { matchShopRoutes } from './match-routes';
import { routeErrorOf, type RouteErrorResponse } from './route-error';
import { saveScroll } from './scroll-restoration';

/**
 * The shop's router: react-router's declarative <Router> (matching, params, links, useNavigate) with a
 * small loader layer of our own, instead of the data router (`createBrowserRouter`), whose first-load
 * code (fetchers, actions, revalidation, blockers, middleware) the shop does not use
 * (docs/decisions/008-shop-router.md). The route table keeps the data router's shape (`loader`, `lazy`,
 * `handle`, `ErrorBoundary`, `shouldRevalidate`); the server runs its loaders with `loadStatic` (static-load.ts).
 *
 * A navigation loads its page's code and data first and shows the new page when both are there, as
 * the data router did: the old page stays (with the loading bar after 200 ms) meanwhile, a newer
 * navigation supersedes it, and a loader's failure renders the root's error boundary.
 */

export interface NavigationState {
  state: 'idle' | 'loading';
  /** where the navigation under way goes */
  location?: Location;
}

export interface ShopRouterState {
  /** the location on screen */
  location: Location;
  action: NavigationType;
  navigation: NavigationState;
  /** a loader's failure (a 404 thrown as `data(null, { status: 404 })`, or an error): the error page shows it */
  error: RouteErrorResponse | null;
  /** a link or call that asked to keep the scroll position (e.g. a dish opened as a modal) */
  preventScrollReset: boolean;
}

export interface NavigateOptions {
  replace?: boolean;
  state?: unknown;
  preventScrollReset?: boolean;
}

export interface ShopRouter {
  readonly routes: RouteObject[];
  readonly state: ShopRouterState;
  readonly navigator: Navigator;
  navigate(to: To | number, options?: NavigateOptions): Promise<void>;
  createHref(location: To): string;
  subscribe(listener: (state: ShopRouterState) => void): () => void;
  /** `takeOver(href)` is asked before each navigation; true means it loads the page itself (a full page load) */
  intercept(takeOver: (href: string) => boolean): void;
}

export function createShopRouter(
  routes: RouteObject[],
  history: ShopHistory,
  { initialError = null as RouteErrorResponse | null } = {},
): ShopRouter {
  const listeners = new Set<(state: ShopRouterState) => void>();
  const interceptors: ((href: string) => boolean)[] = [];
  // a page opened afresh has no entry key yet: it gets one, so its scroll position is its own and not
  // that of another page this tab once landed on
  if (history.location.key === 'default') {
    const { pathname, search, hash, state } = history.location;
    history.replace({ pathname, search, hash }, state);
  }
  let state: ShopRouterState = {
    location: history.location,
    action: history.action,
    navigation: { state: 'idle' },
    error: initialError,
    preventScrollReset: false,
  };
  let current = 0;
  let controller: AbortController | undefined;
  const set = (patch: Partial<ShopRouterState>) => {
    state = { ...state, ...patch };
    for (const listener of listeners) listener(state);
  };
  const href = (to: To) => new URL(history.createHref(to), window.location.href).href;

  async function load(target: Location, action: NavigationType, options: NavigateOptions) {
    const id = ++current;
    controller?.abort();
    const targetHref = href(target);
    if (interceptors.some((takeOver) => takeOver(targetHref))) return; // the page loads afresh: nothing more to do here
    const abort = (controller = new AbortController());
    const previous = matchShopRoutes(routes, state.location.pathname) ?? [];
    set({ navigation: { state: 'loading', location: target } });
    let error: RouteErrorResponse | null = null;
    try {
      const matches = matchShopRoutes(routes, target.pathname) ?? [];
      await Promise.all(matches.map(({ route }) => resolveLazy(route)));
      const url = new URL(targetHref);
      const request = new Request(url, { signal: abort.signal });
      await Promise.all(
        matches.map(({ route, params }) => {
          if (typeof route.loader !== 'function') return;
          const before = previous.find((m) => m.route === route);
          // a route that stays (the root) asks whether its data changes; the rest always load (from the cache if fresh)
          if (before && route.shouldRevalidate && state.error === null) {
            const revalidate = route.shouldRevalidate({
              currentUrl: new URL(href(state.location)),
              currentParams: before.params,
              nextUrl: url,
              nextParams: params,
              defaultShouldRevalidate: true,
            });
            if (!revalidate) return;
          }
          return route.loader({ request, url, pattern: route.path ?? '', params, context: undefined as never });
        }),
      );
    } catch (err) {
      error = routeErrorOf(err);
    }
    if (id !== current) return; // a newer navigation took over
    if (action === NavigationType.Push) history.push(target, target.state);
    else if (action === NavigationType.Replace) history.replace(target, target.state);
    saveScroll(state.location.key);
    set({
      location: action === NavigationType.Pop ? target : history.location,
      action,
      navigation: { state: 'idle' },
      error,
      preventScrollReset: !!options.preventScrollReset,
    });
  }

  history.listen(({ action, location }) => void load(location, action, {}));

  const navigate = async (to: To | number, options: NavigateOptions = {}) => {
    if (typeof to === 'number') return history.go(to);
    const path = typeof to === 'string' ? parsePath(to) : to;
    const target: Location = {
      pathname: state.location.pathname,
      search: '',
      hash: '',
      ...path,
      state: options.state ?? null,
      key: Math.random().toString(36).slice(2, 10),
    };
    await load(target, options.replace ? NavigationType.Replace : NavigationType.Push, options);
  };

  return {
    routes,
    get state() {
      return state;
    },
    navigator: {
      createHref: history.createHref,
      encodeLocation: history.encodeLocation,
      go: (n) => history.go(n),
      push: (to, navState, options) => void navigate(to, { ...(options as NavigateOptions), state: navState }),
      replace: (to, navState, options) => void navigate(to, { ...(options as NavigateOptions), state: navState, replace: true }),
    },
    navigate,
    createHref: (to) => history.createHref(to),
    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    intercept(takeOver) {
      interceptors.push(takeOver);
    },
  };
}

/** Loads a lazy route's module once and keeps what it gave on the route, as the data router does. */
export async function resolveLazy(route: RouteObject) {
  if (typeof route.lazy !== 'function') return;
  const resolved = await route.lazy();
  Object.assign(route, { ...resolved, lazy: undefined });
}
