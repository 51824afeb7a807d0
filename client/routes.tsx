import type { LoaderFunctionArgs, RouteObject } from 'react-router';
import { createLoadContext, notFound, positiveId, type LoadContext, type RouteDeps } from './router/context';
import { categoriesQuery } from './features/catalogue/api/categories';
import { productsQuery } from './features/catalogue/api/products';
import { productQuery } from './features/catalogue/api/product';
import { pageQuery, pagesQuery } from './features/pages/api/pages';
import { productFilterFromSearch } from './features/catalogue/product-filter';
import { userQuery } from './features/auth/api/user';
import { Root, RootErrorBoundary } from './root';

type Load = (ctx: LoadContext) => Promise<unknown>;
type Lazy = () => Promise<{ default: React.ComponentType }>;

const CONTENT_PAGES = ['about-us', 'brands', 'contacts', 'delivery-and-payment', 'mobile-application-links'] as const;

export const FOOTER_CATEGORY_LIMIT = 5;

/** The one route table, used by the server render, the payload endpoint and the browser. */
export function createRoutes(deps: RouteDeps): RouteObject[] {
  const loader = (load?: Load) => async ({ request, params }: LoaderFunctionArgs) => {
    await load?.(createLoadContext(deps, request, params));
    return null;
  };
  const route = (path: string, lazy: Lazy, load?: Load) => ({
    path,
    loader: loader(load),
    lazy: async () => ({ Component: (await lazy()).default }),
  });

  return [
    {
      id: 'root',
      path: '/:locale?',
      Component: Root,
      ErrorBoundary: RootErrorBoundary,
      // shell data is deferred: a failing category list must not fail the page
      loader: loader(async (ctx) => {
        await deps.loadDictionary?.(ctx.locale);
        await Promise.all([
          ctx.prefetch(categoriesQuery(ctx.api, { limit: FOOTER_CATEGORY_LIMIT })),
          ctx.prefetch(pagesQuery(ctx.api)),
          ctx.prefetch(userQuery(ctx.api)),
        ]);
      }),
      shouldRevalidate: ({ currentParams, nextParams }) => currentParams.locale !== nextParams.locale,
      children: [
        { ...route('', () => import('./routes/home'), (ctx) => ctx.ensure(categoriesQuery(ctx.api, { withProducts: true }))), path: undefined, index: true as const },
        route('catalogue', () => import('./routes/catalogue'), (ctx) => ctx.ensure(categoriesQuery(ctx.api))),
        route('products', () => import('./routes/products'), (ctx) => ctx.ensure(productsQuery(ctx.api, productFilterFromSearch(ctx.url.searchParams)))),
        route('products/:id', () => import('./routes/product'), (ctx) => ctx.ensure(productQuery(ctx.api, positiveId(ctx.params.id)))),
        ...CONTENT_PAGES.map((slug) => route(slug, () => import('./routes/content-page'), (ctx) => ctx.ensure(pageQuery(ctx.api, slug)))),
        route('pages/:slug', () => import('./routes/content-page'), (ctx) => ctx.ensure(pageQuery(ctx.api, ctx.params.slug!))),
        route('checkout', () => import('./routes/checkout')),
        route('orders', () => import('./routes/orders')),
        route('orders/:id', () => import('./routes/order'), async (ctx) => positiveId(ctx.params.id)),
        { path: '*', loader: () => { throw notFound(); } },
      ],
    },
  ];
}
