// The one component-test harness: mounts client code inside the providers the shop gives it (app
// context, language, queries, router, basket and favourites) against a fake backend, so a test says
// what the server answers. Three ways in, one set of providers:
//   renderWithShop(ui)     a component, answers from scriptedFetch() (stubbed global fetch), with a modal store
//   renderWithShell(ui)    the shell at a localized URL, answers from a canned catalogue (Backend)
//   storefrontTree(ui)     a tree to render and rerender yourself, answers from a handler
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, MemoryRouter, Outlet, RouterProvider, useParams, type RouteObject } from 'react-router';
import { vi } from 'vitest';
import { createApiClient } from '../../shared/api/client';
import { isLocale, type Locale } from '../../shared/locale';
import { AppContextProvider, type AppContextValue } from '../../client/app-context';
import { I18nProvider, type Dictionary } from '../../client/i18n';
import { ModalProvider, createModalStore } from '../../client/components/modal/modal-store';
import { BasketProvider } from '../../client/features/basket/hooks/use-basket';
import { FavouritesProvider } from '../../client/features/favourites/hooks/use-favourites';
import { SoldOutProvider } from '../../client/features/shop-status/hooks/use-shop-status';
import en from '../../locales/en.json';
import ru from '../../locales/ru.json';
import tm from '../../locales/tm.json';
import type { Category, PageSummary, Product } from '../../shared/api/types';
import type { ShopStatus } from '../../shared/shop-week';
import { fail, ok, testConfig } from './shop-data';

export { fail, ok, plov, testCategories, testConfig, testPages, testProduct } from './shop-data';

const dictionaries: Record<Locale, Dictionary> = { en, ru, tm };

const json = ({ status = 200, body }: { status?: number; body: unknown }) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const notFound = () => fail(404, 'not_found', 'Not found');

const freshQueryClient = (staleTime: number) => new QueryClient({ defaultOptions: { queries: { retry: false, staleTime } } });

function appContext(fetch: typeof globalThis.fetch, baseUrl = '', dicts: Partial<Record<Locale, Dictionary>> = { en }): AppContextValue {
  return { config: testConfig, buildId: 'test', dictionaries: dicts, api: (locale) => createApiClient({ baseUrl, locale, fetch }) };
}

/** The basket and favourites, as the root provides them. */
function ShopState({ children }: { children: ReactNode }) {
  return (
    <BasketProvider>
      <FavouritesProvider>
        <SoldOutProvider>{children}</SoldOutProvider>
      </FavouritesProvider>
    </BasketProvider>
  );
}

export interface Call {
  method: string;
  url: string;
  body: any;
  headers: Record<string, string>;
}
type Reply = { status?: number; body: unknown } | ((call: Call) => { status?: number; body: unknown });

/** Stubs the global fetch: answers by "METHOD /path" (path without the query) and records every call. */
export function scriptedFetch(routes: Record<string, Reply>) {
  const calls: Call[] = [];
  const fn = vi.fn(async (input: string | URL | Request, init: RequestInit = {}) => {
    const url = String(input);
    const call: Call = {
      method: init.method ?? 'GET',
      url,
      body: init.body ? JSON.parse(String(init.body)) : undefined,
      headers: (init.headers ?? {}) as Record<string, string>,
    };
    calls.push(call);
    const reply = routes[`${call.method} ${new URL(url, 'http://shop.test').pathname}`];
    if (!reply) return json(fail(404, 'not_found', 'no route'));
    return json(typeof reply === 'function' ? reply(call) : reply);
  });
  vi.stubGlobal('fetch', fn);
  return { calls, fn };
}

/** A component in English at `path`, answered by scriptedFetch(); `modals` is the open-modal store. */
export function renderWithShop(ui: ReactNode, { queryClient, path = '/' }: { queryClient?: QueryClient; path?: string } = {}) {
  const client = queryClient ?? freshQueryClient(Infinity);
  const modals = createModalStore();
  const result = render(
    <AppContextProvider value={appContext((...args) => fetch(...args))}>
      <I18nProvider locale="en" dict={en}>
        <QueryClientProvider client={client}>
          <ModalProvider store={modals}>
            <MemoryRouter initialEntries={[path]}>
              <ShopState>{ui}</ShopState>
            </MemoryRouter>
          </ModalProvider>
        </QueryClientProvider>
      </I18nProvider>
    </AppContextProvider>,
  );
  return { ...result, queryClient: client, modals };
}

export interface Backend {
  pages?: PageSummary[];
  categories?: Category[];
  products?: Product[];
  /** GET /shop/status: the owner's saved week, a pause, the sold-out dishes */
  status?: ShopStatus;
}

function backendFetch(backend: Backend): typeof fetch {
  return async (input) => {
    const url = new URL(String(input), 'http://shop.test');
    const path = url.pathname.replace('/back/api/v1', '');
    if (path === '/pages') return json(ok(backend.pages ?? []));
    if (path === '/categories') return json(ok(backend.categories ?? []));
    if (path === '/products') {
      const ids = (url.searchParams.get('ids') ?? '').split(',').map(Number);
      return json(ok((backend.products ?? []).filter((p) => ids.includes(p.id))));
    }
    if (path === '/user') return json(fail(401, 'unauthenticated', 'Sign in'));
    if (path === '/shop/status' && backend.status) return json(ok(backend.status));
    return json(notFound());
  };
}

function LocaleLayout() {
  const { locale } = useParams();
  const current: Locale = isLocale(locale) ? locale : 'ru';
  return (
    <I18nProvider locale={current} dict={dictionaries[current]}>
      <ShopState>
        <Outlet />
      </ShopState>
    </I18nProvider>
  );
}

/** Renders `ui` at `url` (any locale) inside the providers the real root uses; every path matches. */
export function renderWithShell(ui: ReactNode, { url = '/en', backend = {} }: { url?: string; backend?: Backend } = {}) {
  const queryClient = freshQueryClient(Infinity);
  const router = createMemoryRouter(
    [
      {
        path: '/:locale?',
        element: <LocaleLayout />,
        children: [
          { path: '*', element: ui },
          { index: true, element: ui },
        ],
      },
    ],
    { initialEntries: [url] },
  );
  const result = render(
    <AppContextProvider value={appContext(backendFetch(backend), '', dictionaries)}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </AppContextProvider>,
  );
  return { ...result, router, queryClient };
}

export type ApiHandler = (url: URL, init: RequestInit) => { status?: number; body: unknown } | undefined;

/**
 * The same providers as an element to render (and rerender) yourself, English at `url`; the API answers
 * from `handler` through the real client, and `requests` records what was asked.
 */
export function storefrontTree(
  element: ReactNode,
  { url = '/en', handler = () => undefined }: { url?: string; handler?: ApiHandler } = {},
) {
  const queryClient = freshQueryClient(60_000);
  const requests: URL[] = [];
  const fetch = (async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const target = new URL(String(input), 'http://test');
    requests.push(target);
    return json(handler(target, init) ?? notFound());
  }) as typeof globalThis.fetch;
  const routes: RouteObject[] = [
    {
      path: '*',
      element: (
        <I18nProvider locale="en" dict={en}>
          <ShopState>{element}</ShopState>
        </I18nProvider>
      ),
    },
  ];
  const router = createMemoryRouter(routes, { initialEntries: [url] });
  const tree = (
    <AppContextProvider value={appContext(fetch, 'http://test')}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </AppContextProvider>
  );
  return { tree, router, queryClient, requests };
}
