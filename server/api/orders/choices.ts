import type { Kysely, Transaction } from 'kysely';
import type { Schema } from '../../db/schema';
import type { Locale } from '../../../shared/locale';
import { parseMoney } from '../../../shared/money';
import { changeFromProblem } from '../../../shared/schemas/order';
import { unprocessable } from '../../http/errors';
import type { Order } from '../../../shared/api/types';
import { hashTrackingToken, trackingPath, trackingToken } from './tracking';
import * as repo from './repo';

/** An order placed, or the same order again for a repeated request (the same idempotency key and body). */
export interface Placed {
  order: Order;
  replay: boolean;
}

/**
 * In the order's transaction, once its total is known: the "change from" note (cash, at least the
 * total: shared/schemas/order.ts) and the language its status texts go out in.
 */
export async function recordShopperChoices(
  trx: Transaction<Schema>,
  orderId: number,
  body: { payment_method: 'cash' | 'card'; change_from: string },
  locale: Locale,
): Promise<void> {
  const { total } = (await repo.findOrder(trx, orderId))!;
  const problem = changeFromProblem(body.change_from, body.payment_method, total);
  if (problem) throw unprocessable({ change_from: problem });
  await repo.setShopperChoices(trx, orderId, { change_from: body.change_from === '' ? null : parseMoney(body.change_from), locale });
}

/**
 * A guest's order gets its tracking link in the answer. The token is derived from the order, so a
 * replay of the request answers with the same link; storing its hash again changes nothing.
 */
export async function withTrackingLink(db: Kysely<Schema>, placed: Placed): Promise<Placed> {
  const token = await trackingToken(db, placed.order.id);
  await repo.setTrackingHash(db, placed.order.id, hashTrackingToken(token));
  return { ...placed, order: { ...placed.order, tracking_url: trackingPath(token) } };
}
