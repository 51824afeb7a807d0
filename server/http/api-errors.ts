import type { ErrorRequestHandler, RequestHandler, Response } from 'express';
import type { Logger } from '../logger';
import { AppError, notFound } from './errors';
import { errorMessage } from './api-messages';
import { isDatabaseUnavailable } from '../db/connection';

/** Unknown paths under the API answer JSON, never the storefront's HTML 404. */
export const apiNotFound: RequestHandler = () => {
  throw notFound('not_found');
};

// body-parser errors carry `type`; each is the client's fault and gets its own code, never a 500.
const parserErrors: Record<string, { status: number; code: string }> = {
  'entity.parse.failed': { status: 400, code: 'invalid_json' },
  'entity.too.large': { status: 413, code: 'payload_too_large' },
  'entity.verify.failed': { status: 400, code: 'bad_request' },
  'encoding.unsupported': { status: 415, code: 'unsupported_media_type' },
  'charset.unsupported': { status: 415, code: 'unsupported_media_type' },
  'request.aborted': { status: 400, code: 'bad_request' },
  'request.size.invalid': { status: 400, code: 'bad_request' },
  'stream.encoding.set': { status: 500, code: 'internal_error' },
};

export function toAppError(err: unknown): AppError | null {
  if (err instanceof AppError) return err;
  // a lost or unreachable database is an outage, not a bug: the client may retry
  if (isDatabaseUnavailable(err)) return new AppError(503, 'database_unavailable', undefined, { seconds: 2 });
  const type = (err as { type?: unknown })?.type;
  const known = typeof type === 'string' ? parserErrors[type] : undefined;
  if (known && known.status < 500) return new AppError(known.status, known.code);
  const status = (err as { status?: unknown })?.status;
  // the router's "Failed to decode param" (a path such as /orders/%zz) is a URIError with status 400 and no `expose`
  const clientFault = (err as { expose?: unknown })?.expose === true || err instanceof URIError;
  if (clientFault && typeof status === 'number' && status >= 400 && status < 500) {
    return new AppError(status, 'bad_request');
  }
  return null;
}

/** 429 and 503 say when to come back (a rate window, an open SMS breaker, a database reconnecting, a shed). */
export function setRetryAfter(res: Response, appError: AppError): void {
  if ((appError.status === 429 || appError.status === 503) && appError.params?.seconds !== undefined)
    res.set('Retry-After', String(appError.params.seconds));
}

/** The one error renderer of the API: `{ success: false, error, message, fields? }`, message localized. */
export function apiErrorHandler(logger: Logger): ErrorRequestHandler {
  return (err, req, res, next) => {
    if (res.headersSent) return next(err);
    const appError = toAppError(err) ?? new AppError(500, 'internal_error');
    const serverFault = appError.status >= 500;
    if (serverFault) {
      // req.log carries the request id, which the body hands to the client for support to find this line
      (req.log ?? logger).error({ err, method: req.method, path: req.originalUrl.split('?')[0] }, 'unhandled error in API');
      res.err = err; // the request's own line gets the cause, not pino-http's "failed with status code 500"
    }
    setRetryAfter(res, appError);
    res.status(appError.status).json({
      success: false,
      error: appError.code,
      message: errorMessage(appError.code, req.get('accept-language'), appError.params, appError.messageKey),
      ...(appError.fields ? { fields: appError.fields } : {}),
      ...(serverFault && req.id ? { request_id: String(req.id) } : {}),
    });
  };
}
