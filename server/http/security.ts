import crypto from 'node:crypto';
import type { RequestHandler } from 'express';
import type { Config } from '../config';

declare global {
  namespace Express {
    interface Locals {
      nonce: string;
    }
  }
}

/** A fresh CSP nonce per response and the headers every answer carries. */
export function securityHeaders(config: Config, { dev = false } = {}): RequestHandler {
  const tileOrigin = originOf(config.public.mapTileUrl.replace(/\{[a-z]\}/g, 'a'));
  // the operator's analytics host, if any: its script and where it reports
  const analytics = config.public.analytics ? ` ${new URL(config.public.analytics.scriptUrl).origin}` : '';
  return (_req, res, next) => {
    const nonce = crypto.randomBytes(16).toString('base64');
    res.locals.nonce = nonce;
    const csp = [
      `default-src 'self'`,
      `script-src 'self' 'nonce-${nonce}'${analytics}${dev ? ` 'unsafe-eval'` : ''}`,
      `style-src 'self' 'unsafe-inline'`,
      `img-src 'self' data: blob:${tileOrigin ? ` ${tileOrigin}` : ''}`,
      `connect-src 'self'${analytics}${dev ? ' ws: wss:' : ''}`,
      `font-src 'self'`,
      `worker-src 'self'`, // the service worker (/service-worker.js), nothing else
      `object-src 'none'`,
      `base-uri 'none'`,
      `frame-ancestors 'none'`,
      `form-action 'self'`,
    ].join('; ');
    res.setHeader('Content-Security-Policy', csp);
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.setHeader('Referrer-Policy', 'strict-origin-when-cross-origin');
    res.setHeader('X-Frame-Options', 'DENY');
    res.setHeader('Cross-Origin-Opener-Policy', 'same-origin');
    if (config.hstsMaxAge > 0) res.setHeader('Strict-Transport-Security', `max-age=${config.hstsMaxAge}; includeSubDomains`);
    next();
  };
}

function originOf(url: string): string | null {
  try {
    return new URL(url).origin.replace('://a.', '://*.');
  } catch {
    return null;
  }
}
