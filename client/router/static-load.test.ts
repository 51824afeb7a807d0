import { describe, expect, it } from 'vitest';
import { data, redirect, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import { loadStatic } from './static-load';

const page = (path: string) => new URL(`http://shop.test${path}`);
const signal = () => new AbortController().signal;

describe("the server's loaders", () => {
  it("load each matched route's code and run every loader at once, each with the page's URL, signal, params and context", async () => {
    const seen: { route: string; url: string; signal: AbortSignal; params: unknown; context: unknown; hasPage: boolean }[] = [];
    let running = 0;
    let most = 0;
    const loader =
      (route: string, hasPage: () => boolean) =>
      async ({ request, params, context }: LoaderFunctionArgs) => {
        running++;
        most = Math.max(most, running);
        await new Promise((resolve) => setTimeout(resolve, 5));
        running--;
        seen.push({ route, url: request.url, signal: request.signal, params, context, hasPage: hasPage() });
        return null;
      };
    const Page = () => null;
    const child: RouteObject = { path: 'products/:id', lazy: async () => ({ Component: Page }) };
    child.loader = loader('product', () => child.Component === Page);
    const routes: RouteObject[] = [{ path: '/:locale?', loader: loader('root', () => true), children: [child] }];
    const abort = signal();

    const result = await loadStatic(routes, page('/en/products/7?x=1'), abort, { deps: 1 });

    expect(result).toEqual({ type: 'page', status: 200, error: null, cause: null });
    expect(most).toBe(2);
    expect(seen.map((s) => s.route).sort()).toEqual(['product', 'root']);
    for (const s of seen) {
      expect(s).toMatchObject({ url: 'http://shop.test/en/products/7?x=1', context: { deps: 1 }, hasPage: true });
      expect(s.signal).toBe(abort);
      expect(s.params).toEqual({ locale: 'en', id: '7' });
    }
    expect(child.lazy).toBeUndefined(); // loaded once, kept on the route
  });

  it("gives the first failure in match order (the root's before a page's) its status and cause", async () => {
    const cause = new Error('backend down');
    const routes: RouteObject[] = [
      {
        path: '/:locale?',
        loader: async () => {
          await new Promise((resolve) => setTimeout(resolve, 5)); // fails last, counts first
          throw cause;
        },
        children: [{ path: '*', loader: () => Promise.reject(data(null, { status: 404, statusText: 'Not Found' })) }],
      },
    ];
    expect(await loadStatic(routes, page('/a/b'), signal(), undefined)).toEqual({
      type: 'page',
      status: 500,
      error: { status: 500, statusText: 'Internal Server Error', data: null, internal: false },
      cause,
    });
    routes[0].loader = () => null;
    const notFound = await loadStatic(routes, page('/a/b'), signal(), undefined);
    expect(notFound).toMatchObject({ type: 'page', status: 404, error: { status: 404, statusText: 'Not Found', data: null } });
  });

  it('follows a thrown redirect, and answers 404 where no route matches', async () => {
    const routes: RouteObject[] = [
      {
        path: '/old',
        loader: () => {
          throw redirect('/new', 301);
        },
      },
    ];
    expect(await loadStatic(routes, page('/old'), signal(), undefined)).toEqual({ type: 'redirect', status: 301, location: '/new' });
    expect(await loadStatic(routes, page('/elsewhere'), signal(), undefined)).toMatchObject({
      type: 'page',
      status: 404,
      error: { status: 404 },
    });
  });
});
