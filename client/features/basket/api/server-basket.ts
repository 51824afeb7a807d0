import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../../../../shared/api/client';
import type { BasketLine } from '../../../../shared/api/types';

/** The server basket in every language: what sign-in and sign-out invalidate or drop. */
export const anyServerBasketKey = ['basket'] as const;

/** The signed-in user's basket lines (product + basket.quantity). */
export const serverBasketQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: [...anyServerBasketKey, api.locale],
    queryFn: () => api.get<BasketLine[]>('/basket'),
  });
