import { productsQuery } from '../../catalogue/api/products';
import type { ApiClient } from '../../../../shared/api/client';

/** The favourites' dishes (GET /products?ids=, in id order so the same set is one query); sign-in and sign-out reload it. */
export const favouriteProductsQuery = (api: ApiClient, ids: readonly number[]) =>
  productsQuery(api, { ids: [...ids].sort((a, b) => a - b) });
