import type { NextFunction, Request, Response } from 'express';
import type { Kysely, Transaction } from 'kysely';
import type { Schema } from '../../db/schema';
import { AppError, badRequest } from '../../http/errors';

// Client-generated per checkout attempt (a UUID in practice); visible ASCII, bounded.
const KEY = /^[\x21-\x7e]{1,200}$/;

declare global {
  namespace Express {
    interface Request {
      idempotencyKey?: string;
    }
  }
}

export function requireIdempotencyKey(req: Request, _res: Response, next: NextFunction): void {
  const key = req.get('idempotency-key');
  if (!key) throw badRequest('idempotency_key_required');
  if (!KEY.test(key)) throw badRequest('idempotency_key_invalid');
  req.idempotencyKey = key;
  next();
}

export type Claim = { kind: 'new'; claimId: number } | { kind: 'replay'; orderId: number };

/**
 * Claims (scope, key) inside the order's transaction. The unique pair decides the race:
 * a parallel request with the same key waits for the first to commit (PostgreSQL) or runs
 * after it (SQLite serialises writers), then finds the claim and replays its order.
 */
export async function claimKey(trx: Transaction<Schema>, scope: string, key: string, hash: string, now: Date): Promise<Claim> {
  const inserted = await trx
    .insertInto('idempotency_keys')
    .values({ scope, key, request_hash: hash, order_id: null, created_at: now.toISOString() })
    .onConflict((oc) => oc.columns(['scope', 'key']).doNothing())
    .returning('id')
    .executeTakeFirst();
  if (inserted) return { kind: 'new', claimId: inserted.id };
  const prior = await trx
    .selectFrom('idempotency_keys')
    .select(['request_hash', 'order_id'])
    .where('scope', '=', scope)
    .where('key', '=', key)
    .executeTakeFirstOrThrow();
  if (prior.request_hash !== hash || prior.order_id === null) throw new AppError(422, 'idempotency_key_reused');
  return { kind: 'replay', orderId: prior.order_id };
}

export async function settleKey(trx: Transaction<Schema>, claimId: number, orderId: number): Promise<void> {
  await trx.updateTable('idempotency_keys').set({ order_id: orderId }).where('id', '=', claimId).execute();
}

/** The order a settled key placed, or null (a key never used, or one whose order did not commit). */
export async function settledOrderId(db: Kysely<Schema>, scope: string, key: string): Promise<number | null> {
  const row = await db
    .selectFrom('idempotency_keys')
    .select('order_id')
    .where('scope', '=', scope)
    .where('key', '=', key)
    .executeTakeFirst();
  return row?.order_id ?? null;
}
