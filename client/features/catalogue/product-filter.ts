import { parseId } from '../../../shared/ids';
import type { ProductFilter } from './api/products';

/** /products?category=3&search=plov -> the product list filter (bad values are ignored, not errors). */
export function productFilterFromSearch(params: URLSearchParams): ProductFilter {
  const category = parseId(params.get('category'));
  const search = params.get('search')?.trim();
  return {
    ...(category !== null ? { category } : {}),
    ...(search ? { search: search.slice(0, 100) } : {}),
  };
}
