import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../../../../shared/api/client';
import type { BasketLine } from '../../../../shared/api/types';

/** The signed-in user's basket lines (product + basket.quantity). */
export const serverBasketQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: ['basket', api.locale],
    queryFn: () => api.get<BasketLine[]>('/basket'),
  });
