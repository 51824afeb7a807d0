import type { Request, RequestHandler } from 'express';

// Issue 37: shedding must not take the restaurant off its own orders on the night it is busiest.
// A crowd browsing the shop makes the loop lag; the gate then refuses every API read, and with them
// the desk's board and accept, the kitchen display's bump and the printers' CloudPRNT polls (a
// printer refused for a minute sounds the desk's alarm, and its tickets wait). The restaurant's own
// calls are few — a handful of screens, a printer polling every few seconds — so they pass the gate,
// a bounded number at once; beyond that they take the gate's way like any other request.

/** desk and printer calls let past the gate at once (the live streams are counted apart) */
export const MAX_RESTAURANT_IN_FLIGHT = 16;
/** open desk streams (/desk/events) let past the gate: one a screen */
export const MAX_RESTAURANT_STREAMS = 32;

/** the desk's API (board, accept, kitchen display, sign-in…) and the printers', as the router under /back/api/v1 sees them */
const RESTAURANT_API = /^\/(?:desk|cloudprnt)(?:\/|$)/;
const DESK_STREAM = /^\/desk\/events\/?$/;

/** A call of the restaurant's screens or printers. */
export const restaurantWork = (req: Pick<Request, 'path'>): boolean => RESTAURANT_API.test(req.path);

/**
 * Wraps the API's shedding middleware: the restaurant's calls are admitted past it, up to
 * `maxInFlight` at once (and `maxStreams` open streams); everything else goes through `shed`.
 */
export function restaurantFirst(
  shed: RequestHandler,
  { maxInFlight = MAX_RESTAURANT_IN_FLIGHT, maxStreams = MAX_RESTAURANT_STREAMS } = {},
): RequestHandler & { readonly inFlight: number; readonly streams: number } {
  const open = { calls: 0, streams: 0 };
  const handler: RequestHandler = (req, res, next) => {
    if (!restaurantWork(req)) return shed(req, res, next);
    const lane = req.method === 'GET' && DESK_STREAM.test(req.path) ? 'streams' : 'calls';
    if (open[lane] >= (lane === 'streams' ? maxStreams : maxInFlight)) return shed(req, res, next);
    open[lane]++;
    res.once('close', () => void open[lane]--);
    next();
  };
  return Object.defineProperties(handler, {
    inFlight: { get: () => open.calls },
    streams: { get: () => open.streams },
  }) as RequestHandler & { readonly inFlight: number; readonly streams: number };
}
