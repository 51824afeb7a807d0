import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../../../../shared/api/client';
import type { ShopEstimates } from '../../../../shared/estimate';

/** Each zone's estimate as shoppers are told it (learned from its deliveries, busy mode added): small, public. */
export const shopEstimatesQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: ['shop-estimates'] as const,
    queryFn: () => api.get<ShopEstimates>('/shop/estimates'),
    // busy mode turned on at the desk reaches an open checkout within 10 s, as the zones do
    staleTime: 10_000,
    refetchInterval: 10_000,
  });
