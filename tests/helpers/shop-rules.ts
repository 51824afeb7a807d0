import type { Kysely } from 'kysely';
import type { Schema } from '../../server/db/schema';

/** Back to the configured rules: no stop-list, no pause, no saved week, no closures. */
export async function clearShopRules(db: Kysely<Schema>): Promise<void> {
  await db.deleteFrom('stop_list').execute();
  await db.deleteFrom('shop_rules').execute();
  await db.deleteFrom('shop_hours').execute();
  await db.deleteFrom('shop_closures').execute();
}
