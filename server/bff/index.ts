import { Router, type ErrorRequestHandler, type RequestHandler } from 'express';
import type { Config } from '../config';
import type { Logger } from '../logger';
import { SESSION_COOKIE } from '../../shared/session';
import { assertCookieWriteAllowed, bearerToken, sessionCookie, sessionCookieOptions, type Middleware } from '../http/auth';
import { apiErrorHandler, apiNotFound, setRetryAfter, toAppError } from '../http/api-errors';
import { jsonBody } from '../http/json-body';
import { errorMessage } from '../http/api-messages';
import { notFound, unauthorized } from '../http/errors';
import { callBackend } from './backend';
import { deskCookieRoutes } from './desk';

export interface BffDeps {
  config: Pick<Config, 'apiOrigin'>;
  logger: Logger;
}

/**
 * Storefront routes (mounted at /api) that hold the session cookie on the shopper's side of the
 * backend. A write the cookie authorises passes the same-origin JSON rule first.
 */
export function createBffRouter({ config, logger }: BffDeps): Router {
  const router = Router();
  router.use('/users', addressRoutes(config, logger));
  router.use('/auth', authRoutes(config));
  router.use('/desk', deskCookieRoutes(config));
  router.use(apiNotFound);
  router.use(apiErrorHandler(logger));
  return router;
}

// The spec's address routes answer { statusCode, data }: data is the backend's data, or its error.
// They are bearer calls in the spec (apps, scripts) and cookie calls from the browser.
function addressRoutes(config: BffDeps['config'], logger: Logger): Router {
  const router = Router();
  router.use(cookieWritesSameOrigin, ...jsonBody());
  router.post('/address-upsert', someSession, async (req, res) => {
    const answer = await callBackend(config, req, 'POST', '/users/address', { body: req.body ?? {} });
    res.status(answer.status).json({ statusCode: answer.status, data: answer.body.success ? answer.body.data : answer.body });
  });
  router.post('/address-remove/:id', someSession, async (req, res) => {
    const answer = await callBackend(config, req, 'DELETE', `/users/address/${encodeURIComponent(req.params.id)}`);
    res.status(answer.status).json({ statusCode: answer.status, data: answer.body.success ? answer.body.data : answer.body });
  });
  const wrapErrors: ErrorRequestHandler = (err, req, res, next) => {
    // a path id that is not even valid percent-encoding names no address
    const known = err instanceof URIError ? notFound('address_not_found') : toAppError(err);
    if (!known) return apiErrorHandler(logger)(err, req, res, next);
    setRetryAfter(res, known);
    const data = {
      success: false,
      error: known.code,
      message: errorMessage(known.code, req.get('accept-language'), known.params),
      ...(known.fields ? { fields: known.fields } : {}),
    };
    res.status(known.status).json({ statusCode: known.status, data });
  };
  router.use(wrapErrors);
  return router;
}

// Sign-in and sign-out are about the cookie itself: always same-origin (no login CSRF).
function authRoutes(config: BffDeps['config']): Router {
  const router = Router();
  router.use(sameOrigin, ...jsonBody());
  // The token goes into the HttpOnly cookie and nowhere else: the page gets the user only.
  router.post('/verify', async (req, res) => {
    const answer = await callBackend(config, req, 'POST', '/login/verify', { body: req.body ?? {} });
    const data = answer.body.data as { api_token?: string; user?: unknown } | undefined;
    if (!answer.body.success || !data?.api_token) return void res.status(answer.status).json(answer.body);
    res.cookie(SESSION_COOKIE, data.api_token, sessionCookieOptions(req));
    res.json({ success: true, data: { user: data.user } });
  });

  // Signing out always clears the cookie, even when the session had already ended.
  router.post('/logout', async (req, res) => {
    const token = sessionCookie(req);
    if (token) await callBackend(config, req, 'POST', '/logout', { token }).catch(() => undefined);
    const { maxAge: _maxAge, ...options } = sessionCookieOptions(req);
    res.clearCookie(SESSION_COOKIE, options);
    res.json({ success: true, data: null });
  });
  return router;
}

const sameOrigin: RequestHandler = (req, _res, next) => {
  assertCookieWriteAllowed(req);
  next();
};

// A cross-site page cannot set Authorization (that needs a CORS preflight we never grant), so a
// bearer call is no CSRF risk; the cookie rides along on its own and gets the rule. A request with
// neither has nothing to forge: the route tells it that it is not signed in (401).
const cookieWritesSameOrigin: RequestHandler = (req, res, next) => {
  if (bearerToken(req) || !sessionCookie(req)) return next();
  sameOrigin(req, res, next);
};

// On the routes themselves, so a path that names no route is still a 404.
const someSession: Middleware = (req, _res, next) => {
  if (!bearerToken(req) && !sessionCookie(req)) throw unauthorized();
  next();
};
