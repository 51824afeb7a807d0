import crypto from 'node:crypto';
import { pinoHttp } from 'pino-http';
import { containsPhone, type Logger } from '../logger';

const REQUEST_ID = /^[\w.:-]{1,128}$/;

/** One JSON line per request: id (taken from X-Request-Id or made here, and echoed), method, path, status, duration. */
export function requestLog(logger: Logger) {
  return pinoHttp({
    logger,
    genReqId(req, res) {
      const incoming = req.headers['x-request-id'];
      const id = typeof incoming === 'string' && REQUEST_ID.test(incoming) && !containsPhone(incoming) ? incoming : newRequestId();
      res.setHeader('X-Request-Id', id);
      return id;
    },
    customLogLevel: (_req, res, err) => (err || res.statusCode >= 500 ? 'error' : res.statusCode >= 400 ? 'warn' : 'info'),
    // Only what an operator needs; headers (cookies, tokens) and query strings (codes, searches) stay out.
    // Given the request and response themselves: pino-http's wrapping first copied each into a standard
    // object (every header, the response's headers too), which these then cut down again, per request.
    wrapSerializers: false,
    serializers: {
      req: (req) => ({ id: req.id, method: req.method, path: pathOf(req) }),
      res: (res) => ({ status: res.statusCode }),
    },
    customSuccessMessage: (req, res, ms) => `${req.method} ${pathOf(req)} ${res.statusCode} ${Math.round(ms)}ms`,
    customErrorMessage: (req, res) => `${req.method} ${pathOf(req)} ${res.statusCode}`,
    customAttributeKeys: { responseTime: 'duration' },
    autoLogging: { ignore: (req) => req.url === '/healthz' || req.url === '/readyz' },
  });
}

// The log masks anything shaped like a phone number; an id it masked could no longer be searched for.
function newRequestId(): string {
  for (;;) {
    const id = crypto.randomUUID();
    if (!containsPhone(id)) return id;
  }
}

// originalUrl: inside a mounted router req.url has lost its prefix. A kitchen printer's URL carries
// its secret (docs/printing.md), which would otherwise be written every few seconds.
const pathOf = (req: { url?: string; originalUrl?: string }) =>
  String(req.originalUrl ?? req.url)
    .split('?')[0]
    .replace(/(\/cloudprnt\/)[^/]+/, '$1[secret]');
