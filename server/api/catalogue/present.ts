import type { Category, Product } from '../../../shared/api/types';
import type { Locale } from '../../../shared/locale';
import { formatMoney } from '../../../shared/money';
import { filledTexts } from '../../../shared/menu/names';
import type { ProductRow } from './repo';

/** A product as the contract has it: price "45.00", unit named in the shopper's language too. */
export function presentProduct(row: ProductRow, locale: Locale): Product {
  return {
    id: row.id,
    category_id: row.category_id,
    ...filledTexts(row, 'name'),
    description_tm: row.description_tm,
    description_ru: row.description_ru,
    description_en: row.description_en,
    price: formatMoney(row.price),
    image: row.image,
    amount: row.amount,
    unit: {
      id: row.unit_id,
      name: row[`unit_name_${locale}`],
      name_tm: row.unit_name_tm,
      name_ru: row.unit_name_ru,
      name_en: row.unit_name_en,
    },
  };
}

export function presentCategory(row: Pick<Category, 'id' | 'name_tm' | 'name_ru' | 'name_en' | 'image'>, products?: Product[]): Category {
  return {
    id: row.id,
    ...filledTexts(row, 'name'),
    image: row.image,
    ...(products ? { products } : {}),
  };
}
