import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../../../../shared/api/client';
import type { ShopStatus } from '../../../../shared/shop-week';
import { readEarly, takeEarly } from '../../../browser/early-reads';

// The stop-list and a pause must reach an open page within 10 s: the status is small and re-read
// every 5 s while the page is visible (TanStack Query pauses the interval in a background tab).
export const SHOP_STATUS_REFRESH_MS = 5_000;

const QUERY_KEY = ['shop-status'] as const;
const readStatus = (api: ApiClient) => api.get<ShopStatus>('/shop/status');

/** Asks for the status as a storefront page starts; the query's first fetch takes it (client/browser/early-reads.ts). */
export const readShopStatusEarly = (api: ApiClient) => readEarly(QUERY_KEY[0], () => readStatus(api));

/** Open, closed or paused, the week, and the dishes sold out now: one small request, never cached. */
export const shopStatusQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: QUERY_KEY,
    queryFn: () => takeEarly(QUERY_KEY[0], () => readStatus(api)),
    staleTime: SHOP_STATUS_REFRESH_MS - 1_000,
    refetchInterval: SHOP_STATUS_REFRESH_MS,
  });
