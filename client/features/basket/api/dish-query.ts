import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../../../../shared/api/client';
import type { Product } from '../../../../shared/api/types';

export const productQuery = (api: ApiClient, id: number) =>
  queryOptions({
    queryKey: ['product', api.locale, id],
    queryFn: () => api.get<Product>(`/products/${id}`, { localized: 1 }),
  });
