import type { Kysely } from 'kysely';
import type { Schema } from '../../db/schema';
import type { Product } from '../../../shared/api/types';
import type { Locale } from '../../../shared/locale';
import { findProducts } from '../catalogue/repo';
import { presentProduct } from '../catalogue/present';

/** The basket's dishes in the catalogue's Product shape (archived ones left out), keyed by id. */
export async function productsById(db: Kysely<Schema>, ids: number[], locale: Locale): Promise<Map<number, Product>> {
  if (ids.length === 0) return new Map();
  const rows = await findProducts(db, { ids }, { limit: ids.length, offset: 0 });
  return new Map(rows.map((row) => [row.id, presentProduct(row, locale)]));
}
