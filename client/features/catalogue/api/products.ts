import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../../../../shared/api/client';
import type { Product } from '../../../../shared/api/types';
import type { ProductFilter } from '../product-filter';

export const PRODUCT_LIMIT = 100;

export const productsQuery = (api: ApiClient, filter: ProductFilter = {}) =>
  queryOptions({
    queryKey: ['products', api.locale, filter],
    queryFn: () =>
      api.list<Product>('/products', {
        limit: PRODUCT_LIMIT,
        category: filter.category,
        search: filter.search?.trim(),
        ids: filter.ids?.length ? filter.ids : undefined,
        page: filter.page,
        localized: 1,
      }),
  });
