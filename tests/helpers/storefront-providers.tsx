import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { AppContextProvider, type AppContextValue } from '../../client/app-context';
import { I18nProvider } from '../../client/i18n';
import { createApiClient } from '../../shared/api/client';
import type { Locale } from '../../shared/locale';
import type { PublicConfig } from '../../shared/public-config';
import en from '../../locales/en.json';
import { BasketProvider } from '../../client/features/basket/hooks/use-basket';
import { FavouritesProvider } from '../../client/features/favourites/hooks/use-favourites';

export const testConfig: PublicConfig = {
  publicUrl: 'https://shop.example',
  shopName: 'Shop',
  phone: '+99312000000',
  email: 'info@shop.example',
  hours: { opens: '10:00', closes: '23:00' },
  deliveryFee: 1500,
  mapTileUrl: 'https://tile.example/{z}/{x}/{y}.png',
  links: {},
};

export type ApiHandler = (url: URL, init: RequestInit) => { status?: number; body: unknown } | undefined;

/**
 * What a component needs around it in a test: app context, English dictionary, a fresh QueryClient and a
 * memory router at `url`. The API answers from `handler` (JSON in the backend's envelope) through the real client.
 */
export function storefrontTree(element: ReactNode, { url = '/en', handler = () => undefined }: { url?: string; handler?: ApiHandler } = {}) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 60_000 } } });
  const requests: URL[] = [];
  const fetch = (async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const target = new URL(String(input), 'http://test');
    requests.push(target);
    const answer = handler(target, init) ?? { status: 404, body: { success: false, error: 'not_found', message: 'Not found' } };
    return new Response(JSON.stringify(answer.body), { status: answer.status ?? 200, headers: { 'Content-Type': 'application/json' } });
  }) as typeof globalThis.fetch;
  const app: AppContextValue = {
    config: testConfig,
    buildId: 'test',
    dictionaries: { en },
    api: (locale: Locale) => createApiClient({ baseUrl: 'http://test', locale, fetch }),
  };
  const routes: RouteObject[] = [
    { path: '*', element: <I18nProvider locale="en" dict={en}><BasketProvider><FavouritesProvider>{element}</FavouritesProvider></BasketProvider></I18nProvider> },
  ];
  const router = createMemoryRouter(routes, { initialEntries: [url] });
  const tree = (
    <AppContextProvider value={app}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </AppContextProvider>
  );
  return { tree, router, queryClient, requests };
}

export const ok = (data: unknown, meta?: unknown) => ({ body: { success: true, data, ...(meta ? { meta } : {}) } });

export function testProduct(id: number, name: string, price: string) {
  return {
    id, category_id: 1, price, image: `/images/menu/${id}.svg`, amount: 350,
    unit: { id: 1, name: 'g', name_tm: 'g', name_ru: 'г', name_en: 'g' },
    name_tm: name, name_ru: name, name_en: name,
    description_tm: '', description_ru: '', description_en: `About ${name}`,
  };
}
