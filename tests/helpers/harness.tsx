// Test-only: renders a component with the providers the shop gives it (app context, language,
// queries, modals, router), against a scripted fetch so a test says what the server answers.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { vi } from 'vitest';
import { createApiClient } from '../../shared/api/client';
import type { PublicConfig } from '../../shared/public-config';
import { AppContextProvider, type AppContextValue } from '../../client/app-context';
import { I18nProvider } from '../../client/i18n';
import { BasketProvider } from '../../client/features/basket/hooks/use-basket';
import { FavouritesProvider } from '../../client/features/favourites/hooks/use-favourites';
import { ModalProvider, createModalStore } from '../../client/components/modal/modal-store';
import en from '../../locales/en.json';

export const testConfig: PublicConfig = {
  publicUrl: 'http://shop.test', shopName: 'Shop', phone: '+99312000000', email: 'a@b.tm',
  hours: { opens: '10:00', closes: '23:00' }, deliveryFee: 1500, mapTileUrl: 'http://tiles.test/{z}/{x}/{y}.png', links: {},
};

export interface Call { method: string; url: string; body: any; headers: Record<string, string> }
type Reply = { status?: number; body: unknown } | ((call: Call) => { status?: number; body: unknown });

/** A fetch that answers by "METHOD /path" (path without the query) and records every call. */
export function scriptedFetch(routes: Record<string, Reply>) {
  const calls: Call[] = [];
  const fn = vi.fn(async (input: string | URL | Request, init: RequestInit = {}) => {
    const url = String(input);
    const call: Call = {
      method: init.method ?? 'GET', url, body: init.body ? JSON.parse(String(init.body)) : undefined,
      headers: (init.headers ?? {}) as Record<string, string>,
    };
    calls.push(call);
    const path = new URL(url, 'http://shop.test').pathname;
    const reply = routes[`${call.method} ${path}`];
    if (!reply) return new Response(JSON.stringify({ success: false, error: 'not_found', message: 'no route' }), { status: 404 });
    const { status = 200, body } = typeof reply === 'function' ? reply(call) : reply;
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fn);
  return { calls, fn };
}

export const ok = (data: unknown, meta?: unknown) => ({ body: { success: true, data, ...(meta ? { meta } : {}) } });
export const fail = (status: number, error: string, message = error) => ({ status, body: { success: false, error, message } });

export function renderWithShop(ui: ReactNode, { queryClient, path = '/' }: { queryClient?: QueryClient; path?: string } = {}) {
  const client = queryClient ?? new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  const modals = createModalStore();
  const app: AppContextValue = {
    config: testConfig, buildId: 'test', dictionaries: { en },
    api: (locale) => createApiClient({ baseUrl: '', locale, fetch: (...args) => fetch(...args) }),
  };
  const result = render(
    <AppContextProvider value={app}>
      <I18nProvider locale="en" dict={en}>
        <QueryClientProvider client={client}>
          <ModalProvider store={modals}>
            <MemoryRouter initialEntries={[path]}>
              <BasketProvider>
                <FavouritesProvider>{ui}</FavouritesProvider>
              </BasketProvider>
            </MemoryRouter>
          </ModalProvider>
        </QueryClientProvider>
      </I18nProvider>
    </AppContextProvider>,
  );
  return { ...result, queryClient: client, modals };
}
