import { Router, type Request, type Response } from 'express';
import { LRUCache } from 'lru-cache';
import sharp from 'sharp';
import type { Config } from '../config';
import type { Logger } from '../logger';
import { ApiError, createApiClient } from '../../shared/api/client';
import type { Product } from '../../shared/api/types';
import { defaultLocale } from '../../shared/locale';
import { PHOTO_MAX_PIXELS } from '../../shared/menu/photos';

// Messengers (Telegram, imo, WhatsApp) show no SVG in a link preview, and the demo menu's pictures
// are SVG: a dish page's og:image is this raster instead, 1200×630 as Open Graph asks, made once
// from the dish's photo or picture and kept while that image stays the dish's.
export const PREVIEW_WIDTH = 1200;
export const PREVIEW_HEIGHT = 630;

const DAY = 86_400;

export interface PreviewDeps {
  config: Pick<Config, 'apiOrigin'>;
  logger?: Logger;
}

function missing(res: Response) {
  res.status(404).set('Cache-Control', 'no-store').type('text/plain').send('Not found');
}

/** GET /previews/products/{id}.jpg */
export function previewRoutes({ config, logger }: PreviewDeps): Router {
  // ~100 KB each: the menu's dishes fit, a runaway list of ids does not grow the memory
  const cache = new LRUCache<string, Promise<Buffer>>({ max: 300 });
  const router = Router();

  router.get('/previews/products/:file', async (req: Request<{ file: string }>, res) => {
    const id = /^([1-9]\d{0,9})\.jpg$/.exec(req.params.file)?.[1];
    if (!id) return missing(res);
    const origin = `http://127.0.0.1:${req.socket.localPort}`;
    const api = createApiClient({ baseUrl: config.apiOrigin ?? origin, locale: defaultLocale });
    let product: Product;
    try {
      product = await api.get<Product>(`/products/${id}`);
    } catch (err) {
      if (err instanceof ApiError && err.status === 404) return missing(res);
      throw err;
    }
    // a new photo is a new key: the old preview is not served for it
    const key = `${id} ${product.image}`;
    let made = cache.get(key);
    if (!made) {
      made = render(new URL(product.image, origin));
      cache.set(key, made);
      made.catch(() => cache.delete(key));
    }
    let jpeg: Buffer;
    try {
      jpeg = await made;
    } catch (err) {
      (req.log ?? logger)?.warn({ err, productId: id }, 'link preview not made');
      return missing(res);
    }
    res
      .status(200)
      .set({ 'Content-Type': 'image/jpeg', 'Cache-Control': `public, max-age=${DAY}` })
      .send(jpeg);
  });

  return router;
}

/** The image cropped to fill 1200×630; an SVG drawn at a density that gives it that width first. */
async function render(image: URL): Promise<Buffer> {
  const response = await fetch(image);
  if (!response.ok) throw new Error(`${image.pathname}: ${response.status}`);
  const data = Buffer.from(await response.arrayBuffer());
  const meta = await sharp(data, { limitInputPixels: PHOTO_MAX_PIXELS }).metadata();
  const density = meta.format === 'svg' && meta.width ? Math.min(2400, Math.ceil((72 * PREVIEW_WIDTH) / meta.width)) : undefined;
  return sharp(data, { limitInputPixels: PHOTO_MAX_PIXELS, density })
    .rotate()
    .resize(PREVIEW_WIDTH, PREVIEW_HEIGHT, { fit: 'cover' })
    .flatten({ background: '#ffffff' })
    .jpeg({ quality: 80, mozjpeg: true })
    .toBuffer();
}
