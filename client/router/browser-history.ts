import { createPath, NavigationType, parsePath, type Location, type Path, type To } from 'react-router';

/** The tab's history as the shop's router uses it: a push or replace is silent, Back and Forward are heard. */
export interface ShopHistory {
  readonly action: NavigationType;
  readonly location: Location;
  createHref(to: To): string;
  encodeLocation(to: To): Path;
  push(to: To, state?: unknown): void;
  replace(to: To, state?: unknown): void;
  go(delta: number): void;
  listen(listener: (update: { action: NavigationType; location: Location }) => void): () => void;
}

/** What each entry keeps in history.state: the same fields react-router's own history keeps. */
interface EntryState {
  usr?: unknown;
  key?: string;
  idx?: number;
}

const newKey = () => Math.random().toString(36).slice(2, 10);

/**
 * The browser's history for the shop's router, on the History API and react-router's public path
 * helpers: react-router exports its own only as UNSAFE_createBrowserHistory (docs/decisions/
 * 008-shop-router.md). An entry opened afresh (no state) has the key "default", as there.
 */
export function createBrowserHistory(): ShopHistory {
  let action = NavigationType.Pop;
  const read = (): Location => {
    const { pathname, search, hash } = window.location;
    const entry = (window.history.state ?? {}) as EntryState;
    return { pathname, search, hash, state: entry.usr ?? null, key: entry.key ?? 'default' };
  };
  let location = read();
  let index = (window.history.state as EntryState | null)?.idx ?? 0;
  const createHref = (to: To) => (typeof to === 'string' ? to : createPath(to));
  const locationOf = (to: To, state: unknown): Location => ({
    pathname: location.pathname,
    search: '',
    hash: '',
    ...(typeof to === 'string' ? parsePath(to) : to),
    state: state ?? null,
    // a location the router made keeps its key (its scroll position is saved under it)
    key: (typeof to === 'object' && (to as Partial<Location>).key) || newKey(),
  });
  const write = (next: Location, how: 'pushState' | 'replaceState') => {
    if (how === 'pushState') index++;
    window.history[how]({ usr: next.state, key: next.key, idx: index } satisfies EntryState, '', createHref(next));
    location = next;
  };
  return {
    get action() {
      return action;
    },
    get location() {
      return location;
    },
    createHref,
    encodeLocation(to) {
      // a trailing space would be dropped by URL parsing: kept as %20, as react-router's history does
      const url = new URL(createHref(to).replace(/ $/, '%20'), window.location.origin);
      return { pathname: url.pathname, search: url.search, hash: url.hash };
    },
    push(to, state) {
      action = NavigationType.Push;
      write(locationOf(to, state), 'pushState');
    },
    replace(to, state) {
      action = NavigationType.Replace;
      write(locationOf(to, state), 'replaceState');
    },
    go: (delta) => window.history.go(delta),
    listen(listener) {
      const onPop = () => {
        action = NavigationType.Pop;
        location = read();
        index = (window.history.state as EntryState | null)?.idx ?? index;
        listener({ action, location });
      };
      window.addEventListener('popstate', onPop);
      return () => window.removeEventListener('popstate', onPop);
    },
  };
}
