import { createHash, createHmac } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Schema } from '../../db/schema';
import { trackingKey } from './repo';

// The token is an HMAC of the order id under a key made once per installation: 256 bits nobody can
// guess, and the same for a repeat of the same order request, so a guest whose first answer was
// lost gets the link from the replay. Only its SHA-256 is stored, to find the order by it.

const keys = new WeakMap<object, Promise<Buffer>>();

function keyFor(db: Kysely<Schema>): Promise<Buffer> {
  let key = keys.get(db);
  if (!key) {
    key = trackingKey(db);
    key.catch(() => keys.delete(db));
    keys.set(db, key);
  }
  return key;
}

export async function trackingToken(db: Kysely<Schema>, orderId: number): Promise<string> {
  return createHmac('sha256', await keyFor(db))
    .update(`track:${orderId}`)
    .digest('base64url');
}

export const hashTrackingToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** The shopper's page for the order; the storefront serves it in every language prefix. */
export const trackingPath = (token: string) => `/track/${token}`;

// 32 bytes in base64url; anything else names no order and never reaches the database
export const TRACKING_TOKEN = /^[A-Za-z0-9_-]{43}$/;
