import { Router, type RequestHandler } from 'express';
import type { Config } from '../config';
import { assertCookieWriteAllowed } from '../http/auth';
import { DESK_SESSION_COOKIE, deskCookie, deskCookieOptions } from '../http/desk-cookie';
import { jsonBody } from '../http/json-body';
import { callBackend } from './backend';

/**
 * The desk's sign-in and sign-out (mounted at /api/desk): the staff session token goes into its own
 * HttpOnly cookie, `desk_session`, apart from the shopper's `session` — one browser may hold both.
 * Always same-origin JSON (no login CSRF). The desk's other calls go to /back/api/v1/desk/* with it.
 */
export function deskCookieRoutes(config: Pick<Config, 'apiOrigin'>): Router {
  const router = Router();
  router.use(sameOrigin, ...jsonBody());

  router.post('/verify', async (req, res) => {
    const answer = await callBackend(config, req, 'POST', '/desk/login/verify', { body: req.body ?? {} });
    const data = answer.body.data as { api_token?: string; user?: unknown } | undefined;
    if (!answer.body.success || !data?.api_token) return void res.status(answer.status).json(answer.body);
    res.cookie(DESK_SESSION_COOKIE, data.api_token, deskCookieOptions(req));
    res.json({ success: true, data: { user: data.user } });
  });

  // signing out always clears the cookie, even when the session had already ended
  router.post('/logout', async (req, res) => {
    const token = deskCookie(req);
    if (token) await callBackend(config, req, 'POST', '/desk/logout', { token }).catch(() => undefined);
    const { maxAge: _maxAge, ...options } = deskCookieOptions(req);
    res.clearCookie(DESK_SESSION_COOKIE, options);
    res.json({ success: true, data: null });
  });
  return router;
}

const sameOrigin: RequestHandler = (req, _res, next) => {
  assertCookieWriteAllowed(req);
  next();
};
