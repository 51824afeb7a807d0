import { sql, type Kysely, type Transaction } from 'kysely';
import type { Schema } from '../../db/schema';
import { MAX_LINE_QUANTITY } from '../../../shared/basket-line';

type Db = Kysely<Schema> | Transaction<Schema>;

// A line is a dish and its choices: `choices` is the selection's stored spelling ("3_7", '' for none;
// server/api/choices/lines.ts), part of the line's unique key (migration 012).

export function basketLines(db: Db, userId: number) {
  return db.selectFrom('basket_lines').select(['product_id', 'choices', 'quantity']).where('user_id', '=', userId).orderBy('id').execute();
}

/** The quantity of one line, 0 when the basket has none. */
export async function lineQuantity(db: Db, userId: number, productId: number, choices: string): Promise<number> {
  const row = await db
    .selectFrom('basket_lines')
    .select('quantity')
    .where('user_id', '=', userId)
    .where('product_id', '=', productId)
    .where('choices', '=', choices)
    .executeTakeFirst();
  return row?.quantity ?? 0;
}

/** Ids among these that are on sale (not archived). */
export async function availableProductIds(db: Db, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db.selectFrom('products').select('id').where('id', 'in', ids).where('archived', '=', 0).execute();
  return new Set(rows.map((r) => r.id));
}

/** Takes every line of a dish off, whatever its choices (the old body's quantity 0, which named no choices). */
export async function removeDish(db: Db, userId: number, productId: number): Promise<void> {
  await db.deleteFrom('basket_lines').where('user_id', '=', userId).where('product_id', '=', productId).execute();
}

export async function setQuantity(db: Db, userId: number, productId: number, choices: string, quantity: number, now: Date): Promise<void> {
  if (quantity === 0) {
    await db
      .deleteFrom('basket_lines')
      .where('user_id', '=', userId)
      .where('product_id', '=', productId)
      .where('choices', '=', choices)
      .execute();
    return;
  }
  await db
    .insertInto('basket_lines')
    .values({ user_id: userId, product_id: productId, choices, quantity, updated_at: now.toISOString() })
    .onConflict((oc) => oc.columns(['user_id', 'product_id', 'choices']).doUpdateSet({ quantity, updated_at: now.toISOString() }))
    .execute();
}

/** Adds to a line (creating it), never above MAX_LINE_QUANTITY. */
export async function addQuantity(db: Db, userId: number, productId: number, choices: string, quantity: number, now: Date): Promise<void> {
  await db
    .insertInto('basket_lines')
    .values({
      user_id: userId,
      product_id: productId,
      choices,
      quantity: Math.min(quantity, MAX_LINE_QUANTITY),
      updated_at: now.toISOString(),
    })
    .onConflict((oc) =>
      oc.columns(['user_id', 'product_id', 'choices']).doUpdateSet({
        quantity: sql`case when basket_lines.quantity + ${quantity} > ${MAX_LINE_QUANTITY} then ${MAX_LINE_QUANTITY} else basket_lines.quantity + ${quantity} end`,
        updated_at: now.toISOString(),
      }),
    )
    .execute();
}

/**
 * Records this merge; false when the same payload was merged for this user within the
 * window (a retry or a double submit), in which case it must not be applied again.
 * One guarded upsert, so two identical merges racing each other apply once.
 */
export async function recordMerge(db: Db, userId: number, payloadHash: string, now: Date, windowMs: number): Promise<boolean> {
  const cutoff = new Date(now.getTime() - windowMs).toISOString();
  const row = await db
    .insertInto('basket_merges')
    .values({ user_id: userId, payload_hash: payloadHash, merged_at: now.toISOString() })
    .onConflict((oc) =>
      oc
        .column('user_id')
        .doUpdateSet({ payload_hash: payloadHash, merged_at: now.toISOString() })
        .where((eb) => eb.or([eb('basket_merges.payload_hash', '<>', payloadHash), eb('basket_merges.merged_at', '<=', cutoff)])),
    )
    .returning('user_id')
    .executeTakeFirst();
  return row !== undefined;
}

export async function clear(db: Db, userId: number): Promise<void> {
  await db.deleteFrom('basket_lines').where('user_id', '=', userId).execute();
}
