import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, Outlet, RouterProvider, useParams } from 'react-router';
import { render } from '@testing-library/react';
import { AppContextProvider, type AppContextValue } from '../../client/app-context';
import { I18nProvider, type Dictionary } from '../../client/i18n';
import { BasketProvider } from '../../client/features/basket/hooks/use-basket';
import { FavouritesProvider } from '../../client/features/favourites/hooks/use-favourites';
import { createApiClient } from '../../shared/api/client';
import { isLocale, type Locale } from '../../shared/locale';
import type { PublicConfig } from '../../shared/public-config';
import type { Category, PageSummary, Product } from '../../shared/api/types';
import en from '../../locales/en.json';
import ru from '../../locales/ru.json';
import tm from '../../locales/tm.json';

// Test-only: the shell with its real providers, router and API client over a canned backend.
export const testConfig: PublicConfig = {
  publicUrl: 'http://shop.test', shopName: 'Aşhana', phone: '+99312000000', email: 'info@ashana.tm',
  hours: { opens: '10:00', closes: '23:00' }, deliveryFee: 1500, mapTileUrl: 'https://tiles.test/{z}/{x}/{y}.png',
  links: { telegram: 'https://t.me/ashana', appStore: 'https://apps.apple.com/app/ashana' },
};

const names = (tm: string, ru: string, en: string) => ({ name_tm: tm, name_ru: ru, name_en: en });
export const testPages: PageSummary[] = [
  { id: 1, slug: 'about-restaurant', pages: [], ...names('Restoran', 'Ресторан', 'Our restaurant') },
  { id: 2, slug: 'dish-history', pages: [], ...names('Tagamlaryň taryhy', 'История блюд', 'Story of dishes') },
  { id: 3, slug: 'interesting', pages: [], ...names('Gyzykly', 'Интересное', 'Curious facts') },
];
export const testCategories: Category[] = [1, 2, 3, 4, 5].map((id) => ({ id, image: `/c${id}.png`, ...names(`Tm ${id}`, `Ru ${id}`, `Category ${id}`) }));
export const plov: Product = {
  id: 7, category_id: 1, price: '45.50', image: '/plov.png', amount: 350,
  unit: { id: 1, name: 'g', name_tm: 'g', name_ru: 'г', name_en: 'g' },
  ...names('Palow', 'Плов', 'Plov'), description_tm: '', description_ru: '', description_en: '',
};

export interface Backend {
  pages?: PageSummary[];
  categories?: Category[];
  products?: Product[];
}

function fakeFetch(backend: Backend): typeof fetch {
  return async (input) => {
    const url = new URL(String(input), 'http://shop.test');
    const path = url.pathname.replace('/back/api/v1', '');
    const ok = (data: unknown) => Response.json({ success: true, data });
    if (path === '/pages') return ok(backend.pages ?? []);
    if (path === '/categories') return ok(backend.categories ?? []);
    if (path === '/products') {
      const ids = (url.searchParams.get('ids') ?? '').split(',').map(Number);
      return ok((backend.products ?? []).filter((p) => ids.includes(p.id)));
    }
    if (path === '/user') return Response.json({ success: false, error: 'unauthenticated', message: 'Sign in' }, { status: 401 });
    return Response.json({ success: false, error: 'not_found', message: 'Not found' }, { status: 404 });
  };
}

const dictionaries: Record<Locale, Dictionary> = { en, ru, tm };

function LocaleLayout() {
  const { locale } = useParams();
  const current: Locale = isLocale(locale) ? locale : 'ru';
  return (
    <I18nProvider locale={current} dict={dictionaries[current]}>
      <BasketProvider>
        <FavouritesProvider>
          <Outlet />
        </FavouritesProvider>
      </BasketProvider>
    </I18nProvider>
  );
}

/** Renders `ui` at `url` inside the same providers the real root uses; every path matches. */
export function renderWithShell(ui: ReactNode, { url = '/en', backend = {} }: { url?: string; backend?: Backend } = {}) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  const app: AppContextValue = {
    config: testConfig,
    buildId: 'test',
    dictionaries,
    api: (locale) => createApiClient({ baseUrl: '', locale, fetch: fakeFetch(backend) }),
  };
  const router = createMemoryRouter(
    [{ path: '/:locale?', element: <LocaleLayout />, children: [{ path: '*', element: ui }, { index: true, element: ui }] }],
    { initialEntries: [url] },
  );
  const result = render(
    <AppContextProvider value={app}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </AppContextProvider>,
  );
  return { ...result, router, queryClient };
}
