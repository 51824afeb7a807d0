import {
  Component,
  createContext,
  startTransition,
  useContext,
  useEffect,
  useLayoutEffect,
  useMemo,
  useState,
  type ReactNode,
} from 'react';
import {
  isRouteErrorResponse,
  NavigationType,
  parsePath,
  renderMatches,
  Router,
  useLocation,
  type Location,
  type Navigator,
  type RouteObject,
  type To,
} from 'react-router';
import type { UNSAFE_createBrowserHistory } from 'react-router';
import { matchShopRoutes } from './match-routes';

/**
 * The shop's router: react-router's declarative <Router> (matching, params, links, useNavigate) with a
 * small loader layer of our own, instead of the data router (`createBrowserRouter`), whose 16 KB of
 * first-load code (fetchers, actions, revalidation, blockers, middleware) the shop does not use
 * (issue 13; docs/decisions.md). The route table keeps the data router's shape (`loader`, `lazy`,
 * `handle`, `ErrorBoundary`, `shouldRevalidate`); the server runs its loaders with `loadStatic` (static-load.ts).
 *
 * A navigation loads its page's code and data first and shows the new page when both are there, as
 * the data router did: the old page stays (with the loading bar after 200 ms) meanwhile, a newer
 * navigation supersedes it, and a loader's failure renders the root's error boundary.
 */

type History = ReturnType<typeof UNSAFE_createBrowserHistory>;

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

/** What a route-error page reads: react-router's ErrorResponse shape, so `isRouteErrorResponse` knows it. */
export interface RouteErrorResponse {
  status: number;
  statusText: string;
  data: unknown;
  internal: boolean;
}

/**
 * A loader's failure as the error page's response, the one definition for the server and the browser:
 * a thrown `data(body, { status })` (react-router's DataWithResponseInit) or the static handler's
 * ErrorResponse keeps its status and body; anything else is a 500 that says nothing of its cause.
 */
export function routeErrorOf(error: unknown): RouteErrorResponse {
  if (isRouteErrorResponse(error))
    return { status: error.status, statusText: error.statusText, data: error.data as unknown, internal: false };
  if (error && typeof error === 'object' && 'init' in error && 'data' in error) {
    const init = (error as { init?: ResponseInit | null }).init ?? {};
    return { status: init.status ?? 500, statusText: init.statusText ?? '', data: (error as { data: unknown }).data, internal: false };
  }
  return { status: 500, statusText: 'Internal Server Error', data: null, internal: false };
}

const SCROLL_KEY = 'shop-scroll-positions';

export function createShopRouter(
  routes: RouteObject[],
  history: History,
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

// ---- scroll positions: Back and Forward return where the shopper was, a new page starts at the top ----

function readPositions(): Record<string, number> {
  try {
    return JSON.parse(sessionStorage.getItem(SCROLL_KEY) ?? '{}') as Record<string, number>;
  } catch {
    return {};
  }
}
let positions: Record<string, number> | undefined;
function saveScroll(key: string) {
  if (typeof window === 'undefined') return;
  positions ??= readPositions();
  positions[key] = window.scrollY;
}
function persistScroll(key: string) {
  saveScroll(key);
  try {
    sessionStorage.setItem(SCROLL_KEY, JSON.stringify(positions));
  } catch {
    // private mode or full: the positions of this page's life are lost, nothing else
  }
}

const safeDecode = (text: string) => {
  try {
    return decodeURIComponent(text);
  } catch {
    return text; // a malformed escape in the address: the id as written
  }
};

function useScrollRestoration({ location, action, preventScrollReset }: ShopRouterState) {
  useEffect(() => {
    window.history.scrollRestoration = 'manual';
    const onPageHide = () => persistScroll(location.key);
    window.addEventListener('pagehide', onPageHide);
    return () => window.removeEventListener('pagehide', onPageHide);
  }, [location.key]);
  useLayoutEffect(() => {
    positions ??= readPositions();
    const saved = positions[location.key];
    const target = location.hash ? document.getElementById(safeDecode(location.hash.slice(1))) : null;
    // (never `return scrollTo(…)`: Chromium's scroll methods return a promise, which React would call as the cleanup)
    if (action === NavigationType.Pop && typeof saved === 'number') window.scrollTo(0, saved);
    else if (target) target.scrollIntoView();
    else if (!preventScrollReset && action !== NavigationType.Pop) window.scrollTo(0, 0);
  }, [location, action, preventScrollReset]);
}

// ---- rendering: one tree for the server and the browser, so hydration finds the same ----

interface RouterContextValue {
  routes: RouteObject[];
  state: ShopRouterState;
}
const RouterStateContext = createContext<RouterContextValue | null>(null);

/** The navigation under way (for the loading bar); idle outside the shop's router. */
export function useNavigationState(): NavigationState {
  return useContext(RouterStateContext)?.state.navigation ?? IDLE;
}
const IDLE: NavigationState = { state: 'idle' };

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
const RouteErrorContext = createContext<unknown>(null);

// (react-router's static handler turns a route's Component into its element, and ErrorBoundary into errorElement)
function RouteElement({ route }: { route: RouteObject }) {
  const Page = route.Component;
  if (Page) return <Page />;
  if (route.element !== undefined) return route.element;
  throw new Error(`route ${route.path ?? '(index)'} rendered before its code loaded`);
}

function ErrorElement({ route }: { route: RouteObject }) {
  const Fallback = route.ErrorBoundary;
  return Fallback ? <Fallback /> : route.errorElement;
}

/**
 * Our route table as elements for useRoutes: each route's (already loaded) Component. The root route's
 * boundary catches the render errors of any page below it, inside the root's match, so the error page
 * has the URL's language; a loader's failure is shown in the root's place (`errorElementOf`).
 */
function elementsOf(routes: RouteObject[], root: boolean, sources: WeakMap<RouteObject, RouteObject>): RouteObject[] {
  return routes.map((route) => {
    const children = route.children ? elementsOf(route.children, false, sources) : undefined;
    let element: ReactNode = <RouteElement route={route} />;
    if (root && (route.ErrorBoundary || route.errorElement))
      element = <RootBoundary fallback={<ErrorElement route={route} />}>{element}</RootBoundary>;
    const elementRoute = route.index
      ? { index: true as const, element }
      : { path: route.path, element, children, caseSensitive: route.caseSensitive };
    sources.set(elementRoute, route);
    return elementRoute;
  });
}

// one element table per route table, for a failed page too, so its matches are remembered per path
// (match-routes.ts); a table built for each failed page was matched again for each 404 (7 % of its time)
const elementTables = new WeakMap<RouteObject[], RouteObject[]>();
const sourceRoutes = new WeakMap<RouteObject, RouteObject>();
function elementTable(routes: RouteObject[]): RouteObject[] {
  let table = elementTables.get(routes);
  if (!table) elementTables.set(routes, (table = elementsOf(routes, true, sourceRoutes)));
  return table;
}

/** A loader's failure in the place of the root route's page, for a root route with a boundary. */
function errorElementOf(elementRoute: RouteObject, error: unknown): ReactNode | undefined {
  const route = sourceRoutes.get(elementRoute);
  if (!route || !(route.ErrorBoundary || route.errorElement)) return undefined;
  return (
    <RouteErrorContext value={error}>
      <ErrorElement route={route} />
    </RouteErrorContext>
  );
}

/**
 * The routes on screen: what react-router's useRoutes does at the top level (match, re-encode the
 * matched pathnames as the navigator would, render), with the matching remembered per path.
 */
function Routes({ routes, error, navigator }: { routes: RouteObject[]; error: unknown; navigator: Navigator }) {
  const table = useMemo(() => elementTable(routes), [routes]);
  const matches = matchShopRoutes(table, useLocation().pathname || '/');
  // as useRoutes: `%`, `?` and `#` are escaped first, or encodeLocation's URL would read them as separators
  const encode = (pathname: string) => {
    const encoded =
      navigator.encodeLocation?.(pathname.replace(/%/g, '%25').replace(/\?/g, '%3F').replace(/#/g, '%23')).pathname ?? pathname;
    return `//${encoded}`.replace(/\/\/+/g, '/'); // joined to the parent's "/" as useRoutes joins it
  };
  // (fields named, not `...match` first: such a literal is slow to build on Node 20's V8)
  return renderMatches(
    matches?.map((match, depth) => {
      const failed = depth === 0 && error !== null ? errorElementOf(match.route, error) : undefined;
      return {
        route: failed === undefined ? match.route : { ...match.route, element: failed },
        params: { ...match.params },
        pathname: encode(match.pathname),
        pathnameBase: match.pathnameBase === '/' ? '/' : encode(match.pathnameBase),
      };
    }) ?? null,
  );
}

/** A page that failed to render shows the error page until the shopper goes to another page. */
function RootBoundary({ fallback, children }: { fallback: ReactNode; children: ReactNode }) {
  return (
    <RenderBoundary fallback={fallback} location={useLocation().key}>
      {children}
    </RenderBoundary>
  );
}

class RenderBoundary extends Component<
  { fallback: ReactNode; location: string; children: ReactNode },
  { error: unknown; location: string }
> {
  state = { error: null as unknown, location: this.props.location };
  static getDerivedStateFromError(error: unknown) {
    return { error };
  }
  static getDerivedStateFromProps(props: { location: string }, state: { error: unknown; location: string }) {
    return props.location === state.location ? null : { error: null, location: props.location };
  }
  render() {
    if (this.state.error === null) return this.props.children;
    return <RouteErrorContext value={this.state.error}>{this.props.fallback}</RouteErrorContext>;
  }
}

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
  const context = useMemo(() => ({ routes, state }), [routes, state]);
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
    navigation: IDLE,
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
