import crypto from 'node:crypto';
import type { RequestHandler } from 'express';
import type { Config } from '../config';
import { API_CSP, isApiPath } from './api-headers';

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
  // the policy is the same for every response but its nonce: built once, around the nonce's place
  const [beforeNonce, afterNonce] = [
    `default-src 'self'`,
    `script-src 'self' 'nonce-${NONCE_SLOT}'${analytics}${dev ? ` 'unsafe-eval'` : ''}`,
    `style-src 'self' 'unsafe-inline'`,
    `img-src 'self' data: blob:${tileOrigin ? ` ${tileOrigin}` : ''}`,
    `connect-src 'self'${analytics}${dev ? ' ws: wss:' : ''}`,
    `font-src 'self'`,
    `worker-src 'self'`, // the service worker (/service-worker.js), nothing else
    `object-src 'none'`,
    `base-uri 'none'`,
    `frame-ancestors 'none'`,
    `form-action 'self'`,
  ]
    .join('; ')
    .split(NONCE_SLOT);
  return (req, res, next) => {
    const nonce = newNonce();
    res.locals.nonce = nonce;
    const api = isApiPath(req.path);
    res.setHeader('Content-Security-Policy', api ? API_CSP : beforeNonce + nonce + afterNonce);
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.setHeader('X-Frame-Options', 'DENY');
    if (!api) {
      res.setHeader('Referrer-Policy', 'strict-origin-when-cross-origin');
      res.setHeader('Cross-Origin-Opener-Policy', 'same-origin');
    }
    if (config.hstsMaxAge > 0) res.setHeader('Strict-Transport-Security', `max-age=${config.hstsMaxAge}; includeSubDomains`);
    next();
  };
}

const NONCE_SLOT = '\0nonce\0';

// 16 bytes of the system's CSPRNG per nonce, drawn 4 KB at a time as crypto.randomUUID() draws its
// own: one call into OpenSSL per 256 responses instead of one per response. No byte serves twice.
const noncePool = Buffer.alloc(4096);
let noncePoolOffset = noncePool.length;
export function newNonce(): string {
  if (noncePoolOffset + 16 > noncePool.length) {
    crypto.randomFillSync(noncePool);
    noncePoolOffset = 0;
  }
  noncePoolOffset += 16;
  return noncePool.toString('base64', noncePoolOffset - 16, noncePoolOffset);
}

function originOf(url: string): string | null {
  try {
    return new URL(url).origin.replace('://a.', '://*.');
  } catch {
    return null;
  }
}
