import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../../../../shared/api/client';
import type { Order } from '../../../../shared/api/types';

/** Every page in every language: what a write that changes the list drops or invalidates. */
export const anyOrdersKey = ['orders'] as const;

/** The signed-in customer's orders, newest first, one page at a time (GET /orders?page=). */
export const ordersQuery = (api: ApiClient, page: number) =>
  queryOptions({
    queryKey: [...anyOrdersKey, api.locale, page],
    queryFn: () => api.list<Order>('/orders', { page }),
  });

/** ?page=2 -> 2; anything else -> 1 */
export function pageFromSearch(search: URLSearchParams): number {
  const value = search.get('page');
  return value && /^[1-9]\d{0,5}$/.test(value) ? Number(value) : 1;
}
