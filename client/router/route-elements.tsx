import { Component, useMemo, type ReactNode } from 'react';
import { renderMatches, useLocation, type Navigator, type RouteObject } from 'react-router';
import { matchShopRoutes } from './match-routes';
import { RouteErrorContext } from './router-state';

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
export function Routes({ routes, error, navigator }: { routes: RouteObject[]; error: unknown; navigator: Navigator }) {
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
