import type { LoaderFunctionArgs, RouteObject } from 'react-router';
import { createLoadContext, notFound, positiveId, type LoadContext, type RouteDeps, type RouteHandle } from '../router/context';
import { pageWords } from './page-words';
import { categoriesQuery, homeMenuQuery, menuLdQuery } from '../features/catalogue/api/categories';
import { productQuery } from '../features/product/api/product';
import { pageQuery, pagesQuery } from '../features/pages/api/pages';
import { userQuery } from '../session/user';
import { shopStatusQuery } from '../features/shop-status/api/shop-status';
import { serverBasketQuery } from '../features/basket/api/server-basket';
import { Root, RootErrorBoundary } from './root';
import { readyLazy } from '../components/ready-lazy';
import { loadProducts } from '../features/catalogue/load-products';
import { prefetchModalProduct } from '../features/product/prefetch-modal-product';
import { MOBILE_APP_SLUG } from '../../shared/public-config';

type Load = (ctx: LoadContext, deps: RouteDeps) => Promise<unknown>;

const CONTENT_PAGES = ['about-us', 'brands', 'contacts', 'delivery-and-payment'] as const;

export const FOOTER_CATEGORY_LIMIT = 5;

// Every page is its own chunk, loaded when its route is first visited.
const pages = import.meta.glob<{ default: React.ComponentType }>(['./routes/*.tsx', '!./routes/*.test.tsx']);
const loading = new Map<string, Promise<{ default: React.ComponentType }>>();
const loaded = new Map<string, React.ComponentType>();
// the route table is built per request on the server: import each page module once per process
const loadPage = (page: string) => {
  let module = loading.get(page);
  if (!module) {
    loading.set(page, (module = pages[`./routes/${page}.tsx`]()));
    module.then(
      (m) => loaded.set(page, m.default),
      () => loading.delete(page), // a chunk that failed (offline, a deploy) is tried again next time
    );
  }
  return module;
};
// A page's component is the route's from the start, rendering at once once its code is here (the route's
// `lazy` loads it before the page shows): the router renders its matches before the shop's part, which
// holds the page, has loaded (shop-part-loader.ts), and a component that changed afterwards would
// remount the page on the next navigation.
const pageComponents = new Map<string, React.ComponentType>();
const pageComponent = (page: string) => {
  let component = pageComponents.get(page);
  if (!component)
    pageComponents.set(
      page,
      (component = readyLazy(
        () => loaded.get(page),
        () => loadPage(page).then((m) => m.default),
      )),
    );
  return component;
};

/**
 * The one route table, used by the server render, the payload endpoint and the browser. `depsOf`
 * gives a loader its deps: the browser's one set, or on the server (where the table is built once
 * per process) the request's own, read from the context `handler.query` was given.
 */
export function createRoutes(depsOf: (context: unknown) => RouteDeps): RouteObject[] {
  const loadContentPage = (ctx: LoadContext, slug: string) => ctx.ensure(pageQuery(ctx.api, slug));
  const loader =
    (load?: Load) =>
    async ({ request, params, context }: LoaderFunctionArgs) => {
      const deps = depsOf(context);
      await load?.(createLoadContext(deps, request, params), deps);
      return null;
    };
  const route = (path: string, page: string, load?: Load) => {
    // a page that says more than the first-render words loads every word of its locale before it renders
    const words = pageWords(page);
    return {
      path,
      loader: loader(async (ctx, deps) => {
        await Promise.all([words === 'all' ? deps.loadDictionary?.(ctx.locale, 'all') : undefined, load?.(ctx, deps)]);
      }),
      // the key of the page's chunk in Vite's manifest
      handle: { module: `client/app/routes/${page}.tsx`, ...(words === 'all' ? { words } : {}) } satisfies RouteHandle,
      Component: pageComponent(page),
      lazy: async () => {
        await loadPage(page);
        return {};
      },
    };
  };

  return [
    {
      id: 'root',
      path: '/:locale?',
      Component: Root,
      ErrorBoundary: RootErrorBoundary,
      // shell data is deferred: a failing category list must not fail the page
      loader: loader(async (ctx, deps) => {
        await deps.loadDictionary?.(ctx.locale);
        await Promise.all([
          ctx.prefetch(categoriesQuery(ctx.api, { limit: FOOTER_CATEGORY_LIMIT })),
          ctx.prefetch(pagesQuery(ctx.api)),
          ctx.prefetch(userQuery(ctx.api)),
          // the footer, the contacts page and the Restaurant JSON-LD say the saved hours from it
          ctx.prefetch(shopStatusQuery(ctx.api)),
          // ?product_id= on any page opens the product modal: its dish comes with the page
          prefetchModalProduct(ctx),
        ]);
      }),
      shouldRevalidate: ({ currentParams, nextParams }) => currentParams.locale !== nextParams.locale,
      children: [
        {
          ...route('', 'home', (ctx, deps) =>
            Promise.all([ctx.ensure(homeMenuQuery(ctx.api)), deps.forCrawlers ? ctx.prefetch(menuLdQuery(ctx.api)) : undefined]),
          ),
          path: undefined,
          index: true as const,
        },
        route('catalogue', 'catalogue', (ctx) => ctx.ensure(categoriesQuery(ctx.api))),
        route('products', 'products', loadProducts),
        route('products/:id', 'product', (ctx) => ctx.ensure(productQuery(ctx.api, positiveId(ctx.params.id)))),
        ...CONTENT_PAGES.map((slug) => route(slug, 'content-page', (ctx) => loadContentPage(ctx, slug))),
        // the store buttons, or how to add the shop to the home screen without them (issue 39)
        ...[MOBILE_APP_SLUG, `pages/${MOBILE_APP_SLUG}`].map((path) =>
          route(path, 'mobile-app', (ctx) => loadContentPage(ctx, MOBILE_APP_SLUG)),
        ),
        route('pages/:slug', 'content-page', (ctx) => loadContentPage(ctx, ctx.params.slug!)),
        // a customer's basket comes with the page; a guest's lives in the browser. The delivery zones come
        // too: the form's delivery terms are there when it first shows, not a moment later above the
        // submit button (which they pushed down in view). Deferred data: its query's code not coming
        // (offline, a navigation from the checkout called off and the checkout loaded again) fails nothing
        route('checkout', 'checkout', async (ctx) => {
          await Promise.all([
            import('../features/delivery-zones/api/zones').then(
              ({ zonesQuery }) => ctx.prefetch(zonesQuery(ctx.api)),
              () => undefined,
            ),
            import('../features/delivery-zones/api/estimates').then(
              ({ shopEstimatesQuery }) => ctx.prefetch(shopEstimatesQuery(ctx.api)),
              () => undefined,
            ),
            (async () => {
              if (await ctx.ensure(userQuery(ctx.api))) await ctx.prefetch(serverBasketQuery(ctx.api));
            })(),
          ]);
        }),
        // the HTML checkout's confirmation (docs/decisions/014-html-ordering-path.md): its order by the tracking token
        route('checkout/done/:token', 'checkout-done', async (ctx) => {
          const { trackedOrderQuery } = await import('../features/orders/api/tracked-order');
          await ctx.ensure(trackedOrderQuery(ctx.api, ctx.params.token!));
        }),
        // a guest gets the sign-in prompt (no orders asked for); another customer's order is a 404
        // (their query options load with the page, not with the first-load bundle)
        route('orders', 'orders', async (ctx) => {
          if (!(await ctx.ensure(userQuery(ctx.api)))) return;
          const { ordersQuery, pageFromSearch } = await import('../features/orders/api/orders');
          await ctx.ensure(ordersQuery(ctx.api, pageFromSearch(ctx.url.searchParams)));
        }),
        route('orders/:id', 'order', async (ctx) => {
          const id = positiveId(ctx.params.id);
          if (!(await ctx.ensure(userQuery(ctx.api)))) return;
          const { orderQuery } = await import('../features/orders/api/order');
          await ctx.ensure(orderQuery(ctx.api, id));
        }),
        // a guest's order by its tracking link; an unknown token is a 404
        route('track/:token', 'track', async (ctx) => {
          const { trackedOrderQuery } = await import('../features/orders/api/tracked-order');
          await ctx.ensure(trackedOrderQuery(ctx.api, ctx.params.token!));
        }),
        // anything else is a 404 (the component never renders: the loader always throws)
        {
          path: '*',
          loader: () => {
            throw notFound();
          },
          Component: () => null,
        },
      ],
    },
  ];
}
