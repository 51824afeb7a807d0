import type { Request, RequestHandler, Response } from 'express';
import { bearerToken } from './auth';
import { deskCookie } from './desk-cookie';
import type { StaffSightings } from './staff-sightings';

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
/** desk pages (/desk, /desk/kitchen) let past the gate at once, for tokens the desk's API accepted */
export const MAX_RESTAURANT_PAGES = 8;

/** the desk's API (board, accept, kitchen display, sign-in…) and the printers', as the router under /back/api/v1 sees them */
const RESTAURANT_API = /^\/(?:desk|cloudprnt)(?:\/|$)/;
const DESK_STREAM = /^\/desk\/events\/?$/;
/** desk calls answered without the staff guard: a 2xx from them says nothing of the token */
const UNGUARDED = /^\/desk\/(?:me|login(?:\/verify)?)\/?$/;
const LOGOUT = /^\/desk\/logout\/?$/;

/** A call of the restaurant's screens or printers. */
export const restaurantWork = (req: Pick<Request, 'path'>): boolean => RESTAURANT_API.test(req.path);

type Lane = RequestHandler & { readonly inFlight: number; readonly streams: number };

/**
 * Wraps the API's shedding middleware: the restaurant's calls are admitted past it, up to
 * `maxInFlight` at once (and `maxStreams` open streams); everything else goes through `shed`.
 * With `sightings`, a desk call the staff guard let through (answered 2xx) marks its token as staff's,
 * and signing out unmarks it: what `restaurantPages` admits by.
 */
export function restaurantFirst(
  shed: RequestHandler,
  { maxInFlight = MAX_RESTAURANT_IN_FLIGHT, maxStreams = MAX_RESTAURANT_STREAMS, sightings }: LaneOptions = {},
): Lane {
  const open = { calls: 0, streams: 0 };
  const handler: RequestHandler = (req, res, next) => {
    if (!restaurantWork(req)) return shed(req, res, next);
    if (sightings) learn(sightings, req, res);
    const lane = req.method === 'GET' && DESK_STREAM.test(req.path) ? 'streams' : 'calls';
    if (open[lane] >= (lane === 'streams' ? maxStreams : maxInFlight)) return shed(req, res, next);
    open[lane]++;
    res.once('close', () => void open[lane]--);
    next();
  };
  return Object.defineProperties(handler, {
    inFlight: { get: () => open.calls },
    streams: { get: () => open.streams },
  }) as Lane;
}

interface LaneOptions {
  maxInFlight?: number;
  maxStreams?: number;
  sightings?: StaffSightings;
}

function learn(sightings: StaffSightings, req: Request, res: Response) {
  if (!req.path.startsWith('/desk/') || UNGUARDED.test(req.path)) return;
  // the token the staff guard reads: the bearer (the BFF's calls), else the desk's cookie
  const token = bearerToken(req) ?? deskCookie(req);
  if (!token) return;
  if (LOGOUT.test(req.path)) return sightings.forget(token);
  res.once('close', () => {
    if (res.headersSent && res.statusCode >= 200 && res.statusCode < 300) sightings.seen(token);
  });
}

/**
 * The desk's own pages (/desk, /desk/kitchen) past the page gate (`shed`, the pages' shedPages) for a
 * browser whose desk cookie is a token the desk's API accepted in this process (`sightings`), at most
 * `maxPages` at once; every other request for them — no cookie, a forged or unknown one, or one too
 * many — takes the gate's way like any page. Deciding costs one hash and no I/O, so a flood of forged
 * cookies is refused as cheaply as any other shed page.
 */
export function restaurantPages(
  shed: RequestHandler,
  sightings: StaffSightings,
  { maxPages = MAX_RESTAURANT_PAGES } = {},
): RequestHandler & { readonly inFlight: number } {
  let open = 0;
  const handler: RequestHandler = (req, res, next) => {
    if (open >= maxPages || !sightings.known(deskCookie(req))) return shed(req, res, next);
    open++;
    res.once('close', () => void open--);
    next();
  };
  return Object.defineProperty(handler, 'inFlight', { get: () => open }) as RequestHandler & { readonly inFlight: number };
}
