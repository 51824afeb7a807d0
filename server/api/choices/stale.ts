import type { Kysely, Transaction } from 'kysely';
import type { Schema } from '../../db/schema';
import type { LoadedGroup } from './load';

// A basket line keeps the option ids chosen; the desk may since have taken the option's group off the
// dish (or archived it). Such an option is no longer in the dish's groups, but the line still names it:
// the basket shows the line at the price chosen, and the checkout refuses it naming the choice.

type Db = Kysely<Schema> | Transaction<Schema>;

export interface StaleOption {
  price: number;
  name_tm: string;
  name_ru: string;
  name_en: string;
}

/** The options these lines chose that their dish no longer offers, by id (one read; none when there are none). */
export async function staleOptions(
  db: Db,
  lines: readonly { product_id: number; selection: readonly number[] | undefined }[],
  groups: Map<number, LoadedGroup[]>,
): Promise<Map<number, StaleOption>> {
  const ids = new Set<number>();
  for (const line of lines) {
    const offered = new Set((groups.get(line.product_id) ?? []).flatMap((g) => g.options.map((o) => o.id)));
    for (const id of line.selection ?? []) if (!offered.has(id)) ids.add(id);
  }
  if (ids.size === 0) return new Map();
  const rows = await db
    .selectFrom('choice_options')
    .select(['id', 'price', 'name_tm', 'name_ru', 'name_en'])
    .where('id', 'in', [...ids])
    .execute();
  return new Map(rows.map(({ id, ...option }) => [id, option]));
}

/** What the stale options of a selection add to its price, as they were chosen. */
export const stalePrice = (selection: readonly number[], stale: Map<number, StaleOption>) =>
  selection.reduce((sum, id) => sum + (stale.get(id)?.price ?? 0), 0);
