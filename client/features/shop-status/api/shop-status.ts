import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../../../../shared/api/client';
import type { ShopStatus } from '../../../../shared/hours';

// The stop-list and a pause must reach an open page within 10 s: the status is small and re-read
// every 5 s while the page is visible (TanStack Query pauses the interval in a background tab).
export const SHOP_STATUS_REFRESH_MS = 5_000;

/** Open, closed or paused, the week, and the dishes sold out now: one small request, never cached. */
export const shopStatusQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: ['shop-status'],
    queryFn: () => api.get<ShopStatus>('/shop/status'),
    staleTime: SHOP_STATUS_REFRESH_MS - 1_000,
    refetchInterval: SHOP_STATUS_REFRESH_MS,
  });
