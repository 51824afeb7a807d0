import type { Category, Product } from '../../../shared/api/types';
import type { Locale } from '../../../shared/locale';
import { formatMoney } from '../../../shared/money';
import { filledTexts } from '../../../shared/menu/names';
import type { ProductRow } from './repo';

/**
 * A product as the contract has it: price "45.00", unit named in the shopper's language too.
 * `only`: names and descriptions in that language alone (`localized=1`): a page carries one language.
 * `card`: no descriptions at all (`cards=1`), as a dish's card shows it; its page and modal read the dish.
 */
export function presentProduct(row: ProductRow, locale: Locale, only = false, card = false, requiredChoices = false): Product {
  // the card's one flag about choices, only when set: the home page stays small (issue 36)
  const flag = requiredChoices ? { has_required_choices: true } : {};
  if (only) {
    // the other languages' fields are absent, not empty: readers look up `name_${locale}` only
    return {
      id: row.id,
      category_id: row.category_id,
      [`name_${locale}`]: row[`name_${locale}`],
      ...(card ? {} : { [`description_${locale}`]: row[`description_${locale}`] }),
      price: formatMoney(row.price),
      image: row.image,
      amount: row.amount,
      unit: { id: row.unit_id, name: row[`unit_name_${locale}`], [`name_${locale}`]: row[`unit_name_${locale}`] },
      ...flag,
    } as unknown as Product;
  }
  return {
    id: row.id,
    category_id: row.category_id,
    ...filledTexts(row, 'name'),
    ...(card ? {} : { description_tm: row.description_tm, description_ru: row.description_ru, description_en: row.description_en }),
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
    ...flag,
    // a card's dish lacks its descriptions, as a localized one lacks the other languages
  } as unknown as Product;
}

export function presentCategory(
  row: Pick<Category, 'id' | 'name_tm' | 'name_ru' | 'name_en' | 'image'>,
  products?: Product[],
  only?: Locale,
): Category {
  if (only)
    return {
      id: row.id,
      [`name_${only}`]: row[`name_${only}`],
      image: row.image,
      ...(products ? { products } : {}),
    } as unknown as Category;
  return {
    id: row.id,
    ...filledTexts(row, 'name'),
    image: row.image,
    ...(products ? { products } : {}),
  };
}
