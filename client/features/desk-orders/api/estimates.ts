import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../../../../shared/api/client';
import type { DeskEstimates } from '../../../../shared/estimate';
const ESTIMATES_KEY = ['desk', 'estimates'] as const;

/** Each zone's estimate and what it rests on, busy mode, and the accept default of every order waiting. */
export const deskEstimatesQuery = (api: ApiClient) =>
  queryOptions({
    queryKey: ESTIMATES_KEY,
    queryFn: () => api.get<DeskEstimates>('/desk/estimates'),
    // busy mode ends by itself: the desk sees it go within a few seconds
    refetchInterval: 10_000,
  });
