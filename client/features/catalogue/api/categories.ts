import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../../../../shared/api/client';
import type { Category } from '../../../../shared/api/types';

export const categoriesQuery = (api: ApiClient, { withProducts = false, limit }: { withProducts?: boolean; limit?: number } = {}) =>
  queryOptions({
    queryKey: ['categories', api.locale, { withProducts, limit: limit ?? null }],
    queryFn: () => api.get<Category[]>('/categories', { with_products: withProducts || undefined, limit }),
  });
