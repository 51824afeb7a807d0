import type { ServerResponse } from 'node:http';
import path from 'node:path';
import type { RequestHandler, Response } from 'express';

/** The built service worker's path (client/browser/service-worker-register.ts registers it there). */
export const SERVICE_WORKER_PATH = '/service-worker.js';

/**
 * Headers of the service worker script (express.static's setHeaders): always revalidated, so a new
 * build's worker is found on the next visit instead of a day later; allowed the whole site.
 */
export function serviceWorkerHeaders(root: string) {
  const worker = path.join(root, SERVICE_WORKER_PATH);
  return (res: ServerResponse, file: string) => {
    // the file sent may be the worker's Brotli or gzip copy (server/ssr/renderer.ts)
    if (path.resolve(file.replace(/\.(br|gz)$/, '')) !== path.resolve(worker)) return;
    res.setHeader('Cache-Control', 'no-cache');
    res.setHeader('Service-Worker-Allowed', '/');
  };
}

/**
 * A service worker cannot see Set-Cookie, so an answer that sets a cookie (a session, the
 * language) says no-store, which the worker and any cache obey: it is never kept for offline use.
 */
export const noStoreWithCookies: RequestHandler = (_req, res, next) => {
  const writeHead = res.writeHead;
  res.writeHead = function (this: Response, ...args: Parameters<typeof writeHead>) {
    if (this.getHeader('Set-Cookie') !== undefined) this.setHeader('Cache-Control', 'no-store');
    return writeHead.apply(this, args);
  } as typeof writeHead;
  next();
};
