import type { Kysely, Transaction } from 'kysely';
import type { Schema } from '../db/schema';

type Db = Kysely<Schema> | Transaction<Schema>;

/**
 * A dish's serving window as the rows carry it: its own hours and its category's (shared/menu-hours.ts;
 * null: always), for any query of products as `p` joined to their categories as `c`.
 */
export const servingColumns = [
  'p.hours_days',
  'p.hours_from',
  'p.hours_until',
  'c.hours_days as category_hours_days',
  'c.hours_from as category_hours_from',
  'c.hours_until as category_hours_until',
] as const;

/**
 * The query for dishes' serving windows: each dish's hours and its category's (migration 013), one row a
 * dish (`p` the products, `c` their categories). The callers add their filter and any names:
 * server/api/rules/menu-hours.ts (the dishes ordered, with names for the refusal) and
 * server/api/choices/repo.ts (the set meals' option dishes); server/api/catalogue/repo.ts selects the
 * same columns among its own. A module of its own below all three, as rules imports choices and the
 * import graph refuses the reverse.
 */
export function servingWindowsQuery(db: Db) {
  return db
    .selectFrom('products as p')
    .innerJoin('categories as c', 'c.id', 'p.category_id')
    .select(['p.id', ...servingColumns]);
}
