import type { RouteObject } from 'react-router';
import { matchShopRoutes } from '../router/match-routes';
import { resolveLazy, type ShopRouter } from '../router/create-router';
import type { ReloadPolicy } from './chunk-errors';
import { wordsOf, type Words } from '../router/context';

type Lazy = () => Promise<unknown>;

/** Loads the lazy route modules the server rendered, so hydration finds the same tree. */
export async function resolveLazyMatches(routes: RouteObject[], location: Location) {
  const matches = matchShopRoutes(routes, location.pathname) ?? [];
  await Promise.all(matches.map(({ route }) => resolveLazy(route)));
}

/** The words the server's page used, which hydration needs. */
export const pageWordsAt = (routes: RouteObject[], location: Location): Words =>
  wordsOf((matchShopRoutes(routes, location.pathname) ?? []).map(({ route }) => route.handle));

let pageImports = 0;
/** True while a page's code is being fetched: its failure is the page guard's to handle. */
export const loadingPageCode = () => pageImports > 0;

const never = () => new Promise<never>(() => {});

/**
 * Decides what a page whose code fails to load does, by who asked for it:
 * - the first render (no router yet): one reload per path per 30 s, else the error surfaces;
 * - a navigation: one full load of its target per 30 s, else (or offline) the navigation is
 *   called off, so the page and its form stay, and the code is tried again on the next visit;
 * - a preload: nothing, the navigation will try again.
 * react-router keeps the promise a route's `lazy` returned, so the guard never rejects it mid-navigation.
 */
export function guardLazyRoutes(routes: RouteObject[], router: () => ShopRouter | undefined, policy: ReloadPolicy) {
  for (const route of routes) {
    if (route.children) guardLazyRoutes(route.children, router, policy);
    if (typeof route.lazy !== 'function') continue;
    const load: Lazy = route.lazy;
    const attempt = async () => {
      pageImports++;
      try {
        return { ok: true as const, module: await load() };
      } catch (error) {
        return { ok: false as const, error };
      } finally {
        pageImports--;
      }
    };
    const guarded = async (): Promise<unknown> => {
      for (;;) {
        const result = await attempt();
        if (result.ok) return result.module;
        const { error } = result;
        const current = router();
        if (!current) {
          if (policy.chunkFailed(window.location.href) === 'reloading') return never();
          throw error;
        }
        const target = navigationTo(current, shared);
        if (!target) throw error; // a preload
        if (policy.chunkFailed(target) === 'reloading') return never();
        const { pathname, search, hash, state } = current.state.location;
        void current.navigate({ pathname, search, hash }, { replace: true, state, preventScrollReset: true });
        await nextNavigationTo(current, shared);
      }
    };
    // a preload and the navigation share one attempt, so the navigation's outcome is decided once
    let inflight: Promise<unknown> | undefined;
    const shared = () => (inflight ??= guarded().finally(() => (inflight = undefined)));
    route.lazy = shared as RouteObject['lazy'];
  }
  return routes;
}

/** The href of the navigation under way, if it waits for this lazy route. */
function navigationTo(router: ShopRouter, lazy: Lazy): string | undefined {
  const { location } = router.state.navigation;
  if (!location) return undefined;
  const waits = matchShopRoutes(router.routes, location.pathname)?.some((match) => match.route.lazy === lazy);
  return waits ? new URL(router.createHref(location), window.location.href).href : undefined;
}

function nextNavigationTo(router: ShopRouter, lazy: Lazy) {
  return new Promise<void>((resolve) => {
    const unsubscribe = router.subscribe(() => {
      if (!navigationTo(router, lazy)) return;
      unsubscribe();
      resolve();
    });
  });
}
