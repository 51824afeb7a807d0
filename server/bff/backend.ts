import type { Request } from 'express';
import type { Config } from '../config';
import { bearerToken, sessionCookie } from '../http/auth';
import { AppError } from '../http/errors';
import { RETRY_AFTER_SECONDS } from '../http/overload';

export interface BackendAnswer {
  status: number;
  body: { success?: boolean; data?: unknown; [key: string]: unknown };
}

const TIMEOUT_MS = 10_000;

// The embedded backend answers on this very server; an external one lives at API_ORIGIN.
function backendBase(config: Pick<Config, 'apiOrigin'>, req: Request): string {
  if (config.apiOrigin) return `${config.apiOrigin}/back/api/v1`;
  const address = req.socket.localAddress?.replace(/^::ffff:/, '') ?? '127.0.0.1';
  const host = address.includes(':') ? `[${address}]` : address;
  return `http://${host}:${req.socket.localPort}/back/api/v1`;
}

/**
 * Calls the backend on the shopper's behalf: the caller's bearer token, or else the HttpOnly
 * session cookie as one (the browser never holds the token); language and request id travel along.
 */
export async function callBackend(
  config: Pick<Config, 'apiOrigin'>,
  req: Request,
  method: 'GET' | 'POST' | 'DELETE',
  path: string,
  options: { body?: unknown; token?: string; locale?: string } = {},
): Promise<BackendAnswer> {
  const token = options.token ?? bearerToken(req) ?? sessionCookie(req);
  const headers: Record<string, string> = { accept: 'application/json' };
  if (token) headers.authorization = `Bearer ${token}`;
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  for (const name of ['accept-language', 'x-request-id']) {
    const value = req.get(name);
    if (value) headers[name] = value;
  }
  // a page's own language (the desk's path), over the browser's
  if (options.locale) headers['accept-language'] = options.locale;
  // serialised outside the try: only a failure to reach the backend is a 502
  const body = options.body === undefined ? undefined : JSON.stringify(options.body);
  let answer: BackendAnswer;
  let retryAfter: number;
  try {
    const res = await fetch(`${backendBase(config, req)}${path}`, {
      method,
      headers,
      body,
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    answer = { status: res.status, body: (await res.json()) as BackendAnswer['body'] };
    retryAfter = Number(res.headers.get('retry-after'));
  } catch {
    throw new AppError(502, 'backend_unavailable');
  }
  // a busy backend (shed, database reconnecting) is this route's 503 too, saying when to come back
  if (answer.status === 503) {
    const code = typeof answer.body.error === 'string' ? answer.body.error : 'overloaded';
    throw new AppError(503, code, undefined, { seconds: retryAfter > 0 ? retryAfter : RETRY_AFTER_SECONDS });
  }
  return answer;
}
