import type { Product } from '../../shared/api/types';
import { localized, type Locale } from '../../shared/locale';

/** The product's name, description and "350 g" in the page's language. */
export function productText(product: Product, locale: Locale) {
  return {
    name: localized(product, 'name', locale),
    description: localized(product, 'description', locale),
    amount: `${product.amount} ${localized(product.unit, 'name', locale) || product.unit.name}`,
  };
}
