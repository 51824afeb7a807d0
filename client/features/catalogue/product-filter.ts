import type { ProductFilter } from './api/products';

/** /products?category=3&search=plov -> the product list filter (bad values are ignored, not errors). */
export function productFilterFromSearch(params: URLSearchParams): ProductFilter {
  const category = Number(params.get('category'));
  const search = params.get('search')?.trim();
  return {
    ...(Number.isInteger(category) && category > 0 ? { category } : {}),
    ...(search ? { search: search.slice(0, 100) } : {}),
  };
}
