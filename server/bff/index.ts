import express, { Router, type ErrorRequestHandler } from 'express';
import type { Config } from '../config';
import type { Logger } from '../logger';
import { SESSION_COOKIE } from '../../shared/session';
import { assertCookieWriteAllowed, sessionCookie, sessionCookieOptions } from '../http/auth';
import { apiErrorHandler } from '../http/api-errors';
import { errorMessage } from '../http/api-messages';
import { AppError } from '../http/errors';
import { callBackend } from './backend';

export interface BffDeps { config: Pick<Config, 'apiOrigin'>; logger: Logger }

/**
 * Storefront routes (mounted at /api) that hold the session cookie on the shopper's side of the
 * backend. Every one is a cookie-carrying write, so each passes the same-origin JSON rule first.
 */
export function createBffRouter({ config, logger }: BffDeps): Router {
  const router = Router();
  router.use('/users', addressRoutes(config, logger));
  router.use('/auth', authRoutes(config));
  router.use('/auth', apiErrorHandler(logger));
  return router;
}

// The spec's address routes answer { statusCode, data }: data is the backend's data, or its error.
function addressRoutes(config: BffDeps['config'], logger: Logger): Router {
  const router = guardedRouter();
  router.post('/address-upsert', async (req, res) => {
    const answer = await callBackend(config, req, 'POST', '/users/address', { body: req.body ?? {} });
    res.status(answer.status).json({ statusCode: answer.status, data: answer.body.success ? answer.body.data : answer.body });
  });
  router.post('/address-remove/:id', async (req, res) => {
    const answer = await callBackend(config, req, 'DELETE', `/users/address/${encodeURIComponent(req.params.id)}`);
    res.status(answer.status).json({ statusCode: answer.status, data: answer.body.success ? answer.body.data : answer.body });
  });
  const wrapErrors: ErrorRequestHandler = (err, req, res, next) => {
    if (!(err instanceof AppError)) return apiErrorHandler(logger)(err, req, res, next);
    const data = { success: false, error: err.code, message: errorMessage(err.code, req.get('accept-language'), err.params) };
    res.status(err.status).json({ statusCode: err.status, data });
  };
  router.use(wrapErrors);
  return router;
}

function authRoutes(config: BffDeps['config']): Router {
  const router = guardedRouter();
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

function guardedRouter(): Router {
  const router = Router();
  router.use((req, _res, next) => {
    assertCookieWriteAllowed(req);
    next();
  });
  router.use(express.json({ limit: '100kb' }));
  return router;
}
