import type { CookieOptions, Request } from 'express';
import { DESK_IDLE_HOURS, DESK_SESSION_COOKIE } from '../../shared/desk';

export { DESK_SESSION_COOKIE };

/** The desk's HttpOnly cookie lives as long as the session: 12 h, renewed with every desk call. */
export function deskCookieOptions(req: Request): CookieOptions {
  return { httpOnly: true, sameSite: 'lax', secure: req.secure, path: '/', maxAge: DESK_IDLE_HOURS * 60 * 60 * 1000 };
}

/** The desk cookie's value, if a string (cookie-parser makes objects of "j:" values). */
export function deskCookie(req: Request): string | undefined {
  const value: unknown = req.cookies?.[DESK_SESSION_COOKIE];
  return typeof value === 'string' && value !== '' ? value : undefined;
}
