import { data } from 'react-router';
import type { QueryClient, QueryKey, FetchQueryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../../shared/api/client';
import { isLocale, defaultLocale, type Locale } from '../../shared/locale';
import { ApiError } from '../../shared/api/client';
import { parseId } from '../../shared/ids';

/** What loaders need; the server builds one per request, the browser one per tab. */
/** Names the lazy module behind a route, so the server can preload its chunk with the page. */
export interface RouteHandle {
  module: string;
  /** 'all': the page says more than the first-render words (scripts/storefront-dictionary.ts) */
  words?: Words;
}

/** Which words of the dictionary: those any page's first render may need, or all of them. */
export type Words = 'first' | 'all';

/** The words a page's matched routes need: all of them if any route on it says so (route-table.tsx). */
export const wordsOf = (handles: unknown[]): Words =>
  handles.some((handle) => (handle as RouteHandle | undefined)?.words === 'all') ? 'all' : 'first';

export interface RouteDeps {
  queryClient: QueryClient;
  api(locale: Locale): ApiClient;
  /** browser only: brings the route's dehydrated state in one request (/{route}/_payload.json) */
  prime?(request: Request): Promise<void>;
  /** browser only: loads a locale's words before its first render (the first-render words unless 'all') */
  loadDictionary?(locale: Locale, words?: Words): Promise<void>;
  /**
   * server only: how long a render waits for deferred data (prefetch) before it goes on without it;
   * what is not there by then the browser fetches after hydration. The page never waits on it.
   */
  deferredBudgetMs?: number;
  /** server only, a document's render (not a payload): also read what only search engines use (JSON-LD) */
  forCrawlers?: boolean;
}

export interface LoadContext {
  url: URL;
  params: Record<string, string | undefined>;
  locale: Locale;
  api: ApiClient;
  /** critical data: awaited, and its failure fails the page (404 stays 404) */
  ensure<T, K extends QueryKey>(options: FetchQueryOptions<T, Error, T, K>): Promise<T>;
  /** deferred data: fetched with the page when possible, never fails it */
  prefetch<T, K extends QueryKey>(options: FetchQueryOptions<T, Error, T, K>): Promise<void>;
}

export const notFound = () => data(null, { status: 404, statusText: 'Not Found' });

export function localeFromParams(params: Record<string, string | undefined>): Locale {
  const value = params.locale;
  if (value === undefined) return defaultLocale;
  // "/ru/..." is redirected before it gets here; any other first segment is not a locale.
  if (!isLocale(value) || value === defaultLocale) throw notFound();
  return value;
}

export function positiveId(value: string | undefined): number {
  const id = parseId(value);
  if (id === null) throw notFound();
  return id;
}

export function createLoadContext(deps: RouteDeps, request: Request, params: LoadContext['params']): LoadContext {
  const locale = localeFromParams(params);
  const { queryClient } = deps;
  const cached = (key: QueryKey) => queryClient.getQueryState(key)?.status === 'success';
  let primed: Promise<void> | undefined;
  let budget: Promise<void> | undefined;
  // one budget per request, started by its first deferred read, so several never add up
  const withinBudget = (work: Promise<void>) => {
    const ms = deps.deferredBudgetMs;
    if (ms === undefined) return work;
    budget ??= new Promise<void>((resolve) => setTimeout(resolve, ms).unref?.());
    return Promise.race([work, budget]);
  };
  const prime = async (key: QueryKey) => {
    if (cached(key) || !deps.prime) return;
    primed ??= deps.prime(request).catch(() => undefined);
    await primed;
  };
  return {
    url: new URL(request.url),
    params,
    locale,
    api: deps.api(locale),
    async ensure(options) {
      await prime(options.queryKey);
      try {
        return await queryClient.ensureQueryData(options);
      } catch (err) {
        if (err instanceof ApiError && err.status === 404) throw notFound();
        throw err;
      }
    },
    async prefetch(options) {
      await prime(options.queryKey);
      await withinBudget(queryClient.prefetchQuery(options));
    },
  };
}
