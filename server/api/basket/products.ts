import type { Kysely } from 'kysely';
import type { Schema } from '../../db/schema';
import type { Product } from '../../../shared/api/types';
import type { Locale } from '../../../shared/locale';
import { formatMoney } from '../../../shared/money';

/** The products of a basket in the contract's Product shape, keyed by id. */
export async function productsById(db: Kysely<Schema>, ids: number[], locale: Locale): Promise<Map<number, Product>> {
  if (ids.length === 0) return new Map();
  const rows = await db.selectFrom('products')
    .innerJoin('units', 'units.id', 'products.unit_id')
    .select([
      'products.id', 'products.category_id', 'products.price', 'products.image', 'products.amount',
      'products.name_tm', 'products.name_ru', 'products.name_en',
      'products.description_tm', 'products.description_ru', 'products.description_en',
      'units.id as unit_id', 'units.name_tm as unit_tm', 'units.name_ru as unit_ru', 'units.name_en as unit_en',
    ])
    .where('products.id', 'in', ids).where('products.archived', '=', 0)
    .execute();
  return new Map(rows.map((r) => {
    const unit = { id: r.unit_id, name_tm: r.unit_tm, name_ru: r.unit_ru, name_en: r.unit_en };
    return [r.id, {
      id: r.id, category_id: r.category_id, price: formatMoney(r.price), image: r.image, amount: r.amount,
      name_tm: r.name_tm, name_ru: r.name_ru, name_en: r.name_en,
      description_tm: r.description_tm, description_ru: r.description_ru, description_en: r.description_en,
      unit: { ...unit, name: unit[`name_${locale}`] },
    }];
  }));
}
