import { Router, type Request, type Response } from 'express';
import { createProxyMiddleware } from 'http-proxy-middleware';
import { PHOTO_FILE } from '../../../shared/menu/photos';
import type { PhotoStore } from './store';

const YEAR = 31_536_000;

function missing(res: Response) {
  res.status(404).set({ 'Cache-Control': 'no-store', 'X-Content-Type-Options': 'nosniff' }).type('text/plain').send('Not found');
}

/**
 * GET /media/{hash}-{width}.webp: only names of that exact shape are looked up (no "..", no
 * encoded slash, no NUL reaches the store). A name's content never changes, so it is cached for a
 * year; the type is fixed and the browser told not to sniff, so nothing stored here runs as a page.
 */
export function mediaRoutes(store: PhotoStore): Router {
  const router = Router();
  router.get('/:name', async (req: Request<{ name: string }>, res) => {
    const { name } = req.params;
    if (!PHOTO_FILE.test(name)) return missing(res);
    const data = await store.get(name);
    if (!data) return missing(res);
    res
      .status(200)
      .set({
        'Content-Type': 'image/webp',
        'Cache-Control': `public, max-age=${YEAR}, immutable`,
        'X-Content-Type-Options': 'nosniff',
        'Content-Security-Policy': "default-src 'none'; sandbox",
        'Cross-Origin-Resource-Policy': 'same-origin',
      })
      .send(data);
  });
  router.use((_req, res) => missing(res));
  return router;
}

/** An external backend (API_ORIGIN) keeps the photos: /media is passed to it as it is. */
export function mediaProxy(origin: string) {
  return createProxyMiddleware({ target: `${origin}/media`, changeOrigin: true, xfwd: true });
}
