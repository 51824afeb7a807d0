import { parseId } from '../../../shared/ids';

/** Which dishes a product list shows (GET /products): a category, a search, some ids, a page. */
export interface ProductFilter {
  category?: number;
  search?: string;
  ids?: number[];
  page?: number;
}

/** /products?category=3&search=plov -> the product list filter (bad values are ignored, not errors). */
export function productFilterFromSearch(params: URLSearchParams): ProductFilter {
  const category = parseId(params.get('category'));
  const search = params.get('search')?.trim();
  return {
    ...(category !== null ? { category } : {}),
    ...(search ? { search: search.slice(0, 100) } : {}),
  };
}
