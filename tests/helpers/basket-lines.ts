import type { Kysely } from 'kysely';
import type { Schema } from '../../server/db/schema';

/** A user's stored basket as { product id: quantity }, read from the table. */
export const basketLines = async (db: Kysely<Schema>, userId: number): Promise<Record<number, number>> =>
  Object.fromEntries(
    (await db.selectFrom('basket_lines').select(['product_id', 'quantity']).where('user_id', '=', userId).execute()).map((l) => [
      l.product_id,
      l.quantity,
    ]),
  );
