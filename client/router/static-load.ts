import type { RouteObject } from 'react-router';
import { matchShopRoutes } from './match-routes';
import { resolveLazy } from './create-router';
import { routeErrorOf, type RouteErrorResponse } from './route-error';

export type StaticLoad =
  | { type: 'redirect'; status: number; location: string }
  /** `cause`: what the failing loader threw, for the log; `error`: what the error page shows of it */
  | { type: 'page'; status: number; error: RouteErrorResponse | null; cause: unknown };

const NOT_FOUND: RouteErrorResponse = { status: 404, statusText: 'Not Found', data: null, internal: false };

/**
 * The server's side of the shop's router (shop-router.tsx): the page's matched routes load their code
 * and run their loaders, all at once, and the first failure in match order (outermost first) is the
 * page's, as react-router's static handler (`createStaticHandler().query`) decides it: a thrown
 * redirect response redirects, `data(…, { status })` keeps its status, anything else is a 500. That
 * handler also built a fetch Request per page (about 25 µs on Node 20) and matched the routes again
 * without the shop's remembered matches; with our loaders writing the query cache and returning
 * nothing, its loader data, actions and revalidation were not used (issue 13, render cost).
 */
export async function loadStatic(routes: RouteObject[], url: URL, signal: AbortSignal, context: unknown): Promise<StaticLoad> {
  const matches = matchShopRoutes(routes, url.pathname);
  if (!matches) return { type: 'page', status: 404, error: NOT_FOUND, cause: null };
  // the URL and the signal are all the route table's loaders read of their request on the server
  const request = { url: url.href, signal } satisfies Pick<Request, 'url' | 'signal'> as Request;
  const results = await Promise.allSettled(
    matches.map(async ({ route, params }) => {
      await resolveLazy(route);
      if (typeof route.loader === 'function')
        await route.loader({ request, url, pattern: route.path ?? '', params, context: context as never });
    }),
  );
  const failure = results.find((result) => result.status === 'rejected');
  if (!failure) return { type: 'page', status: 200, error: null, cause: null };
  const cause: unknown = failure.reason;
  if (cause instanceof Response && cause.status >= 300 && cause.status < 400)
    return { type: 'redirect', status: cause.status, location: cause.headers.get('Location') ?? '/' };
  const error = routeErrorOf(cause);
  return { type: 'page', status: error.status, error, cause };
}
