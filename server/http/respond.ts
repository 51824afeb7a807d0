import type { Response } from 'express';
import type { ListMeta } from '../../shared/api/types';

/** `{ success: true, data, meta? }`: the one success shape of the API. */
export function sendData(res: Response, data: unknown, meta?: ListMeta): void {
  res.json(meta ? { success: true, data, meta } : { success: true, data });
}

export const listMeta = (total: number, page: number, limit: number): ListMeta => ({ total, page, limit });

/** A body already serialised (and cached) elsewhere; the ETag lets repeat readers get a 304. */
export function sendJsonBody(res: Response, body: Buffer, etag: string): void {
  res.set('ETag', etag).type('application/json').send(body);
}
