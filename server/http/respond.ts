import type { Request, Response } from 'express';
import type { CachedBody } from './response-cache';
import type { ListMeta } from '../../shared/api/types';

/** `{ success: true, data, meta? }`: the one success shape of the API. */
export function sendData(res: Response, data: unknown, meta?: ListMeta): void {
  res.json(meta ? { success: true, data, meta } : { success: true, data });
}

export const listMeta = (total: number, page: number, limit: number): ListMeta => ({ total, page, limit });

// Below this a gzip member costs more than it saves.
const GZIP_MIN_BYTES = 1024;

/**
 * A body serialised (and cached) by the response cache. The ETag lets repeat readers get a 304; a
 * client that takes gzip gets the copy compressed once for the cache entry, so the compression
 * middleware (which skips bodies that already have a Content-Encoding) does no work per request.
 */
export function sendCached(req: Pick<Request, 'acceptsEncodings'>, res: Response, cached: CachedBody): void {
  res.vary('Accept-Encoding').type('application/json');
  if (cached.body.length >= GZIP_MIN_BYTES && req.acceptsEncodings('gzip', 'identity') === 'gzip') {
    res.set({ 'Content-Encoding': 'gzip', ETag: cached.etag.replace(/"$/, '-gz"') }).send(cached.gzipped());
    return;
  }
  res.set('ETag', cached.etag).send(cached.body);
}
