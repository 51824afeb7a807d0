import type { CookieOptions, NextFunction, Request, RequestHandler, Response } from 'express';
import { SESSION_COOKIE, SESSION_TTL_DAYS } from '../../shared/session';
import { forbidden, unauthorized } from './errors';

export interface LiveSession {
  userId: number;
  sessionId: number;
  /** true when this use moved the expiry forward (the cookie is renewed then) */
  extended: boolean;
}

/** Finds the live session a token names (and slides it); the backend's auth module provides it. */
export type SessionLookup = (token: string) => Promise<LiveSession | undefined>;

// These read headers only, so they stand in front of any handler: a route's request type is the one
// validate() gives its handler (any here leaves that choice to validate).
type AnyRequest = Request<any, any, any, any>;
export type Middleware = RequestHandler<any, any, any, any>;

export interface AuthUser {
  id: number;
  sessionId: number;
  /** where the token came from: cookie-authenticated writes get the CSRF rule */
  via: 'bearer' | 'cookie';
}

declare global {
  namespace Express {
    interface Request {
      user?: AuthUser;
    }
  }
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Reads the bearer token or the session cookie and sets req.user when it names a live session. */
export function authenticate(findSession: SessionLookup): Middleware {
  return async (req, res, next) => {
    const bearer = bearerToken(req);
    const cookie = bearer ? undefined : sessionCookie(req);
    const token = bearer || cookie;
    if (!token) return next();
    if (cookie) assertCookieWriteAllowed(req);
    const session = await findSession(token);
    if (!session) return next();
    req.user = { id: session.userId, sessionId: session.sessionId, via: bearer ? 'bearer' : 'cookie' };
    // The cookie's own lifetime slides with the session.
    if (cookie && session.extended) res.cookie(SESSION_COOKIE, token, sessionCookieOptions(req));
    next();
  };
}

/** The token in `Authorization: Bearer <token>`, if the request carries one. */
export function bearerToken(req: Request): string | undefined {
  return /^Bearer\s+(\S+)$/i.exec(req.get('authorization') ?? '')?.[1];
}

/** The session cookie's value; cookie-parser turns a "j:{...}" value into an object, which is no token. */
export function sessionCookie(req: Request): string | undefined {
  const value: unknown = req.cookies?.[SESSION_COOKIE];
  return typeof value === 'string' && value !== '' ? value : undefined;
}

export function requireUser(req: AnyRequest, _res: Response, next: NextFunction): void {
  if (!req.user) throw unauthorized();
  next();
}

export function sessionCookieOptions(req: Request): CookieOptions {
  return { httpOnly: true, sameSite: 'lax', secure: req.secure, path: '/', maxAge: SESSION_TTL_DAYS * 24 * 60 * 60 * 1000 };
}

/**
 * A cookie rides along on cross-site requests, so a write it authorises must be JSON, or a raw
 * upload as application/octet-stream (the desk's photos) — no HTML form can send either without a
 * CORS preflight — and come from this origin.
 */
export function assertCookieWriteAllowed(req: Request): void {
  if (SAFE_METHODS.has(req.method)) return;
  const type = (req.get('content-type') ?? '').split(';')[0].trim().toLowerCase();
  if ((type !== 'application/json' && type !== 'application/octet-stream') || !isSameOrigin(req)) throw forbidden('csrf_refused');
}

// req.host honours X-Forwarded-Host when TRUST_PROXY is set, so it is the host the browser used. The
// HTML forms (server/http/basket-form.ts) are held to it as well: they cannot be JSON.
export function isSameOrigin(req: Request): boolean {
  const site = req.get('sec-fetch-site');
  if (site && site !== 'same-origin' && site !== 'none') return false;
  const origin = req.get('origin');
  if (origin) return hostOf(origin) === req.host;
  if (site) return true;
  const referer = req.get('referer');
  if (referer) return hostOf(referer) === req.host;
  return false;
}

function hostOf(url: string): string | null {
  try {
    return new URL(url).host;
  } catch {
    return null;
  }
}
