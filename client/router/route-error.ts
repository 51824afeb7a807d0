import { isRouteErrorResponse } from 'react-router';

/** What a route-error page reads: react-router's ErrorResponse shape, so `isRouteErrorResponse` knows it. */
export interface RouteErrorResponse {
  status: number;
  statusText: string;
  data: unknown;
  internal: boolean;
}

/**
 * A loader's failure as the error page's response, the one definition for the server and the browser:
 * a thrown `data(body, { status })` (react-router's DataWithResponseInit) or the static handler's
 * ErrorResponse keeps its status and body; anything else is a 500 that says nothing of its cause.
 */
export function routeErrorOf(error: unknown): RouteErrorResponse {
  if (isRouteErrorResponse(error))
    return { status: error.status, statusText: error.statusText, data: error.data as unknown, internal: false };
  if (error && typeof error === 'object' && 'init' in error && 'data' in error) {
    const init = (error as { init?: ResponseInit | null }).init ?? {};
    return { status: init.status ?? 500, statusText: init.statusText ?? '', data: (error as { data: unknown }).data, internal: false };
  }
  return { status: 500, statusText: 'Internal Server Error', data: null, internal: false };
}
