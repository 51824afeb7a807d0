import type { Request, RequestHandler } from 'express';

// Issue 35: shedding refuses reads first, never the order a shopper is placing. An order's post (the
// JSON checkout's POST /orders and /orders-web, the HTML checkout's form) and the page that answers it
// (the form again with its refusal, the confirmation it redirects to) pass the overload gate: a guest
// who filled the form at 32 kbit/s is not sent a "very busy" page after the minute it took. They are
// few (one or two per order), so they cost the loop little; a flood of them beyond MAX_ORDERS_IN_FLIGHT
// at once takes the gate's way like any other request.

/** order requests let past the gate at once; beyond them, the gate decides as for everything else */
export const MAX_ORDERS_IN_FLIGHT = 16;

/** the API's order posts, as the router under /back/api/v1 sees their path */
const ORDER_API_POST = /^\/orders(?:-web)?\/?$/;
/** the HTML checkout's form (server/api/orders/checkout-form.ts) in every language */
const CHECKOUT_FORM_POST = /^\/(?:(?:en|tm)\/)?checkout\/?$/;
/** the confirmation a placed form is sent to: /checkout/done/{tracking token} */
const CONFIRMATION_PAGE = /^\/(?:(?:en|tm)\/)?checkout\/done\/[\w-]{43}$/;

/** An order being placed, or the page that answers its form: what shedding lets through. */
export function answersAnOrder(req: Pick<Request, 'method' | 'path'>): boolean {
  if (req.method === 'POST') return ORDER_API_POST.test(req.path) || CHECKOUT_FORM_POST.test(req.path);
  return (req.method === 'GET' || req.method === 'HEAD') && CONFIRMATION_PAGE.test(req.path);
}

/**
 * Wraps a shedding middleware (shedApi, shedPages): an order's request is admitted past it, with the
 * render permit so that its page's own API calls are not shed half-way; any other request, and an
 * order's beyond `maxInFlight` at once, goes through `shed`.
 */
export function ordersFirst(
  shed: RequestHandler,
  { permit, maxInFlight = MAX_ORDERS_IN_FLIGHT }: { permit?: string; maxInFlight?: number } = {},
): RequestHandler & { readonly inFlight: number } {
  let inFlight = 0;
  const handler: RequestHandler = (req, res, next) => {
    if (!answersAnOrder(req) || inFlight >= maxInFlight) return shed(req, res, next);
    inFlight++;
    res.once('close', () => void inFlight--);
    if (permit) res.locals.renderPermit = permit;
    req.log?.debug({ path: req.path }, 'an order admitted ahead of shedding');
    next();
  };
  return Object.defineProperty(handler, 'inFlight', { get: () => inFlight }) as RequestHandler & { readonly inFlight: number };
}
