import type { NextFunction, Request, Response } from 'express';
import type { StaffRole } from '../../../shared/desk';
import { assertCookieWriteAllowed, bearerToken, sessionCookie, type Middleware } from '../../http/auth';
import { DESK_SESSION_COOKIE, deskCookie, deskCookieOptions } from '../../http/desk-cookie';
import { AppError, forbidden, unauthorized } from '../../http/errors';
import type { DeskSessionLookup } from './service';

export interface StaffUser {
  id: number;
  sessionId: number;
  role: StaffRole;
  via: 'bearer' | 'cookie';
}

declare global {
  namespace Express {
    interface Request {
      staff?: StaffUser;
    }
  }
}

type AnyRequest = Request<any, any, any, any>;

/**
 * Every desk call but sign-in passes here: a live staff session (bearer, or the desk cookie with the
 * same-origin rule for writes), slid 12 h on. No session: 401. A shopper's session — bearer or the
 * shopper's own cookie — is signed in, but not as staff: 403.
 */
export function requireStaff(lookup: (token: string) => Promise<DeskSessionLookup>): Middleware {
  return async (req: AnyRequest, res: Response, next: NextFunction) => {
    const bearer = bearerToken(req);
    const cookie = bearer ? undefined : deskCookie(req);
    const token = bearer ?? cookie ?? sessionCookie(req);
    if (!token) throw unauthorized();
    if (!bearer) assertCookieWriteAllowed(req);
    const session = await lookup(token);
    if (!session) throw unauthorized();
    if (session.kind === 'shopper') throw forbidden('staff_only');
    // the shopper's cookie only ever tells us to say 403: it is never a desk session
    if (!bearer && !cookie) throw unauthorized();
    req.staff = { id: session.userId, sessionId: session.sessionId, role: session.role, via: bearer ? 'bearer' : 'cookie' };
    if (cookie) res.cookie(DESK_SESSION_COOKIE, cookie, deskCookieOptions(req));
    next();
  };
}

/**
 * Who is at the desk, for GET /desk/me: the staff member, or nobody. Being signed out is the desk's
 * first visit, not a failure, so it is no 401 (the browser would log it as an error).
 */
export function identifyStaff(lookup: (token: string) => Promise<DeskSessionLookup>): Middleware {
  const guard = requireStaff(lookup);
  return async (req: AnyRequest, res: Response, next: NextFunction) => {
    try {
      await guard(req, res, () => undefined);
    } catch (err) {
      if (!(err instanceof AppError) || (err.status !== 401 && err.status !== 403)) throw err;
    }
    next();
  };
}

/** Staff and shop settings are the owner's; a manager runs orders. */
export function requireOwner(req: AnyRequest, _res: Response, next: NextFunction): void {
  if (req.staff?.role !== 'owner') throw forbidden('owner_only');
  next();
}

/** A cook sees the kitchen display only: every desk call past it is refused to them. */
export function refuseCook(req: AnyRequest, _res: Response, next: NextFunction): void {
  if (req.staff?.role === 'cook') throw forbidden('kitchen_only');
  next();
}
