import { defaulted, optional, size, string, type, type Infer } from 'superstruct';
import { boolParam, idListParam, intParam } from '../../http/query-params';
import { MAX_ID } from '../ids';

export const MAX_LIMIT = 100;

export const CategoriesQuery = type({
  with_products: defaulted(boolParam(), false),
  // with_products: only the first N dishes of each category (the home page's first row); all when absent
  products_per_category: optional(intParam(1, MAX_LIMIT)),
  // names and descriptions in the request's language only (docs/catalogue-api.md)
  localized: defaulted(boolParam(), false),
  // with_products: each dish as its card shows it, without its descriptions (the home page's rows)
  cards: defaulted(boolParam(), false),
  limit: defaulted(intParam(1, MAX_LIMIT), MAX_LIMIT),
  page: defaulted(intParam(1, 100_000), 1),
});
export type CategoriesQuery = Infer<typeof CategoriesQuery>;

export const ProductsQuery = type({
  // favourites can be long; the page size still caps one answer at 100
  ids: optional(idListParam(500)),
  category: optional(intParam(1, MAX_ID)),
  search: optional(size(string(), 0, 100)),
  localized: defaulted(boolParam(), false),
  limit: defaulted(intParam(1, MAX_LIMIT), MAX_LIMIT),
  page: defaulted(intParam(1, 100_000), 1),
});
export type ProductsQuery = Infer<typeof ProductsQuery>;

export const ProductQuery = type({
  localized: defaulted(boolParam(), false),
});
export type ProductQuery = Infer<typeof ProductQuery>;
